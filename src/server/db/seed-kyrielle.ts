import { DOCUMENT_SOURCES, type DocumentNature, type DocumentSource, type KyrielleNode, type OxygenCategory, type OxygenType } from '../../shared/domain/kyrielle';
import type { Queryable } from './db';
import { seededRandom, type SeedRandom } from './seed-random';

/**
 * The layout tool's demo data (issue 13): units of the four sources (600 each at scale 1, SEED_SCALE times
 * more for the benches) with every filter's values, and the four trees with levels and units placed.
 */

const UNITS_PER_SOURCE = 600;

const PREFIX: Record<DocumentSource, string> = { LEXPRESS: 'LEX', GDA: 'GDA', OUVRAGE: 'OUV', OXYGEN: 'OXY' };
const COURTS = ['Cass. soc.', 'Cass. com.', 'Cass. 1re civ.', 'CE', 'CA Paris', 'CA Lyon', 'Cass. crim.'];
const SUBJECTS = [
  'licenciement pour motif économique',
  'cession de parts sociales',
  'responsabilité du dirigeant',
  'abus de majorité',
  'garantie d’actif et de passif',
  'pacte d’associés',
  'offre publique d’achat',
  'rupture conventionnelle',
  'devoir de vigilance',
  'augmentation de capital',
  'convention réglementée',
  'dissolution anticipée',
];
const OUVRAGE_TITLES: Record<DocumentNature, readonly string[]> = {
  ACTE: ['Acte de cession de parts sociales', 'Statuts de SAS', 'Procès-verbal d’assemblée générale', 'Acte de nantissement de fonds de commerce'],
  CLAUSE: ['Clause d’agrément', 'Clause de non-concurrence', 'Clause de préemption', 'Clause de sortie conjointe'],
  LOT: ['Dossier constitution de société', 'Dossier transmission d’entreprise', 'Dossier gouvernance'],
  MODELE: ['Modèle de lettre de licenciement', 'Modèle de convocation à l’assemblée', 'Modèle de pacte d’associés'],
};
const NATURES = Object.keys(OUVRAGE_TITLES) as DocumentNature[];
const THEMATICS = ['Droit des sociétés', 'Droit boursier', 'Droit du travail', 'Gouvernance', 'Fusions et acquisitions', 'Fiscalité des sociétés', 'Restructurations'];
const ACT_TYPES = ['Statuts', 'Pacte', 'Procès-verbal', 'Contrat de travail', 'Lettre', 'Convention', 'Prospectus'];
/** ETUDE has no TRAVAIL category, FORMULE no AUTRE (spec 2 §5: the lists the filter offers). */
const OXYGEN_CATEGORIES_OF: Record<OxygenType, readonly OxygenCategory[]> = { ETUDE: ['SOCIETE', 'BOURSE', 'AUTRE'], FORMULE: ['SOCIETE', 'BOURSE', 'TRAVAIL'] };

interface UnitRow {
  id: string;
  source: DocumentSource;
  title: string;
  nature: DocumentNature | null;
  oxygen_type: OxygenType | null;
  oxygen_category: OxygenCategory | null;
  ean: string | null;
  periodical_id: string | null;
  plan_node_id: string | null;
  publication_id: number | null;
  publication_date: string;
  thematic: string | null;
  type_acte: string | null;
}

const UNIT_COLUMNS = 'id, source, title, nature, oxygen_type, oxygen_category, ean, periodical_id, plan_node_id, publication_id, publication_date, thematic, type_acte';

