import type { ReferentialType } from '../../shared/domain/referential';
import { REFERENTIAL_RULES } from '../../shared/referential-file/registry';
import type { Queryable } from '../db/db';
import { fault } from '../../shared/referential-file/faults';
import { keptIn, type ReferentialDefinition } from './definition';

const CODE_AND_LABEL = { code: 'code', libelle: 'label' };

/** A size still given to an ad or printed by a periodical stays: removing it would leave ads of unknown size. */
async function adSizesInUse(db: Queryable, keys: readonly string[]) {
  if (keys.length === 0) return [];
  const rows = await db.query<{ key: string; ads: number; periodicals: number }>(
    `SELECT k.key,
            (SELECT count(*)::int FROM advertisement a WHERE a.size_key = k.key) AS ads,
            (SELECT count(*)::int FROM ad_periodical_config c WHERE k.key = ANY (c.sizes)) AS periodicals
     FROM unnest($1::text[]) AS k(key)`,
    [keys],
  );
  return rows
    .filter((r) => r.ads > 0 || r.periodicals > 0)
    .map((r) => {
      const uses = [r.ads > 0 ? `${r.ads} publicité(s)` : null, r.periodicals > 0 ? `${r.periodicals} revue(s)` : null].filter(Boolean).join(' et ');
      return fault({}, `la taille « ${r.key} » ne peut pas être retirée : ${uses} l’utilisent.`);
    });
}

/** Every referential of the page, by its type in the path (spec 2 §7 Admin), and where the server keeps it. */
export const REFERENTIALS: Readonly<Record<ReferentialType, ReferentialDefinition>> = {
  pdc: keptIn(REFERENTIAL_RULES.pdc, 'referential_pdc', { ...CODE_AND_LABEL, parent: 'parent_code' }),
  emetteurs: keptIn(REFERENTIAL_RULES.emetteurs, 'referential_issuer', CODE_AND_LABEL),
  // The ads' own ad_size table: advertisements read it to name an ad's size.
  'tailles-pubs': {
    ...keptIn(REFERENTIAL_RULES['tailles-pubs'], 'ad_size', { code: 'key', libelle: 'name', largeur_mm: 'width_mm', hauteur_mm: 'height_mm' }),
    uniquePosition: true,
    checkRemoval: adSizesInUse,
  },
  regex: keptIn(REFERENTIAL_RULES.regex, 'referential_link_pattern', { libelle: 'label', motif: 'pattern' }),
  'types-texte': keptIn(REFERENTIAL_RULES['types-texte'], 'referential_text_type', CODE_AND_LABEL),
  // The article_tag table itself: the article dialog's tags.
  'article-tags': keptIn(REFERENTIAL_RULES['article-tags'], 'article_tag', { libelle: 'label' }),
  'push-online': keptIn(REFERENTIAL_RULES['push-online'], 'referential_push_target', { ...CODE_AND_LABEL, url: 'url' }),
};
