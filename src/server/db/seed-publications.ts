import type { ArticleStatus, ArticleType, BundleType, EditionType, ProcessStatus, PublicationStatus } from '../../shared/domain/publication';

/**
 * Demo publications of issue 10: the periodicals' rubriques, the six publications of the first cut
 * completed (same ids and media), and more, so that every publication state, every process status,
 * every article status and attachment kind is there. French, deterministic.
 */

export interface RubriqueSeed {
  id: string;
  name: string;
  sub?: RubriqueSeed[];
}

export const RUBRIQUES: Record<string, RubriqueSeed[]> = {
  BJS: [
    { id: 'BJS-SOC', name: 'Sociétés', sub: [{ id: 'BJS-SOC-GOUV', name: 'Gouvernance' }, { id: 'BJS-SOC-CAP', name: 'Capital et titres' }] },
    { id: 'BJS-FUS', name: 'Fusions et acquisitions' },
    { id: 'BJS-FISC', name: 'Fiscalité' },
    { id: 'BJS-PROC', name: 'Procédures collectives' },
  ],
  DEF: [
    { id: 'DEF-DOC', name: 'Doctrine' },
    { id: 'DEF-PRAT', name: 'Pratique notariale', sub: [{ id: 'DEF-PRAT-FAM', name: 'Famille et successions' }, { id: 'DEF-PRAT-IMMO', name: 'Immobilier' }] },
    { id: 'DEF-FORM', name: 'Formules' },
    { id: 'DEF-JUR', name: 'Jurisprudence commentée' },
  ],
  GDP: [
    { id: 'GDP-DOC', name: 'Doctrine', sub: [{ id: 'GDP-DOC-CIV', name: 'Procédure civile' }, { id: 'GDP-DOC-PEN', name: 'Droit pénal' }] },
    { id: 'GDP-JUR', name: 'Jurisprudence', sub: [{ id: 'GDP-JUR-CASS', name: 'Cour de cassation' }, { id: 'GDP-JUR-CE', name: 'Conseil d’État' }] },
    { id: 'GDP-PRO', name: 'Vie professionnelle' },
    { id: 'GDP-AGENDA', name: 'Agenda' },
  ],
  GPL: [
    { id: 'GPL-DOS', name: 'Dossier' },
    { id: 'GPL-CHR', name: 'Chroniques' },
    { id: 'GPL-PRAT', name: 'Pratique' },
  ],
  GDA: [{ id: 'GDA-ACT', name: 'Actualité' }, { id: 'GDA-ETU', name: 'Études' }],
  AJU: [{ id: 'AJU-ACT', name: 'Actualité' }],
  RDA: [{ id: 'RDA-ART', name: 'Articles' }],
  DNU: [{ id: 'DNU-ACT', name: 'Actualité du numérique' }],
};

/** An article of a seeded plan. */
export interface ArticleSeedSpec {
  title: string;
  type?: ArticleType;
  status?: ArticleStatus;
  /** false: not valid (cannot be BAP). */
  valid?: boolean;
  fixed?: boolean;
  /** Placed in the plan (default) or only created for the publication (attachment NONE). */
  placed?: boolean;
}

export interface BundleSeedSpec {
  title: string;
  type: BundleType;
  articles: ArticleSeedSpec[];
  placed?: boolean;
}

/** A rubrique of a seeded plan: its articles (and bundles), or its sub-rubriques. */
export interface SectionSeed {
  rubrique: string;
  articles?: ArticleSeedSpec[];
  bundles?: BundleSeedSpec[];
  sub?: SectionSeed[];
}

export interface ProcessSeed {
  type: 'PLACARD' | 'PRINTER_PDF';
  status: ProcessStatus;
  at: string;
  user: string;
  /** A file was made: always when FINISHED; say so for OUT_OF_DATE or CANCEL after it was made. */
  file?: boolean;
  /** Made from an older plan (OUT_OF_DATE). */
  olderPlan?: boolean;
  message?: string;
  unlocked?: boolean;
}

export interface PublicationSeedSpec {
  periodicalId: string;
  year: number;
  number: string;
  editionType: EditionType;
  title: string;
  status: PublicationStatus;
  startDate: string;
  endDate: string | null;
  closingDate?: string;
  validationDate?: string;
  onlineDate?: string;
  scheduled?: { date: string; by: string };
  modificationDate: string;
  modificationUser: string;
  coverText?: string;
  /** The first placed article is on the cover (DEF, GPL). */
  coverArticle?: boolean;
  /** Rank of the illustration on the cover (id order), kept when the first cut set one. */
  coverIllustration?: number;
  sections: SectionSeed[];
  /** The articles' status when not given (defaults by publication status). */
  articleStatus?: ArticleStatus;
  processes?: ProcessSeed[];
}

