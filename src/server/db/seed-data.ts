import { createHash } from 'node:crypto';

/** Demo data of issue 1. French, deterministic: the same on every machine and every reset. */

export const PERIODICALS = [
  { id: 'BJS', label: 'Bulletin Joly Sociétés' },
  { id: 'DEF', label: 'Defrénois' },
  { id: 'GDP', label: 'Gazette du Palais' },
  { id: 'GPL', label: 'Gazette du Palais — Édition professionnelle' },
  { id: 'GDA', label: 'Gazette du droit des affaires' },
  { id: 'AJU', label: "L'Actualité juridique" },
  { id: 'RDA', label: "Revue de droit d'Assas" },
  { id: 'DNU', label: 'Droit du numérique' },
] as const;

export interface DemoUser {
  username: string;
  displayName: string;
  email: string;
  roles: string[];
  favoritePeriodicals: string[];
  statusFavorite: boolean;
}

/** The six accounts of design.md; each password is the user name. */
export const DEMO_USERS: readonly DemoUser[] = [
  {
    username: 'admin',
    displayName: 'Alice Administratrice',
    email: 'alice.administratrice@pupitre.example',
    roles: ['ADMIN'],
    favoritePeriodicals: ['BJS', 'DEF', 'GDP'],
    statusFavorite: true,
  },
  {
    username: 'redaction',
    displayName: 'Romain Rédacteur',
    email: 'romain.redacteur@pupitre.example',
    roles: ['MANAGER_BJS', 'MANAGER_DEF', 'EDITOR_GDP', 'ADMIN_AUTHORS'],
    favoritePeriodicals: ['BJS', 'DEF'],
    statusFavorite: true,
  },
  {
    username: 'production',
    displayName: 'Paule Productrice',
    email: 'paule.productrice@pupitre.example',
    roles: ['PRODUCER_BJS', 'PRODUCER_DEF', 'PRODUCER_GDP', 'ONLINE_BJS'],
    favoritePeriodicals: ['GDP'],
    statusFavorite: false,
  },
  {
    username: 'medias',
    displayName: 'Marc Médias',
    email: 'marc.medias@pupitre.example',
    roles: ['ADMIN_IMAGES', 'ADMIN_ADS'],
    favoritePeriodicals: [],
    statusFavorite: false,
  },
  {
    username: 'kyrielle',
    displayName: 'Karine Kyrielle',
    email: 'karine.kyrielle@pupitre.example',
    roles: ['KYRIELLE'],
    favoritePeriodicals: ['BJS'],
    statusFavorite: false,
  },
  {
    username: 'lecteur',
    displayName: 'Léon Lecteur',
    email: 'leon.lecteur@pupitre.example',
    roles: ['VIEWER'],
    favoritePeriodicals: ['GDP'],
    statusFavorite: true,
  },
];

/** The four trees of the layout tool (spec 2 §3), empty until an administrator structures them. */
export const KYRIELLE_TREES = [
  { id: 1, type: 'ACTES_CLAUSES', name: 'Actes et clauses' },
  { id: 2, type: 'ETUDES_SOCIETES', name: 'Études sociétés' },
  { id: 3, type: 'ETUDES_BOURSE', name: 'Études bourse' },
  { id: 4, type: 'FORMULES_SOCIALES', name: 'Formules sociales' },
] as const;

/** A name-based UUID (version 5 layout): the same user gets the same subject on every seed. */
export function stableUuid(name: string): string {
  const hex = createHash('sha1').update(`pupitre:${name}`).digest('hex').slice(0, 32).split('');
  hex[12] = '5';
  hex[16] = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}