const day = (random: SeedRandom) => `${random.int(2000, 2029)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;

function unitOf(source: DocumentSource, n: number, random: SeedRandom, context: { rubriques: { id: string; periodical_id: string }[]; gdaPublications: number[] }): UnitRow {
  const id = `${PREFIX[source]}-${String(n).padStart(6, '0')}`;
  const subject = random.pick(SUBJECTS);
  const base = { id, source, nature: null, oxygen_type: null, oxygen_category: null, ean: null, periodical_id: null, plan_node_id: null, publication_id: null, thematic: null, type_acte: null, publication_date: day(random) };
  if (source === 'LEXPRESS') {
    const rubrique = random.pick(context.rubriques);
    return { ...base, title: `${random.pick(COURTS)}, n° ${random.digits(2)}-${random.digits(2)}.${random.digits(3)} : <i>${subject}</i>`, periodical_id: rubrique?.periodical_id ?? null, plan_node_id: rubrique?.id ?? null };
  }
  if (source === 'GDA') {
    return { ...base, title: `Grand arrêt n° ${n} : ${subject}`, periodical_id: 'GDA', publication_id: context.gdaPublications.length ? random.pick(context.gdaPublications) : null };
  }
  if (source === 'OUVRAGE') {
    const nature = random.pick(NATURES);
    return { ...base, title: `${random.pick(OUVRAGE_TITLES[nature])} — ${subject}`, nature, ean: `978${random.digits(10)}` };
  }
  const type: OxygenType = random.chance(0.5) ? 'ETUDE' : 'FORMULE';
  return {
    ...base,
    title: `${type === 'ETUDE' ? 'Étude' : 'Formule'} : ${subject}`,
    oxygen_type: type,
    oxygen_category: random.pick(OXYGEN_CATEGORIES_OF[type]),
    thematic: random.pick(THEMATICS),
    type_acte: random.pick(ACT_TYPES),
  };
}

/** A level and its sub-levels; units are placed afterwards. */
const level = (id: string, name: string, sub: KyrielleNode[] = []): KyrielleNode => ({ id, name, documentUnits: [], sub });

const TREES: Record<number, KyrielleNode[]> = {
  1: [
    level('ac-societes', 'Sociétés', [level('ac-constitution', 'Constitution', [level('ac-statuts', 'Statuts')]), level('ac-cession', 'Cession de titres')]),
    level('ac-travail', 'Travail', [level('ac-embauche', 'Embauche'), level('ac-rupture', 'Rupture du contrat')]),
    level('ac-commerce', 'Fonds de commerce'),
  ],
  2: [level('es-gouvernance', 'Gouvernance', [level('es-dirigeants', 'Dirigeants'), level('es-assemblees', 'Assemblées')]), level('es-capital', 'Capital')],
  3: [level('eb-marches', 'Marchés', [level('eb-opa', 'Offres publiques')]), level('eb-information', 'Information financière')],
  4: [level('fs-contrat', 'Contrat de travail', [level('fs-clauses', 'Clauses')]), level('fs-representation', 'Représentation du personnel')],
};
/** The sources whose units each tree holds in the demo. */
const TREE_SOURCES: Record<number, DocumentSource[]> = { 1: ['OUVRAGE', 'LEXPRESS'], 2: ['OXYGEN', 'GDA'], 3: ['OXYGEN', 'LEXPRESS'], 4: ['OXYGEN', 'OUVRAGE'] };

export async function seedKyrielle(tx: Queryable, scale: number): Promise<void> {
  const random = seededRandom(1313);
  const rubriques = await tx.query<{ id: string; periodical_id: string }>(`SELECT id, periodical_id FROM periodical_plan_node WHERE periodical_id <> 'GDA' ORDER BY id`);
  const gdaPublications = (await tx.query<{ id: number }>(`SELECT id FROM publication WHERE periodical_id = 'GDA' ORDER BY id`)).map((r) => r.id);
  const units: UnitRow[] = [];
  for (const source of DOCUMENT_SOURCES) {
    for (let n = 1; n <= UNITS_PER_SOURCE * scale; n += 1) units.push(unitOf(source, n, random, { rubriques, gdaPublications }));
  }
  for (let from = 0; from < units.length; from += 5000) {
    await tx.query(
      `INSERT INTO document_unit (${UNIT_COLUMNS}) SELECT ${UNIT_COLUMNS} FROM jsonb_populate_recordset(NULL::document_unit, $1::jsonb)`,
      [JSON.stringify(units.slice(from, from + 5000))],
    );
  }
  const bySource = new Map(DOCUMENT_SOURCES.map((s) => [s, units.filter((u) => u.source === s)]));
  for (const [treeId, nodes] of Object.entries(TREES)) {
    let pointer = 1;
    const counts = new Map<string, number>();
    const fill = (list: KyrielleNode[]): KyrielleNode[] =>
      list.map((node) => {
        const placed = new Set<string>();
        const documentUnits = Array.from({ length: random.int(1, 4) }, () => random.pick(bySource.get(random.pick(TREE_SOURCES[Number(treeId)] ?? ['OUVRAGE'])) ?? []))
          .filter((unit) => !placed.has(unit.id) && placed.add(unit.id))
          .map((unit) => {
            counts.set(unit.id, (counts.get(unit.id) ?? 0) + 1);
            return { documentId: unit.id, title: unit.title, nodeId: node.id, type: unit.source, alert: random.chance(0.2), pointerId: pointer++ };
          });
        return { ...node, documentUnits, sub: fill(node.sub) };
      });
    const filled = fill(nodes);
    await tx.query('UPDATE kyrielle_tree SET nodes = $2, next_pointer = $3 WHERE id = $1', [Number(treeId), JSON.stringify(filled), pointer]);
    await tx.query('INSERT INTO kyrielle_placement (tree_id, document_id, count) SELECT $1, * FROM unnest($2::text[], $3::int[])', [Number(treeId), [...counts.keys()], [...counts.values()]]);
  }
}