const ALICE = 'Alice Administratrice';
const ROMAIN = 'Romain Rédacteur';
const PAULE = 'Paule Productrice';

const a = (title: string, extra: Partial<ArticleSeedSpec> = {}): ArticleSeedSpec => ({ title, ...extra });

export const PUBLICATION_SEEDS: readonly PublicationSeedSpec[] = [
  {
    periodicalId: 'GDP', year: 2024, number: '48', editionType: 'STANDARD', title: 'Gazette du Palais — 17 décembre 2024', status: 'PUBLISHED',
    startDate: '2024-12-17', endDate: '2024-12-17', closingDate: '2024-12-16', validationDate: '2024-12-13T15:00:00Z', onlineDate: '2024-12-17T05:00:00Z',
    modificationDate: '2024-12-16T18:00:00Z', modificationUser: PAULE,
    sections: [
      { rubrique: 'GDP-DOC', sub: [{ rubrique: 'GDP-DOC-CIV', articles: [a('La mise en état conventionnelle, deux ans après'), a('L’appel en matière civile : bilan de la réforme', { type: 'STUDY' })] }] },
      { rubrique: 'GDP-JUR', sub: [{ rubrique: 'GDP-JUR-CASS', articles: [a('Responsabilité de l’avocat : la perte de chance précisée', { type: 'COMMENTARY' })] }] },
      { rubrique: 'GDP-AGENDA', articles: [a('Agenda des colloques de janvier', { type: 'BRIEF' })] },
    ],
    processes: [
      { type: 'PLACARD', status: 'FINISHED', at: '2024-12-10T09:00:00Z', user: ALICE, file: true },
      { type: 'PRINTER_PDF', status: 'FINISHED', at: '2024-12-12T14:00:00Z', user: PAULE, file: true },
    ],
  },
  {
    periodicalId: 'BJS', year: 2025, number: '1', editionType: 'STANDARD', title: 'Bulletin Joly Sociétés — janvier 2025', status: 'PUBLISHING',
    startDate: '2025-01-01', endDate: '2025-01-31', modificationDate: '2025-01-08T10:30:00Z', modificationUser: PAULE,
    sections: [
      { rubrique: 'BJS-SOC', sub: [{ rubrique: 'BJS-SOC-GOUV', articles: [a('Le conseil d’administration face aux enjeux climatiques')] }, { rubrique: 'BJS-SOC-CAP', articles: [a('Actions de préférence : l’état du droit')] }] },
      { rubrique: 'BJS-FUS', bundles: [{ title: 'Dossier : les fusions transfrontalières', type: 'FOLDER', articles: [a('La directive mobilité transposée'), a('Le contrôle de légalité des opérations')] }] },
    ],
    processes: [
      { type: 'PLACARD', status: 'FINISHED', at: '2025-01-05T09:00:00Z', user: ROMAIN, file: true },
      { type: 'PRINTER_PDF', status: 'FINISHED', at: '2025-01-07T16:00:00Z', user: PAULE, file: true },
    ],
  },
  {
    periodicalId: 'GDP', year: 2025, number: '3', editionType: 'STANDARD', title: 'Gazette du Palais — 21 janvier 2025', status: 'IN_PROGRESS',
    startDate: '2025-01-21', endDate: '2025-01-21', modificationDate: '2025-05-30T09:15:00Z', modificationUser: ALICE,
    sections: [
      {
        rubrique: 'GDP-DOC',
        sub: [
          { rubrique: 'GDP-DOC-CIV', articles: [a('Les modes amiables devant le tribunal judiciaire', { status: 'READY' }), a('L’audience de règlement amiable en pratique', { fixed: true })],
            bundles: [{ title: 'Dossier : la réforme de la procédure civile', type: 'FOLDER', articles: [a('Le nouveau calendrier de procédure'), a('La césure du procès civil', { fixed: true }), a('L’office du juge de la mise en état', { status: 'READY' })] }] },
          { rubrique: 'GDP-DOC-PEN', articles: [a('La cour criminelle départementale, premier bilan', { valid: false })] },
        ],
      },
      { rubrique: 'GDP-JUR', sub: [{ rubrique: 'GDP-JUR-CASS', articles: [a('Secret professionnel et perquisition au cabinet', { type: 'COMMENTARY' })] }, { rubrique: 'GDP-JUR-CE', articles: [] }] },
      {
        rubrique: 'GDP-PRO',
        articles: [a('Les honoraires de résultat', { type: 'INTERVIEW' }), a('Entretien avec le bâtonnier', { type: 'INTERVIEW', placed: false }), a('Installer son cabinet en 2025', { placed: false })],
        bundles: [{ title: 'Panorama de la déontologie', type: 'PANORAMA', placed: false, articles: [a('Conflits d’intérêts : les règles'), a('La publicité personnelle de l’avocat', { fixed: true })] }],
      },
      { rubrique: 'GDP-AGENDA', articles: [a('Agenda du barreau', { type: 'BRIEF', status: 'READY' })] },
    ],
    articleStatus: 'IN_PROGRESS',
  },
  {
    periodicalId: 'BJS', year: 2023, number: '6', editionType: 'STANDARD', title: 'Bulletin Joly Sociétés — juin 2023', status: 'PUBLISHED',
    startDate: '2023-06-01', endDate: '2023-06-30', closingDate: '2023-05-31', validationDate: '2023-05-30T10:00:00Z', onlineDate: '2023-05-31T06:00:00Z',
    modificationDate: '2023-06-01T08:00:00Z', modificationUser: ALICE,
    sections: [{ rubrique: 'BJS-FISC', articles: [a('Le régime mère-fille après la loi de finances'), a('Intégration fiscale : questions choisies', { type: 'STUDY' })] }],
    processes: [
      { type: 'PLACARD', status: 'FINISHED', at: '2023-05-20T09:00:00Z', user: ROMAIN },
      { type: 'PRINTER_PDF', status: 'FINISHED', at: '2023-05-25T09:00:00Z', user: PAULE },
    ],
  },
  {
    periodicalId: 'DEF', year: 2025, number: '2-3', editionType: 'STANDARD', title: 'Defrénois — numéro double', status: 'IN_PROGRESS',
    startDate: '2025-02-01', endDate: '2025-03-31', modificationDate: '2025-05-12T14:45:00Z', modificationUser: ROMAIN, coverArticle: true, coverIllustration: 6,
    sections: [
      { rubrique: 'DEF-DOC', articles: [a('La réforme des successions internationales', { type: 'STUDY' })] },
      { rubrique: 'DEF-PRAT', sub: [{ rubrique: 'DEF-PRAT-FAM', articles: [a('Le pacte successoral en pratique')] }, { rubrique: 'DEF-PRAT-IMMO', articles: [a('La vente d’immeuble à construire', { type: 'FOCUS' })] }] },
      { rubrique: 'DEF-FORM', articles: [a('Formule : donation-partage transgénérationnelle', { type: 'FORMULATE' })] },
    ],
    articleStatus: 'READY',
    processes: [{ type: 'PLACARD', status: 'FINISHED', at: '2025-05-10T08:00:00Z', user: ROMAIN, file: true }],
  },
  {
    periodicalId: 'GPL', year: 2024, number: 'hors-serie', editionType: 'SPECIAL_EDITION', title: 'Gazette du Palais — hors-série Procédure civile', status: 'PUBLISHED',
    startDate: '2024-10-01', endDate: '2024-10-31', closingDate: '2024-09-30', validationDate: '2024-09-27T10:00:00Z', onlineDate: '2024-10-01T05:00:00Z',
    modificationDate: '2024-10-04T11:00:00Z', modificationUser: ALICE, coverArticle: true, coverText: 'Tout ce qui change pour les praticiens : délais, audiences et voies de recours.',
    sections: [
      { rubrique: 'GPL-DOS', articles: [a('Procédure civile : ce qui change au 1er septembre', { type: 'STUDY' }), a('Les délais de recours revisités')] },
      { rubrique: 'GPL-PRAT', articles: [a('Fiche pratique : la déclaration d’appel', { type: 'FOCUS' })] },
    ],
    processes: [
      { type: 'PLACARD', status: 'FINISHED', at: '2024-09-20T09:00:00Z', user: ALICE },
      { type: 'PRINTER_PDF', status: 'FINISHED', at: '2024-09-25T09:00:00Z', user: PAULE },
    ],
  },
  // ---- issue 10: every other state and process status ----
  {
    periodicalId: 'BJS', year: 2025, number: '2', editionType: 'STANDARD', title: 'Bulletin Joly Sociétés — février 2025', status: 'IN_PROGRESS',
    startDate: '2025-02-01', endDate: '2025-02-28', modificationDate: '2025-05-20T10:00:00Z', modificationUser: ROMAIN,
    sections: [{ rubrique: 'BJS-PROC', articles: [a('Sauvegarde accélérée : premières décisions'), a('Les classes de parties affectées', { type: 'STUDY' })] }],
    articleStatus: 'READY',
    // The plan changed after the placard was made: out of date until an administrator unlocks it.
    processes: [{ type: 'PLACARD', status: 'OUT_OF_DATE', at: '2025-05-15T09:00:00Z', user: ROMAIN, file: true, olderPlan: true }],
  },
  {
    periodicalId: 'BJS', year: 2025, number: '3', editionType: 'STANDARD', title: 'Bulletin Joly Sociétés — mars 2025', status: 'IN_PROGRESS',
    startDate: '2025-03-01', endDate: '2025-03-31', modificationDate: '2025-05-28T11:00:00Z', modificationUser: ROMAIN,
    sections: [{ rubrique: 'BJS-FISC', articles: [a('La TVA des holdings animatrices')] }],
    processes: [{ type: 'PLACARD', status: 'GEN_REQUEST_PACKAGE', at: '2025-05-28T11:00:00Z', user: ROMAIN }],
  },
  {
    periodicalId: 'BJS', year: 2025, number: '4', editionType: 'STANDARD', title: 'Bulletin Joly Sociétés — avril 2025', status: 'IN_PROGRESS',
    startDate: '2025-04-01', endDate: '2025-04-30', modificationDate: '2025-05-29T09:00:00Z', modificationUser: PAULE,
    sections: [{ rubrique: 'BJS-FUS', articles: [a('Garanties de passif : la jurisprudence de l’année', { type: 'COMMENTARY' })] }],
    articleStatus: 'READY',
    processes: [
      { type: 'PLACARD', status: 'FINISHED', at: '2025-05-25T09:00:00Z', user: ROMAIN, file: true },
      { type: 'PRINTER_PDF', status: 'CANCEL', at: '2025-05-27T09:00:00Z', user: PAULE, file: true },
    ],
  },
  {
    periodicalId: 'GDP', year: 2025, number: '2', editionType: 'STANDARD', title: 'Gazette du Palais — 14 janvier 2025', status: 'PUBLISHING',
    startDate: '2025-01-14', endDate: '2025-01-14', validationDate: '2025-01-10T17:00:00Z', modificationDate: '2025-01-10T17:00:00Z', modificationUser: PAULE,
    sections: [{ rubrique: 'GDP-PRO', articles: [a('La formation continue des avocats'), a('Le barreau et l’intelligence artificielle', { type: 'THREADED' })] }],
    processes: [
      { type: 'PLACARD', status: 'FINISHED', at: '2025-01-06T09:00:00Z', user: ALICE, file: true },
      { type: 'PRINTER_PDF', status: 'FINISHED', at: '2025-01-09T09:00:00Z', user: PAULE, file: true },
    ],
  },
  {
    periodicalId: 'GDP', year: 2025, number: '4', editionType: 'STANDARD', title: 'Gazette du Palais — 28 janvier 2025', status: 'IN_PROGRESS',
    startDate: '2025-01-28', endDate: '2025-01-28', modificationDate: '2025-05-31T15:00:00Z', modificationUser: ALICE,
    sections: [{ rubrique: 'GDP-AGENDA', articles: [a('Rentrée solennelle du barreau', { type: 'BRIEF' })] }],
    processes: [{ type: 'PLACARD', status: 'ERROR', at: '2025-05-31T14:00:00Z', user: ALICE, message: 'La génération a échoué : le moteur de mise en page n’a pas répondu.' }],
  },
  {
    periodicalId: 'GDP', year: 2025, number: '5', editionType: 'STANDARD', title: 'Gazette du Palais — 4 février 2025', status: 'IN_PROGRESS',
    startDate: '2025-02-04', endDate: '2025-02-04', modificationDate: '2025-06-01T09:00:00Z', modificationUser: ALICE,
    sections: [{ rubrique: 'GDP-PRO', articles: [a('Le statut de l’avocat salarié', { status: 'READY' })] }],
    processes: [{ type: 'PLACARD', status: 'PENDING', at: '2025-06-01T08:55:00Z', user: ALICE }],
  },
  {
    periodicalId: 'GPL', year: 2025, number: '1', editionType: 'STANDARD', title: 'Gazette du Palais Pro — janvier 2025', status: 'IN_PROGRESS',
    startDate: '2025-01-15', endDate: '2025-01-31', modificationDate: '2025-06-01T10:00:00Z', modificationUser: PAULE, coverArticle: true,
    coverText: 'Le cabinet de demain : outils, organisation et déontologie.',
    sections: [{ rubrique: 'GPL-CHR', articles: [a('Chronique de procédure', { type: 'THREADED' })] }],
    articleStatus: 'READY',
    processes: [
      { type: 'PLACARD', status: 'FINISHED', at: '2025-05-30T09:00:00Z', user: ALICE, file: true },
      { type: 'PRINTER_PDF', status: 'GEN_RESULT_PACKAGE', at: '2025-06-01T09:58:00Z', user: PAULE },
    ],
  },
  {
    periodicalId: 'DEF', year: 2025, number: '1', editionType: 'STANDARD', title: 'Defrénois — janvier 2025', status: 'PUBLISHING',
    startDate: '2025-01-01', endDate: '2025-01-31', validationDate: '2025-01-20T10:00:00Z', modificationDate: '2025-01-20T10:00:00Z', modificationUser: PAULE,
    scheduled: { date: '2030-06-30T08:00:00Z', by: PAULE },
    sections: [{ rubrique: 'DEF-JUR', articles: [a('Clause d’inaliénabilité et libéralités', { type: 'COMMENTARY' })] }],
    processes: [
      { type: 'PLACARD', status: 'FINISHED', at: '2025-01-12T09:00:00Z', user: ROMAIN },
      { type: 'PRINTER_PDF', status: 'FINISHED', at: '2025-01-15T09:00:00Z', user: PAULE },
    ],
  },
  {
    periodicalId: 'GDA', year: 2025, number: '1', editionType: 'STANDARD', title: 'Gazette du droit des affaires — n° 1', status: 'IN_PROGRESS',
    startDate: '2025-03-01', endDate: null, modificationDate: '2025-04-01T10:00:00Z', modificationUser: ALICE,
    sections: [{ rubrique: 'GDA-ACT', articles: [a('Actualité du droit des affaires', { type: 'BRIEF' })] }],
  },
];

