import type { AdPeriodicalConfig } from '../../shared/domain/advertisement';
import type { ImageColor, PublicationStatus } from '../../shared/domain/image';
import { compatiblePeriodicals } from '../../shared/rules/ad-compatibility';
import { MM_PER_INCH, adSizeLabel, adSizeOf } from '../../shared/rules/ad-sizes';
import type { PosterEntry } from './seed-images';
import { PERIODICALS } from './seed-data';
import { seededRandom } from './seed-random';

/**
 * Demo advertisements, their referentials, and the first publications (where ads and illustrations
 * appear): French, deterministic, `scale` times the generated part (SEED_SCALE).
 *
 * Good examples, whatever the scale (the hand-made ads come first, in this order):
 * - « Code des sociétés 2025 — pleine page »: in GDP_2024_48, published: can be neither disabled nor deleted.
 * - « Formation notariale — demi-page »: in BJS_2025_1, publishing: locked too.
 * - « Salon des professions juridiques — bandeau »: in GDP_2025_3, in progress: may be disabled and deleted.
 * - « Assurance RC pro — quart de page »: N + 1 colour, 150 dpi, used nowhere, no deadline.
 * - « Defrénois — abonnement » (disabled), « Logiciel de rédaction d’actes — double page » (priority).
 * - « Encart ancien format » and « Annonce non calibrée » (disabled): unknown size ("Taille non reconnue"),
 *   hence incompatible with their periodicals.
 * - « Colloque des affaires 2025 »: colour, meant for BJS and DEF which print none: incompatible.
 * - « Juristes recherchés — bandeau »: a banner meant for BJS, which prints none: incompatible.
 */

/** The seed's "today", as in the authors' seed. */
const SEED_NOW = new Date('2025-06-02T00:00:00Z');

export const AD_SIZE_SEED = [
  { key: 'PAGE', name: 'Pleine page', widthMm: 210, heightMm: 297 },
  { key: 'DOUBLE_PAGE', name: 'Double page', widthMm: 420, heightMm: 297 },
  { key: 'HALF_PAGE_WIDTH', name: 'Demi-page largeur', widthMm: 210, heightMm: 148 },
  { key: 'HALF_PAGE_HEIGHT', name: 'Demi-page hauteur', widthMm: 105, heightMm: 297 },
  { key: 'QUARTER_PAGE', name: 'Quart de page', widthMm: 105, heightMm: 148 },
  { key: 'BANNER', name: 'Bandeau', widthMm: 210, heightMm: 60 },
] as const;
type SizeKey = (typeof AD_SIZE_SEED)[number]['key'];
const SIZES = AD_SIZE_SEED.map((s) => ({ ...s, label: adSizeLabel(s) }));

const ALL_COLORS: ImageColor[] = ['COLOR', 'N_AND_ONE_COLOR', 'BLACK_AND_WHITE'];
/** What each periodical prints. DNU has no row: it takes any ad. */
export const AD_CONFIG_SEED: AdPeriodicalConfig[] = [
  { periodicalId: 'BJS', sizes: ['PAGE', 'HALF_PAGE_WIDTH', 'QUARTER_PAGE'], colors: ['BLACK_AND_WHITE', 'N_AND_ONE_COLOR'] },
  { periodicalId: 'DEF', sizes: ['PAGE', 'HALF_PAGE_WIDTH', 'HALF_PAGE_HEIGHT'], colors: ['BLACK_AND_WHITE'] },
  { periodicalId: 'GDP', sizes: AD_SIZE_SEED.map((s) => s.key), colors: ALL_COLORS },
  { periodicalId: 'GPL', sizes: ['PAGE', 'DOUBLE_PAGE', 'HALF_PAGE_WIDTH'], colors: ALL_COLORS },
  { periodicalId: 'GDA', sizes: ['PAGE', 'HALF_PAGE_WIDTH', 'BANNER'], colors: ['COLOR', 'BLACK_AND_WHITE'] },
  { periodicalId: 'AJU', sizes: ['PAGE', 'QUARTER_PAGE'], colors: ALL_COLORS },
  { periodicalId: 'RDA', sizes: ['PAGE'], colors: ['BLACK_AND_WHITE'] },
];

