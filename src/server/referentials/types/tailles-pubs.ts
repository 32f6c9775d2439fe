import { REFERENTIAL_LABELS } from '../../../shared/domain/referential';
import type { Queryable } from '../../db/db';
import { fault } from '../faults';
import { codeCheck, type ReferentialDefinition } from '../definition';

/** Millimetres to a tenth, as ad_size keeps them (numeric(6, 1)). */
function tenths(value: string | number): string | null {
  const n = Number(value);
  return Math.abs(n * 10 - Math.round(n * 10)) < 1e-9 ? null : `${n} : une décimale au plus (millimètres au dixième).`;
}

/** Ad sizes: the ads' own ad_size table (advertisements read it to name an ad's size). */
export const taillesPubs: ReferentialDefinition = {
  type: 'tailles-pubs',
  label: REFERENTIAL_LABELS['tailles-pubs'],
  table: 'ad_size',
  uniquePosition: true,
  key: 'code',
  columns: [
    { name: 'code', kind: 'text', required: true, maxLength: 40, check: codeCheck, dbColumn: 'key' },
    { name: 'libelle', kind: 'text', required: true, maxLength: 120, dbColumn: 'name' },
    { name: 'largeur_mm', kind: 'number', required: true, min: 1, max: 2000, check: tenths, dbColumn: 'width_mm' },
    { name: 'hauteur_mm', kind: 'number', required: true, min: 1, max: 2000, check: tenths, dbColumn: 'height_mm' },
  ],
  // A size still given to an ad or printed by a periodical stays: removing it would leave ads of unknown size.
  async checkRemoval(db: Queryable, keys: readonly string[]) {
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
  },
};
