import { describe, expect, it } from 'vitest';
import { formatDateOnly, isWithinDateBounds, parseDateOnly } from '../../../src/shared/rules/date-only';
import { formatFileSize } from '../../../src/shared/rules/format';
import { authorImageInputSchema, illustrationInputSchema } from '../../../src/shared/rules/image-input';
import { canManageAds, canManageCollection, canManageImages } from '../../../src/shared/rules/media-rights';
import { EXPORT_LIMIT, checkExportSelection } from '../../../src/shared/rules/selection';

describe('illustration form (spec 1 §2, §5)', () => {
  const valid = { version: 2, name: 'Schéma', color: 'COLOR', framing: 'WIDE_PLAN' };

  it('requires name, colour and type (framing), and the version read', () => {
    const result = illustrationInputSchema.safeParse({ name: '' });
    const messages = result.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toContain('Le nom est obligatoire.');
    expect(messages.some((m) => m.startsWith('La couleur est obligatoire'))).toBe(true);
    expect(messages.some((m) => m.startsWith('Le type est obligatoire'))).toBe(true);
    expect(messages).toContain('Version de l’image manquante : renvoyez la version lue.');
    expect(illustrationInputSchema.parse({ ...valid, enable: false })).toMatchObject({ ...valid, enable: false });
  });

  it('keeps italic, superscript, subscript and bold in credits and sources; collapses paragraphs, newlines and spaces; 500 characters', () => {
    const parsed = illustrationInputSchema.parse({ ...valid, credits: '<p>© <b>Studio</b></p>\n<p>H<sub>2</sub>O   1<sup>re</sup> <i>éd.</i></p>', sources: '<span>Archives</span>' });
    expect(parsed.credits).toBe('© <b>Studio</b> H<sub>2</sub>O 1<sup>re</sup> <i>éd.</i>');
    expect(parsed.sources).toBe('Archives');
    expect(illustrationInputSchema.safeParse({ ...valid, credits: `<b>${'a'.repeat(500)}</b>` }).success).toBe(true);
    expect(illustrationInputSchema.safeParse({ ...valid, credits: `<b>${'a'.repeat(501)}</b>` }).error?.issues[0]?.message).toBe('Crédits : 500 caractères au plus.');
  });

  it('takes tags from the list only, once each, and comments up to 400 characters', () => {
    expect(illustrationInputSchema.parse({ ...valid, tags: ['Logo', 'Dessin', 'Logo'] }).tags).toEqual(['Logo', 'Dessin']);
    expect(illustrationInputSchema.safeParse({ ...valid, tags: ['Paysage'] }).success).toBe(false);
    expect(illustrationInputSchema.safeParse({ ...valid, comments: 'x'.repeat(401) }).error?.issues[0]?.message).toBe('Commentaires : 400 caractères au plus.');
  });

  it('leaves the author image form as it was: version optional, favourite', () => {
    expect(authorImageInputSchema.parse({ name: 'a', color: 'COLOR', framing: 'PORTRAIT', fav: true })).toEqual({ name: 'a', color: 'COLOR', framing: 'PORTRAIT', fav: true });
  });
});

describe('role gates of the images and ads screens (spec 1 §6)', () => {
  it('lets admin and image managers manage illustrations, admin and ad managers manage ads', () => {
    expect(canManageImages(['ADMIN'])).toBe(true);
    expect(canManageImages(['ADMIN_IMAGES'])).toBe(true);
    expect(canManageImages(['ADMIN_ADS'])).toBe(false);
    expect(canManageImages(['VIEWER'])).toBe(false);
    expect(canManageAds(['ADMIN_ADS'])).toBe(true);
    expect(canManageAds(['ADMIN_IMAGES', 'MANAGER_BJS'])).toBe(false);
    expect(canManageAds(['ADMIN', 'KYRIELLE'])).toBe(true);
    expect(canManageCollection(['ADMIN_AUTHORS'], 'AUTHOR')).toBe(true);
    expect(canManageCollection(['ADMIN_IMAGES'], 'AUTHOR')).toBe(true);
    expect(canManageCollection(['ADMIN_AUTHORS'], 'ILLUSTRATION')).toBe(false);
  });
});

describe('file information and export (spec 1 §9)', () => {
  it('shows sizes in Mo with one decimal above 1,000,000 bytes, else in ko', () => {
    const shown = (bytes: number) => formatFileSize(bytes).replace(/\s/g, ' ');
    expect(shown(10_000_000)).toBe('10,0 Mo');
    expect(shown(1_000_001)).toBe('1,0 Mo');
    expect(shown(1_000_000)).toBe('1 000 ko');
    expect(shown(74_425)).toBe('75 ko');
  });

  it('exports 20 images at most, never the all-results selection', () => {
    expect(EXPORT_LIMIT).toBe(20);
    expect(checkExportSelection({ selectedIds: Array.from({ length: 20 }, (_, i) => i), allSelected: false })).toEqual({ ok: true });
    expect(checkExportSelection({ selectedIds: Array.from({ length: 21 }, (_, i) => i), allSelected: false })).toEqual({ ok: false, reason: 'limit download size' });
    expect(checkExportSelection({ selectedIds: [1], allSelected: true })).toEqual({ ok: false, reason: 'limit download size' });
  });
});

describe('dates only (ad deadlines)', () => {
  it('reads dd/MM/yyyy and yyyy-MM-dd, refuses days that do not exist, shows dd/MM/yyyy', () => {
    expect(parseDateOnly('05/03/2024')).toBe('2024-03-05');
    expect(parseDateOnly(' 2024-03-05 ')).toBe('2024-03-05');
    expect(parseDateOnly('29/02/2024')).toBe('2024-02-29');
    expect(parseDateOnly('29/02/2023')).toBeNull();
    expect(parseDateOnly('2024-13-01')).toBeNull();
    expect(parseDateOnly('5/3/2024')).toBeNull();
    expect(formatDateOnly('2024-03-05')).toBe('05/03/2024');
  });

  it('bounds them to 2000-01-01..2025-01-01, both included', () => {
    expect(isWithinDateBounds('2000-01-01')).toBe(true);
    expect(isWithinDateBounds('2025-01-01')).toBe(true);
    expect(isWithinDateBounds('1999-12-31')).toBe(false);
    expect(isWithinDateBounds('2025-01-02')).toBe(false);
  });
});