/** Pixels of a size at a resolution. */
function pixels(key: SizeKey, dpi: number): { width: number; height: number } {
  const size = AD_SIZE_SEED.find((s) => s.key === key) ?? AD_SIZE_SEED[0];
  return { width: Math.round((size.widthMm / MM_PER_INCH) * dpi), height: Math.round((size.heightMm / MM_PER_INCH) * dpi) };
}

type Look = 'colour' | 'grey' | 'accent';
function poster(key: string, size: SizeKey | { width: number; height: number; dpi: number }, look: Look, type: 'JPG' | 'PNG', palette: number, headline: string, tagline: string, dpi = 72): PosterEntry {
  const measures = typeof size === 'string' ? { ...pixels(size, dpi), dpi } : size;
  return { key, kind: 'poster', type, palette, grey: look === 'grey', accentOnly: look === 'accent', framing: 'WIDE_PLAN', headline, tagline, ...measures };
}

/** The ads' files (screen proofs at 72 dpi, one at 150), by what they show. */
export const POSTERS = {
  codeSocietes: poster('poster-code-societes', 'PAGE', 'colour', 'JPG', 0, 'Code des sociétés 2025', 'Commandez dès maintenant'),
  formation: poster('poster-formation', 'HALF_PAGE_WIDTH', 'grey', 'JPG', 1, 'Formation notariale', 'Sessions d’automne à Paris et Lyon'),
  salon: poster('poster-salon', 'BANNER', 'colour', 'PNG', 3, 'Salon du droit 2025', 'Paris, Porte de Versailles'),
  assurance: poster('poster-assurance', 'QUARTER_PAGE', 'accent', 'JPG', 2, 'Assurance RC pro', 'Pour les professions du droit', 150),
  abonnement: poster('poster-abonnement', 'HALF_PAGE_HEIGHT', 'grey', 'PNG', 4, 'Abonnez-vous', 'Defrénois, l’essentiel du notariat'),
  logiciel: poster('poster-logiciel', 'DOUBLE_PAGE', 'colour', 'JPG', 5, 'Rédigez vos actes plus vite', 'Le logiciel des notaires et des avocats'),
  ancien: poster('poster-ancien', { width: 500, height: 500, dpi: 72 }, 'colour', 'JPG', 1, 'Encart', 'Format historique'),
  nonCalibre: poster('poster-non-calibre', { width: 800, height: 600, dpi: 96 }, 'grey', 'JPG', 0, 'Annonce', 'Dimensions à revoir'),
  colloque: poster('poster-colloque', 'PAGE', 'colour', 'PNG', 3, 'Colloque 2025', 'Droit des affaires : inscriptions ouvertes'),
  recrutement: poster('poster-recrutement', 'BANNER', 'grey', 'JPG', 4, 'Juristes recherchés', 'Cabinet de recrutement juridique'),
  editions: poster('poster-editions', 'PAGE', 'accent', 'PNG', 2, 'Éditions juridiques', 'Le catalogue 2024'),
  encheres: poster('poster-encheres', 'HALF_PAGE_WIDTH', 'colour', 'PNG', 5, 'Vente aux enchères', 'Hôtel Drouot, le 12 mars'),
} as const satisfies Record<string, PosterEntry>;
type PosterName = keyof typeof POSTERS;

const LOOK_COLORS: Record<Look, ImageColor> = { colour: 'COLOR', grey: 'BLACK_AND_WHITE', accent: 'N_AND_ONE_COLOR' };
const colorOf = (entry: PosterEntry): ImageColor => LOOK_COLORS[entry.grey ? 'grey' : entry.accentOnly ? 'accent' : 'colour'];

export interface AdSeed {
  name: string;
  poster: PosterEntry;
  color: ImageColor;
  periodicals: string[];
  priority: boolean;
  deadline: string | null;
  enable: boolean;
  comments: string;
  uploadDate: Date;
  modificationDate: Date;
  modificationUser: string;
}

