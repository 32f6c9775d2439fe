import { CONTACT_KINDS, type Author, type AuthorType, type ContactKind, type ContactMap, type ProfileType } from '../../shared/domain/author';
import { formatPhoneNumber } from '../../shared/rules/phone';
import { richTextToPlain } from '../../shared/rules/rich-text';
import { toCsv } from '../admin-exports/sheets';
import { parisDayTime } from '../text/dates';

/**
 * The authors CSV (GET /api/admin/export/authors-csv): UTF-8 with a BOM and `;` separators, as a French
 * spreadsheet opens it; French headers; several values of a cell separated by " | ".
 */

const TYPE_LABELS: Record<AuthorType, string> = { MALE: 'Homme', FEMALE: 'Femme', ORGANISATION: 'Organisation', UNKNOWN: 'Inconnu' };
const KIND_LABELS: Record<ContactKind, string> = { PROFESSIONAL: 'Professionnel', PERSONAL: 'Personnel', OTHER: 'Autre' };
const PHONE_LABELS = { MOBILE: 'mobile', FIX: 'fixe', FAX: 'fax' } as const;
const PROFILE_LABELS: Record<ProfileType, string> = { TWITTER: 'X (Twitter)', LINKEDIN: 'LinkedIn', FACEBOOK: 'Facebook', WEBSITE: 'Site web', ORCID: 'ORCID', ISNI: 'ISNI' };

export const AUTHORS_CSV_HEADERS = [
  'Identifiant',
  'Identifiant KNK',
  'Type',
  'Prénom',
  'Particule',
  'Nom',
  'Fonctions',
  'Courriels',
  'Téléphones',
  'Adresses',
  'Profils',
  'Notes',
  'Statut',
  'Images',
  'Cité dans des articles',
  'Date de création',
  'Créé par',
  'Date de modification',
  'Modifié par',
];

function perKind<Entry extends { fav: boolean }>(map: ContactMap<Entry>, show: (entry: Entry) => string): string {
  return CONTACT_KINDS.flatMap((kind) => map[kind].map((entry) => `${KIND_LABELS[kind]} : ${show(entry)}${entry.fav ? ' (favori)' : ''}`)).join(' | ');
}

/** Written as every csv of the product (admin-exports/sheets.ts): neutralised, quoted where needed. */
export function authorsCsv(rows: readonly { author: Author; imageCount: number }[]): string {
  const lines = rows.map(({ author: a, imageCount }) =>
    [
      a.id,
      a.knkId ?? '',
      TYPE_LABELS[a.type],
      a.firstName ?? '',
      a.particle ?? '',
      a.lastName,
      a.functions.map(richTextToPlain).join(' | '),
      perKind(a.emails, (e) => e.mail),
      perKind(a.phoneNumbers, (p) => `${formatPhoneNumber(p)}${p.type ? ` (${PHONE_LABELS[p.type]})` : ''}`),
      perKind(a.addresses, (ad) => [ad.street, ad.complement, [ad.postCode, ad.city].filter(Boolean).join(' '), ad.country].filter(Boolean).join(', ')),
      a.profiles.map((p) => `${PROFILE_LABELS[p.type]} : ${p.value}`).join(' | '),
      a.notes ?? '',
      a.enable ? 'Activé' : 'Désactivé',
      imageCount,
      a.used ? 'Oui' : 'Non',
      parisDayTime(new Date(a.creationDate)),
      a.creationUser ?? '',
      parisDayTime(new Date(a.modificationDate)),
      a.modificationUser ?? '',
    ],
  );
  return toCsv({ name: 'Auteurs', headers: AUTHORS_CSV_HEADERS, rows: lines });
}
