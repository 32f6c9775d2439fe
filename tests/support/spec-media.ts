import type { AnsweredAd } from '../../src/core/ads/received-ad';
import type { AnsweredImage } from '../../src/core/images/received-image';
import type { Publication } from '../../src/shared/domain/publication';

/**
 * Images and ads as a back-office answering only spec 1 §3's fields gives them (issue 32): an image without
 * framing, favourite, `used`, upload date nor modifying user, its state under `disabled` alone and its comments
 * under `description`; an ad without its file type, counts, lock nor incompatible periodicals, its uses without
 * status, its priority spelled PRIORITY. The reference server answers all of these, the client's way.
 */

export const specIllustration = (id: number, patch: Partial<AnsweredImage> = {}): AnsweredImage => ({
  id,
  name: `Illustration ${id}`,
  collection: 'ILLUSTRATION',
  version: 2,
  disabled: false,
  authorId: null,
  modificationDate: '2025-02-03T10:00:00Z',
  characteristics: ['LARGE', 'COLOR', 'SKETCH'],
  quality: 'OK',
  credits: '<i>Atelier</i>',
  sources: '',
  tags: ['Dessin'],
  description: 'Pour la une',
  format: 'LARGE',
  color: 'COLOR',
  mimeType: 'PNG',
  meta: { contentType: 'image/png', width: 800, height: 500, xdpi: 72, weight: 120_000 },
  lastArticlesModified: [{ articleId: 5, title: 'La réforme', type: 'ARTICLE' }],
  ...patch,
});

export const specAd = (id: number, patch: Partial<AnsweredAd> = {}): AnsweredAd => ({
  id,
  name: `Publicité ${id}`,
  comments: '',
  deadline: '2024-12-20',
  modificationDate: '2025-03-18T09:05:00Z',
  disabled: false,
  used: false,
  formatLabel: 'Demi-page largeur (210 × 148 mm)',
  format: 'HALF_PAGE_WIDTH',
  color: 'COLOR',
  periodicals: ['GDP'],
  priority: 'NON-PRIORITY',
  version: 3,
  collection: 'ADVERTISEMENT',
  meta: { contentType: 'image/jpeg', width: 595, height: 420, xdpi: 72, weight: 1_250_000 },
  lastPublicationsModified: [],
  ...patch,
});

/** A publication as spec 2 §3 gives it, with the fields the uses read. */
export const specPublication = (id: number, periodicalId: string, number: string, status: Publication['status']) => ({
  id,
  periodicalId,
  year: 2024,
  number,
  status,
  title: null,
});