export interface PublicationSeed {
  periodicalId: string;
  year: number;
  number: string;
  title: string;
  status: PublicationStatus;
  modificationDate: Date;
  /** Ads it shows, by their index in the ads list. */
  ads: number[];
  /** Illustrations it shows, and the one on its cover, by their rank among the illustrations (id order). */
  illustrations: number[];
  coverIllustration: number | null;
}

/** Articles showing illustrations: [article rank (id order), illustration rank]. */
export const ARTICLE_ILLUSTRATIONS: readonly [number, number][] = [
  [0, 0],
  [3, 0],
  [5, 3],
  [8, 7],
  // A disabled illustration still shown by an article.
  [10, 4],
];

const USERS = ['Alice Administratrice', 'Marc Médias'] as const;
const ADVERTISERS = ['Cabinet Martin & Associés', 'Banque des notaires', 'Éditions du Palais', 'LexiData', 'Mutuelle des juristes', 'Institut de formation juridique', 'Greffe Services', 'Archives & Conservation'];


const at = (iso: string): Date => new Date(iso);

function ad(name: string, posterName: PosterName, fields: Partial<Omit<AdSeed, 'name' | 'poster'>> & { modificationDate: Date }): AdSeed {
  const entry = POSTERS[posterName];
  return {
    name,
    poster: entry,
    color: colorOf(entry),
    periodicals: ['GDP'],
    priority: false,
    deadline: null,
    enable: true,
    comments: '',
    uploadDate: fields.modificationDate,
    modificationUser: 'Marc Médias',
    ...fields,
  };
}

