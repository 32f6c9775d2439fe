import type { AdPeriodicalConfig, AdSize, Advertisement, AdvertisementSearchRequest } from '@shared/domain/advertisement';
import { checkedImage, ok, signedIn, type Answer } from './harness';

/** The ad screens' tests: ads as the reference server answers them, its referentials, the three kinds of user. */

export const ADMIN = signedIn(['ADMIN']);
export const MEDIAS = signedIn(['ADMIN_IMAGES', 'ADMIN_ADS'], 'Marc Médias', 'medias');
export const LECTEUR = signedIn(['VIEWER'], 'Léo Lecteur', 'lecteur');

export const SIZES: AdSize[] = [
  { key: 'PAGE', label: 'Pleine page (210 × 297 mm)', widthMm: 210, heightMm: 297 },
  { key: 'HALF_PAGE_WIDTH', label: 'Demi-page largeur (210 × 148 mm)', widthMm: 210, heightMm: 148 },
  { key: 'BANNER', label: 'Bandeau (210 × 60 mm)', widthMm: 210, heightMm: 60 },
];

/** BJS prints black and white or one colour; DEF black and white; GDP anything; DNU has no entry (takes any ad). */
export const CONFIG: AdPeriodicalConfig[] = [
  { periodicalId: 'BJS', sizes: ['PAGE', 'HALF_PAGE_WIDTH'], colors: ['BLACK_AND_WHITE', 'N_AND_ONE_COLOR'] },
  { periodicalId: 'DEF', sizes: ['PAGE', 'HALF_PAGE_WIDTH'], colors: ['BLACK_AND_WHITE'] },
  { periodicalId: 'GDP', sizes: ['PAGE', 'HALF_PAGE_WIDTH', 'BANNER'], colors: ['COLOR', 'N_AND_ONE_COLOR', 'BLACK_AND_WHITE'] },
];

export const PERIODICALS = [
  { id: 'BJS', label: 'Bulletin Joly Sociétés' },
  { id: 'DEF', label: 'Defrénois' },
  { id: 'GDP', label: 'Gazette du Palais' },
  { id: 'DNU', label: 'Dalloz Notariat' },
];

export function ad(id: number, patch: Partial<Advertisement> = {}): Advertisement {
  return {
    id,
    name: `Publicité ${id}`,
    collection: 'ADVERTISEMENT',
    version: 3,
    enable: true,
    disabled: false,
    used: false,
    format: 'HALF_PAGE_WIDTH',
    formatLabel: 'Demi-page largeur (210 × 148 mm)',
    color: 'COLOR',
    periodicals: ['GDP'],
    priority: false,
    deadline: '2024-12-20',
    comments: '',
    mimeType: 'JPG',
    meta: { contentType: 'image/jpeg', width: 595, height: 420, xdpi: 72, weight: 1_250_000 },
    modificationDate: '2025-03-18T09:05:00Z',
    modificationUser: 'Marc Médias',
    uploadDate: '2025-03-01T09:00:00Z',
    lastPublicationsModified: [],
    publicationCount: 0,
    canDisable: true,
    canDelete: true,
    incompatiblePeriodicals: [],
    ...patch,
  };
}

/** 24 ads, 108 to 131: 108 locked (in a published issue), 114 of unknown size, 112 disabled. */
export const ADS: Advertisement[] = Array.from({ length: 24 }, (_, i) => {
  const id = 108 + i;
  if (id === 108)
    return ad(id, {
      name: 'Code des sociétés 2025 — pleine page',
      format: 'PAGE',
      formatLabel: 'Pleine page (210 × 297 mm)',
      priority: true,
      used: true,
      canDisable: false,
      canDelete: false,
      publicationCount: 1,
      lastPublicationsModified: [{ publicationId: 7, publicationName: 'GDP_2024_48', title: 'Numéro de fin d’année', periodicalId: 'GDP', status: 'PUBLISHED' }],
    });
  if (id === 112) return ad(id, { name: 'Defrénois — abonnement', enable: false, disabled: true, canDisable: false });
  if (id === 114) return ad(id, { name: 'Encart ancien format', format: null, formatLabel: 'Taille non reconnue', deadline: null, incompatiblePeriodicals: ['GDP'] });
  return ad(id);
});

export function searchAnswer(ads: readonly Advertisement[] = ADS) {
  return (args: unknown[]): Answer => {
    const request = args[0] as AdvertisementSearchRequest;
    const page = request.page ?? 0;
    const size = request.size ?? 20;
    return ok({ result: ads.slice(page * size, page * size + size), resultCount: ads.length });
  };
}

/** The bridge's answers every ad screen needs. */
export function adAnswers(ads: readonly Advertisement[] = ADS): Record<string, (args: unknown[]) => Answer> {
  return {
    'ads.search': searchAnswer(ads),
    'ads.get': (args) => ok(ads.find((a) => a.id === args[0]) ?? ad(Number(args[0]))),
    'ads.sizes': () => ok(SIZES),
    'ads.config': () => ok(CONFIG),
    'periodicals.list': () => ok(PERIODICALS),
    // The create screen has core check each dropped file.
    'uploads.checkImage': checkedImage(),
    'search.counts': () => ok({ author: 60, image: 12, ad: 24, parution: 0, article: 7 }),
  };
}

export const calls = (raw: { calls: { name: string; args: unknown[] }[] }, name: string) => raw.calls.filter((c) => c.name === name).map((c) => c.args);