/** Default article status by publication status. */
export const ARTICLE_STATUS_OF: Record<PublicationStatus, ArticleStatus> = { IN_PROGRESS: 'IN_PROGRESS', PUBLISHING: 'PUBLISHING', PUBLISHED: 'PUBLISHED' };

/** Types given in turn to articles whose type is not set. */
export const ROTATING_TYPES: readonly ArticleType[] = ['COMMENTARY', 'THREADED', 'FOCUS', 'STUDY', 'INTERVIEW'];

/** Older published numbers (×SEED_SCALE) so that the list pages: periodical, first number, how many. */
export const ARCHIVE_SERIES: readonly { periodicalId: string; year: number; from: number; count: number }[] = [
  { periodicalId: 'GDP', year: 2024, from: 40, count: 6 },
  { periodicalId: 'BJS', year: 2024, from: 6, count: 5 },
  { periodicalId: 'DEF', year: 2024, from: 1, count: 4 },
  { periodicalId: 'GPL', year: 2024, from: 1, count: 3 },
  { periodicalId: 'AJU', year: 2024, from: 1, count: 2 },
  { periodicalId: 'RDA', year: 2024, from: 1, count: 2 },
  { periodicalId: 'DNU', year: 2024, from: 1, count: 2 },
];

/** Bundle plan templates (admin bundle plans; the articles issue uses them). */
export const BUNDLE_PLAN_SEEDS: readonly { periodicalId: string; name: string; type: BundleType; sections: string[] }[] = [
  { periodicalId: 'GDP', name: 'Dossier de procédure', type: 'FOLDER', sections: ['Introduction', 'Analyses', 'Pratique'] },
  { periodicalId: 'BJS', name: 'Dossier sociétés', type: 'FOLDER', sections: ['Présentation', 'Études'] },
  { periodicalId: 'GDP', name: 'Panorama annuel', type: 'PANORAMA', sections: ['Panorama'] },
  { periodicalId: 'DEF', name: 'Cas pratique notarial', type: 'PRACTICAL_CASE', sections: ['Énoncé', 'Solution'] },
];