export function adSeedData(scale: number): { ads: AdSeed[]; publications: PublicationSeed[] } {
  const ads: AdSeed[] = [
    ad('Code des sociétés 2025 — pleine page', 'codeSocietes', { periodicals: ['GDP', 'GPL'], priority: true, deadline: '2024-11-15', comments: 'Visuel validé par l’éditeur.', modificationDate: at('2024-11-02T10:12:00Z') }),
    ad('Formation notariale — demi-page', 'formation', { periodicals: ['BJS', 'DEF'], deadline: '2024-12-20', modificationDate: at('2024-12-05T15:40:00Z') }),
    ad('Salon des professions juridiques — bandeau', 'salon', { periodicals: ['GDP', 'GDA', 'DNU'], deadline: '2025-01-01', modificationDate: at('2025-03-18T09:05:00Z') }),
    ad('Assurance RC pro — quart de page', 'assurance', { periodicals: ['BJS', 'AJU'], modificationDate: at('2025-02-11T11:30:00Z'), modificationUser: 'Alice Administratrice' }),
    ad('Defrénois — abonnement', 'abonnement', { periodicals: ['DEF'], enable: false, deadline: '2023-06-30', comments: 'Campagne terminée.', modificationDate: at('2023-07-03T08:00:00Z') }),
    ad('Logiciel de rédaction d’actes — double page', 'logiciel', { periodicals: ['GPL', 'GDP'], priority: true, deadline: '2025-01-01', modificationDate: at('2025-05-28T16:20:00Z') }),
    ad('Encart ancien format', 'ancien', { periodicals: ['GDP'], deadline: '2019-04-01', comments: 'Fichier à refaire aux formats actuels.', modificationDate: at('2019-03-20T14:00:00Z') }),
    ad('Annonce non calibrée', 'nonCalibre', { periodicals: ['BJS'], enable: false, modificationDate: at('2021-09-14T10:45:00Z') }),
    ad('Colloque des affaires 2025', 'colloque', { periodicals: ['GDP', 'BJS', 'DEF'], deadline: '2024-09-30', modificationDate: at('2024-09-02T13:10:00Z') }),
    ad('Juristes recherchés — bandeau', 'recrutement', { periodicals: ['BJS'], modificationDate: at('2024-06-19T07:55:00Z') }),
    ad('Éditions juridiques — catalogue', 'editions', { periodicals: ['BJS'], priority: true, deadline: '2023-05-10', modificationDate: at('2023-05-02T12:00:00Z') }),
    ad('Vente aux enchères — demi-page', 'encheres', { periodicals: ['GDP', 'GDA'], enable: false, deadline: '2024-03-01', modificationDate: at('2024-02-20T17:30:00Z') }),
  ];

  // Generated ads: sizes the nomenclature knows, each meant for periodicals that print it.
  const r = seededRandom(20250603);
  const sized: PosterName[] = ['codeSocietes', 'formation', 'salon', 'assurance', 'abonnement', 'logiciel', 'colloque', 'recrutement', 'editions', 'encheres'];
  const periodicalIds = PERIODICALS.map((p) => p.id);
  for (let n = 0; n < 12 * scale; n++) {
    const posterName = r.pick(sized);
    const entry = POSTERS[posterName];
    const color = colorOf(entry);
    const sizeKey = adSizeOf({ width: entry.width, height: entry.height, xdpi: entry.dpi }, SIZES);
    const suited = compatiblePeriodicals({ format: sizeKey, color }, periodicalIds, AD_CONFIG_SEED);
    const periodicals = [...new Set(Array.from({ length: r.int(1, 3) }, () => r.pick(suited)))];
    const modified = new Date(at('2020-01-06T09:00:00Z').getTime() + r.int(0, 1900) * 86_400_000 + r.int(0, 600) * 60_000);
    const deadline = r.next() < 0.25 ? null : new Date(Math.min(modified.getTime() + r.int(10, 120) * 86_400_000, at('2025-01-01T00:00:00Z').getTime())).toISOString().slice(0, 10);
    const advertiser = ADVERTISERS[n % ADVERTISERS.length] as string;
    const round = Math.floor(n / ADVERTISERS.length);
    ads.push(
      ad(`${advertiser} — ${AD_SIZE_SEED.find((s) => s.key === sizeKey)?.name.toLowerCase() ?? 'encart'}${round ? ` (${round + 1})` : ''}`, posterName, {
        color,
        periodicals,
        priority: r.next() < 0.2,
        deadline,
        enable: r.next() >= 0.15,
        modificationDate: modified > SEED_NOW ? SEED_NOW : modified,
        modificationUser: r.pick(USERS),
      }),
    );
  }

  const publications: PublicationSeed[] = [
    { periodicalId: 'GDP', year: 2024, number: '48', title: 'Gazette du Palais — 17 décembre 2024', status: 'PUBLISHED', modificationDate: at('2024-12-16T18:00:00Z'), ads: [0], illustrations: [0], coverIllustration: null },
    { periodicalId: 'BJS', year: 2025, number: '1', title: 'Bulletin Joly Sociétés — janvier 2025', status: 'PUBLISHING', modificationDate: at('2025-01-08T10:30:00Z'), ads: [1], illustrations: [], coverIllustration: 1 },
    { periodicalId: 'GDP', year: 2025, number: '3', title: 'Gazette du Palais — 21 janvier 2025', status: 'IN_PROGRESS', modificationDate: at('2025-05-30T09:15:00Z'), ads: [2, 11], illustrations: [2], coverIllustration: null },
    { periodicalId: 'BJS', year: 2023, number: '6', title: 'Bulletin Joly Sociétés — juin 2023', status: 'PUBLISHED', modificationDate: at('2023-06-01T08:00:00Z'), ads: [10], illustrations: [], coverIllustration: 2 },
    { periodicalId: 'DEF', year: 2025, number: '2-3', title: 'Defrénois — numéro double', status: 'IN_PROGRESS', modificationDate: at('2025-05-12T14:45:00Z'), ads: [], illustrations: [], coverIllustration: null },
    { periodicalId: 'GPL', year: 2024, number: 'hors-serie', title: 'Gazette du Palais — hors-série Procédure civile', status: 'PUBLISHED', modificationDate: at('2024-10-04T11:00:00Z'), ads: [], illustrations: [], coverIllustration: 0 },
  ];
  return { ads, publications };
}
