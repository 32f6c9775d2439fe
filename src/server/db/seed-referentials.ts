import type { ReferentialRow } from '../../shared/domain/referential';
import type { Queryable } from './db';
import { REFERENTIALS } from '../referentials/registry';
import { writeRows } from '../referentials/store';

/**
 * The demo referentials of the referential page (issue 12), in French. Ad sizes and article tags are
 * seeded by their own areas; these are the new lists.
 */
export const PDC_SEED: ReferentialRow[] = [
  { code: 'DPRIV', libelle: 'Droit privé', parent: null },
  { code: 'DCIV', libelle: 'Droit civil', parent: 'DPRIV' },
  { code: 'DCIV-FAM', libelle: 'Droit de la famille', parent: 'DCIV' },
  { code: 'DCIV-CONT', libelle: 'Contrats et obligations', parent: 'DCIV' },
  { code: 'DCIV-RESP', libelle: 'Responsabilité civile', parent: 'DCIV' },
  { code: 'DCIV-BIENS', libelle: 'Droit des biens', parent: 'DCIV' },
  { code: 'DCOM', libelle: 'Droit commercial', parent: 'DPRIV' },
  { code: 'DCOM-SOC', libelle: 'Droit des sociétés', parent: 'DCOM' },
  { code: 'DCOM-PROC', libelle: 'Entreprises en difficulté', parent: 'DCOM' },
  { code: 'DSOC', libelle: 'Droit social', parent: 'DPRIV' },
  { code: 'DSOC-TRAV', libelle: 'Relations individuelles de travail', parent: 'DSOC' },
  { code: 'DSOC-COLL', libelle: 'Relations collectives de travail', parent: 'DSOC' },
  { code: 'DPUB', libelle: 'Droit public', parent: null },
  { code: 'DADM', libelle: 'Droit administratif', parent: 'DPUB' },
  { code: 'DFISC', libelle: 'Droit fiscal', parent: 'DPUB' },
  { code: 'DCONST', libelle: 'Droit constitutionnel', parent: 'DPUB' },
  { code: 'DPEN', libelle: 'Droit pénal', parent: null },
  { code: 'DPEN-GEN', libelle: 'Droit pénal général', parent: 'DPEN' },
  { code: 'DPEN-PROC', libelle: 'Procédure pénale', parent: 'DPEN' },
  { code: 'PROC', libelle: 'Procédure civile', parent: null },
];

export const ISSUER_SEED: ReferentialRow[] = [
  { code: 'CCASS', libelle: 'Cour de cassation' },
  { code: 'CE', libelle: 'Conseil d’État' },
  { code: 'CC', libelle: 'Conseil constitutionnel' },
  { code: 'CA-PARIS', libelle: 'Cour d’appel de Paris' },
  { code: 'CA-VERSAILLES', libelle: 'Cour d’appel de Versailles' },
  { code: 'CAA-PARIS', libelle: 'Cour administrative d’appel de Paris' },
  { code: 'CJUE', libelle: 'Cour de justice de l’Union européenne' },
  { code: 'CEDH', libelle: 'Cour européenne des droits de l’homme' },
  { code: 'MJ', libelle: 'Ministère de la Justice' },
  { code: 'AMF', libelle: 'Autorité des marchés financiers' },
  { code: 'CNIL', libelle: 'Commission nationale de l’informatique et des libertés' },
];

export const TEXT_TYPE_SEED: ReferentialRow[] = [
  { code: 'LOI', libelle: 'Loi' },
  { code: 'ORD', libelle: 'Ordonnance' },
  { code: 'DEC', libelle: 'Décret' },
  { code: 'ARR', libelle: 'Arrêté' },
  { code: 'CIRC', libelle: 'Circulaire' },
  { code: 'ARRET', libelle: 'Arrêt' },
  { code: 'JUGT', libelle: 'Jugement' },
  { code: 'DECIS', libelle: 'Décision' },
  { code: 'AVIS', libelle: 'Avis' },
  { code: 'REP-MIN', libelle: 'Réponse ministérielle' },
];

export const PUSH_TARGET_SEED: ReferentialRow[] = [
  { code: 'PORTAIL', libelle: 'Portail des abonnés', url: 'https://portail.pupitre.example/api/livraison' },
  { code: 'APPLI', libelle: 'Application mobile', url: 'https://appli.pupitre.example/api/articles' },
  { code: 'PARTENAIRES', libelle: 'Flux des partenaires', url: 'https://partenaires.pupitre.example/flux' },
  { code: 'ARCHIVES', libelle: 'Archives numériques', url: 'https://archives.pupitre.example/depot' },
];

export const LINK_PATTERN_SEED: ReferentialRow[] = [
  { libelle: 'Article de code', motif: String.raw`\b[Aa]rt(?:icle|\.)\s+[LRD]\.?\s?\d+(?:-\d+)*` },
  { libelle: 'Loi', motif: String.raw`\bloi\s+n°\s?\d{2,4}-\d+\s+du\s+\d{1,2}(?:er)?\s+\p{L}+\s+\d{4}` },
  { libelle: 'Décret', motif: String.raw`\bdécret\s+n°\s?\d{2,4}-\d+` },
  { libelle: 'Arrêt de la Cour de cassation', motif: String.raw`\bCass\.\s+(?:civ\.\s*[123]e|com\.|soc\.|crim\.)\s*,\s*\d{1,2}(?:er)?\s+\p{L}+\s+\d{4}\s*,\s*n°\s?\d{2}-\d{2}\.\d{3}` },
  { libelle: 'Décision du Conseil d’État', motif: String.raw`\bCE\s*,\s*\d{1,2}(?:er)?\s+\p{L}+\s+\d{4}\s*,\s*n°\s?\d+` },
  { libelle: 'Identifiant ECLI', motif: String.raw`\bECLI:[A-Z]{2}:[A-Z]+:\d{4}:[\w.]+` },
  { libelle: 'Journal officiel', motif: String.raw`\bJORF\s+n°\s?\d+\s+du\s+\d{1,2}(?:er)?\s+\p{L}+\s+\d{4}` },
];

/** Seed step of issue 12: written with the import's own writer, so the seed is what an import would keep. */
export async function seedReferentials(tx: Queryable): Promise<void> {
  const lists = [
    [REFERENTIALS.pdc, PDC_SEED],
    [REFERENTIALS.emetteurs, ISSUER_SEED],
    [REFERENTIALS['types-texte'], TEXT_TYPE_SEED],
    [REFERENTIALS['push-online'], PUSH_TARGET_SEED],
    [REFERENTIALS.regex, LINK_PATTERN_SEED],
  ] as const;
  for (const [definition, rows] of lists) {
    const [{ count } = { count: 0 }] = await tx.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${definition.table}`);
    if (count === 0) await writeRows(tx, definition, rows, []);
  }
}
