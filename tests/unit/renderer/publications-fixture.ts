import type { PublicationDetail, PublicationRow } from '@shared/domain/publication';
import { ok, signedIn, type Answer } from './harness';

/** The publication screens' tests: publications as the reference server answers them, and their users. */

export const ADMIN = signedIn(['ADMIN']);
/** MANAGER_BJS edits BJS publications only; not an importer. */
export const REDACTION = signedIn(['MANAGER_BJS', 'MANAGER_DEF', 'EDITOR_GDP', 'ADMIN_AUTHORS'], 'Romain Rédaction', 'redaction');
/** Sees the list (Dl) and does nothing else there. */
export const MEDIAS = signedIn(['ADMIN_IMAGES', 'ADMIN_ADS'], 'Marc Médias', 'medias');

export const PERIODICALS = [
  { id: 'BJS', label: 'Bulletin Joly Sociétés' },
  { id: 'DEF', label: 'Defrénois' },
  { id: 'GDP', label: 'Gazette du Palais' },
  { id: 'GPL', label: 'Gazette du Palais — Édition professionnelle' },
];

export function publication(id: number, patch: Partial<PublicationDetail> = {}): PublicationDetail {
  const base: PublicationDetail = {
    id,
    periodicalId: 'BJS',
    periodicalLabel: 'Bulletin Joly Sociétés',
    year: 2025,
    number: String(id),
    name: `BJS_2025_${id}`,
    editionType: 'STANDARD',
    startDate: '2025-03-01',
    endDate: '2025-03-31',
    closingDate: null,
    status: 'IN_PROGRESS',
    modificationDate: '2025-05-20T08:30:00Z',
    publicationOnlineDate: null,
    scheduledDate: null,
    username: null,
    validationDate: null,
    lastPrinterPdfProcessStatus: null,
    lastAvailablePlacardProcessStatus: null,
    lastRequestPlacardProcessStatus: null,
    lastRequestPlacardProcess: null,
    lastPrinterPdfProcess: null,
    lastAvailablePlacardProcess: null,
    allArticlesReady: false,
    title: `Bulletin Joly Sociétés — n° ${id}`,
    text: null,
    articleId: null,
    imageId: null,
    plan: [],
    version: 2,
    planVersion: 1,
    charVolume: 0,
    creationDate: '2025-01-02T08:00:00Z',
    creationUser: 'Alice Administratrice',
    modificationUser: 'Alice Administratrice',
  };
  return { ...base, ...patch };
}

export function row(id: number, patch: Partial<PublicationDetail> = {}): PublicationRow {
  const { plan: _plan, ...rest } = publication(id, patch);
  return rest;
}

export function publicationAnswers(rows: PublicationRow[]): Record<string, (args: unknown[]) => Answer> {
  return {
    'publications.search': () => ok({ result: rows, resultCount: rows.length }),
    'periodicals.list': () => ok(PERIODICALS),
    'search.counts': () => ok({ author: 0, image: 0, ad: 0, parution: rows.length, article: 0 }),
  };
}
