import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '../../../../src/core/app-core';
import type { AdPeriodicalConfig, AdSize, Advertisement, AdvertisementInput, AdvertisementRow, AdvertisementStatusManyResult } from '../../../../src/shared/domain/advertisement';
import type { Image, ImagesDeleteResult } from '../../../../src/shared/domain/image';
import type { SearchResult } from '../../../../src/shared/domain/search-result';
import { jpg } from '../server/image-fixtures';
import { bytesSource, errorOf, startReferenceBed, valueOf, type ReferenceBed } from '../images/reference-bed';

/**
 * The advertisements bridge (issue 9) through the real dispatcher and the real reference server: what the
 * ads screens will call, with the server's answers and messages kept.
 */

let bed: ReferenceBed;
let medias: Core;
let lecteur: Core;

beforeAll(async () => {
  bed = await startReferenceBed();
  medias = await bed.core('medias');
  lecteur = await bed.core('lecteur');
}, 60_000);
afterAll(async () => {
  await bed?.close();
});

const search = async (request: object) => valueOf<SearchResult<AdvertisementRow>>(await lecteur.dispatch('ads.search', [request]));
const adNamed = async (name: string): Promise<Advertisement> => {
  const found = (await search({ query: name, size: 100 })).result.find((a) => a.name === name);
  if (!found) throw new Error(`pas de publicité « ${name} »`);
  return found;
};
const formOf = (ad: Advertisement): AdvertisementInput => ({
  version: ad.version,
  name: ad.name,
  color: ad.color ?? 'COLOR',
  periodicals: ad.periodicals,
  priority: ad.priority,
  deadline: ad.deadline,
  comments: ad.comments,
});
/** A full page at 72 dpi: 210 x 297 mm. */
const page = async () => bytesSource('annonce.jpg', await jpg(595, 842, { dpi: 72 }));
const sentSince = (from: number) => bed.apiRequests.slice(from);

describe('ads.sizes and ads.config', () => {
  it('read the referentials of the ad form', async () => {
    const sizes = valueOf<AdSize[]>(await lecteur.dispatch('ads.sizes', []));
    expect(sizes[0]).toEqual({ key: 'PAGE', label: 'Pleine page (210 × 297 mm)', widthMm: 210, heightMm: 297 });
    const config = valueOf<AdPeriodicalConfig[]>(await lecteur.dispatch('ads.config', []));
    expect(config.find((c) => c.periodicalId === 'BJS')).toEqual({ periodicalId: 'BJS', sizes: ['PAGE', 'HALF_PAGE_WIDTH', 'QUARTER_PAGE'], colors: ['BLACK_AND_WHITE', 'N_AND_ONE_COLOR'] });
  });
});

describe('ads.search and ads.get', () => {
  it('sends the list filters and sorts: unknown sizes, periodicals, priority, deadlines', async () => {
    const before = bed.apiRequests.length;
    const unknown = await search({ collectionFilter: ['ADVERTISEMENT'], formatFilter: ['UNKNOWN'], size: 100 });
    expect(unknown.result.map((r) => r.name).sort()).toEqual(['Annonce non calibrée', 'Encart ancien format']);
    expect(unknown.result.every((r) => r.formatLabel === 'Taille non reconnue')).toBe(true);
    expect((await search({ periodicalFilter: ['BJS'], priorityFilter: true, size: 100 })).result.every((r) => r.periodicals.includes('BJS') && r.priority)).toBe(true);
    const deadlines = (await search({ endDateFilter: { start: '2024-01-01', end: '2024-12-31' }, sort: { attr: 'DEADLINE', order: 'ASC' }, size: 100 })).result.map((r) => r.deadline);
    expect(deadlines.length).toBeGreaterThan(0);
    expect(deadlines).toEqual([...deadlines].sort());
    const byUpdate = (await search({})).result.map((r) => r.modificationDate);
    expect(byUpdate).toEqual([...byUpdate].sort().reverse());
    // Spec 1 §7: the ad list is the image search, collectionFilter ADVERTISEMENT.
    expect(new Set(sentSince(before))).toEqual(new Set(['POST /api/image/search']));
  });

  it('refuses a filter outside the ads list before anything is sent; the server names unknown sizes', async () => {
    const before = bed.apiRequests.length;
    expect(errorOf(await lecteur.dispatch('ads.search', [{ collectionFilter: ['ILLUSTRATION'] }])).code).toBe('INVALID_ARGUMENT');
    expect(errorOf(await lecteur.dispatch('ads.search', [{ colorFilter: ['RED'] }])).code).toBe('INVALID_ARGUMENT');
    expect(errorOf(await lecteur.dispatch('ads.search', [{ formatFilter: ['x'.repeat(41)] }])).code).toBe('INVALID_ARGUMENT');
    expect(sentSince(before)).toEqual([]);
    expect(errorOf(await lecteur.dispatch('ads.search', [{ formatFilter: ['A0'] }]))).toEqual({ code: 'HTTP', status: 400, message: 'Tailles inconnues : A0.' });
  });

  it('reads an ad with its publications and what its rule allows', async () => {
    const locked = await adNamed('Code des sociétés 2025 — pleine page');
    expect(valueOf<Advertisement>(await lecteur.dispatch('ads.get', [locked.id]))).toMatchObject({ id: locked.id, format: 'PAGE', canDisable: false, canDelete: false });
    expect(errorOf(await lecteur.dispatch('ads.get', [99999]))).toEqual({ code: 'HTTP', status: 404, message: 'Publicité introuvable : 99999.' });
  });
});

describe('ads.create', () => {
  const form = { name: 'Annonce du pont', color: 'COLOR', periodicals: ['GDP', 'BJS', 'DEF'], priority: 'PRIORITY', deadline: '15/10/2024', comments: 'Nouvelle' };

  it('refuses periodicals that do not take the ad with the server’s message', async () => {
    const before = bed.apiRequests.length;
    const refused = errorOf(await medias.dispatch('ads.create', [form, await page()]));
    expect(refused).toEqual({ code: 'HTTP', status: 400, message: 'Les revues ne sont pas compatibles : BJS, DEF' });
    // The upload and the form on spec 1 §7's paths; the refused form leaves no ad behind.
    const [upload, edit, undo] = sentSince(before);
    expect(upload).toBe('POST /api/image/ADVERTISEMENT');
    const id = /^PUT \/api\/advertisement\/(\d+)$/.exec(edit ?? '')?.[1];
    expect(undo).toBe(`DELETE /api/advertisement/${id}`);
    expect(errorOf(await lecteur.dispatch('ads.get', [Number(id)]))).toMatchObject({ status: 404 });
  });

  it('creates the ad with its file, its size read from the file, the priority as a flag, the deadline a date', async () => {
    const created = valueOf<Advertisement>(await medias.dispatch('ads.create', [{ ...form, periodicals: ['GDP', 'DNU'] }, await page()]));
    expect(created).toMatchObject({
      name: 'Annonce du pont',
      format: 'PAGE',
      formatLabel: 'Pleine page (210 × 297 mm)',
      periodicals: ['GDP', 'DNU'],
      priority: true,
      deadline: '2024-10-15',
      comments: 'Nouvelle',
      enable: true,
      // Uploaded (1), then its form saved (2).
      version: 2,
    });
    const bare = valueOf<Advertisement>(await medias.dispatch('ads.create', [{ name: 'Sans option', color: 'BLACK_AND_WHITE', periodicals: ['BJS'] }, await page()]));
    expect(bare).toMatchObject({ priority: false, deadline: null, comments: '' });
  });

  it('refuses a bad form or a bad file before anything is sent', async () => {
    const before = bed.apiRequests.length;
    const text = errorOf(await medias.dispatch('ads.create', [{ ...form, periodicals: ['GDP'] }, bytesSource('annonce.jpg', Buffer.from('pas une image'))]));
    expect(text).toMatchObject({ code: 'UPLOAD_REJECTED', reason: 'file-invalid-type' });
    const late = errorOf(await medias.dispatch('ads.create', [{ ...form, periodicals: ['GDP'], deadline: '02/01/2025' }, await page()]));
    expect(late.code).toBe('INVALID_ARGUMENT');
    expect(late.message).toMatch(/Date limite : entre le 01\/01\/2000 et le 01\/01\/2025/);
    expect(errorOf(await medias.dispatch('ads.create', [{ ...form, periodicals: [] }, await page()])).message).toMatch(/Au moins une revue est obligatoire/);
    expect(errorOf(await medias.dispatch('ads.create', [{ ...form, deadline: '1'.repeat(41) }, await page()])).code).toBe('INVALID_ARGUMENT');
    expect(errorOf(await medias.dispatch('ads.create', [{ ...form, periodicals: ['GDP'] }, { kind: 'path', path: '/etc/hosts' }])).code).toBe('INVALID_ARGUMENT');
    expect(sentSince(before)).toEqual([]);
  });

  it('is for ad managers: a lecteur gets 403', async () => {
    const refused = errorOf(await lecteur.dispatch('ads.create', [{ ...form, periodicals: ['GDP'] }, await page()]));
    expect(refused).toMatchObject({ code: 'HTTP', status: 403 });
    expect(refused.message).toBe('Réservé à l’administrateur et au rôle administrateur des publicités.');
  });
});

describe('ads.update', () => {
  it('saves with the version read; refuses a stale version (409) and incompatible periodicals (400)', async () => {
    const salon = await adNamed('Salon des professions juridiques — bandeau');
    const saved = valueOf<Advertisement>(await medias.dispatch('ads.update', [salon.id, { ...formOf(salon), comments: 'Relu', priority: 'NON-PRIORITY' }]));
    expect(saved).toMatchObject({ comments: 'Relu', priority: false, version: salon.version + 1, modificationUser: 'Marc Médias' });
    const stale = errorOf(await medias.dispatch('ads.update', [salon.id, formOf(salon)]));
    expect(stale).toMatchObject({ code: 'HTTP', status: 409 });
    expect(stale.message).toMatch(/^Cette publicité a été modifiée par .*\(version \d+, actuelle \d+\) : rechargez-la avant d'enregistrer\.$/);
    const incompatible = errorOf(await medias.dispatch('ads.update', [salon.id, { ...formOf(saved), periodicals: ['GDP', 'BJS', 'RDA'] }]));
    expect(incompatible).toEqual({ code: 'HTTP', status: 400, message: 'Les revues ne sont pas compatibles : BJS, RDA' });
    expect(errorOf(await lecteur.dispatch('ads.update', [salon.id, formOf(saved)]))).toMatchObject({ code: 'HTTP', status: 403 });
  });

  it('refuses a form without the version read before anything is sent', async () => {
    const salon = await adNamed('Salon des professions juridiques — bandeau');
    const before = bed.apiRequests.length;
    const { version: _version, ...withoutVersion } = formOf(salon);
    expect(errorOf(await medias.dispatch('ads.update', [salon.id, withoutVersion])).message).toMatch(/Version de la publicité manquante/);
    expect(sentSince(before)).toEqual([]);
  });

  it('replaces the file through images.replace, the size read again', async () => {
    const created = valueOf<Advertisement>(await medias.dispatch('ads.create', [{ name: 'À remplacer', color: 'BLACK_AND_WHITE', periodicals: ['BJS'] }, await page()]));
    const replaced = valueOf<Image>(await medias.dispatch('images.replace', ['ADVERTISEMENT', created.id, bytesSource('carre.jpg', await jpg(400, 400)), created.version]));
    expect(replaced.version).toBe(created.version + 1);
    expect(valueOf<Advertisement>(await lecteur.dispatch('ads.get', [created.id]))).toMatchObject({ format: null, formatLabel: 'Taille non reconnue', incompatiblePeriodicals: ['BJS'] });
  });
});

describe('ads.setStatus, ads.setStatusMany, ads.delete', () => {
  it('never disables an ad shown by a publication publishing or published (409)', async () => {
    const locked = await adNamed('Code des sociétés 2025 — pleine page');
    const refused = errorOf(await medias.dispatch('ads.setStatus', [locked.id, false]));
    expect(refused).toEqual({
      code: 'HTTP',
      status: 409,
      message: `Cette publicité paraît dans une publication en cours de publication ou publiée : ${locked.id} (GDP_2024_48). Elle ne peut être ni désactivée ni supprimée.`,
    });
    expect(errorOf(await medias.dispatch('ads.delete', [[locked.id]]))).toMatchObject({ code: 'HTTP', status: 409 });
  });

  it('disables and enables one ad, and three at once (medias may, lecteur gets 403)', async () => {
    const free = (await search({ enableFilter: true, size: 100 })).result.filter((a) => a.canDisable).slice(0, 3);
    expect(free).toHaveLength(3);
    const [one] = free;
    expect(valueOf<Advertisement>(await medias.dispatch('ads.setStatus', [one?.id, false]))).toMatchObject({ enable: false, disabled: true });
    expect(valueOf<Advertisement>(await medias.dispatch('ads.setStatus', [one?.id, true]))).toMatchObject({ enable: true });

    const three = free.map((a) => a.id);
    expect(errorOf(await lecteur.dispatch('ads.setStatusMany', [three, false]))).toMatchObject({ code: 'HTTP', status: 403 });
    expect(valueOf<AdvertisementStatusManyResult>(await medias.dispatch('ads.setStatusMany', [three, false]))).toEqual({ updated: [...three].sort((a, b) => a - b) });
    expect((await search({ enableFilter: false, size: 100 })).result.map((a) => a.id)).toEqual(expect.arrayContaining(three));
    expect(valueOf<AdvertisementStatusManyResult>(await medias.dispatch('ads.setStatusMany', [three, true]))).toEqual({ updated: [...three].sort((a, b) => a - b) });
  });

  it('deletes ads in bulk (medias may, lecteur gets 403)', async () => {
    const unused = [await adNamed('Assurance RC pro — quart de page'), await adNamed('Defrénois — abonnement')].map((a) => a.id);
    expect(errorOf(await lecteur.dispatch('ads.delete', [unused]))).toMatchObject({ code: 'HTTP', status: 403 });
    const before = bed.apiRequests.length;
    expect(valueOf<ImagesDeleteResult>(await medias.dispatch('ads.delete', [unused]))).toEqual({ deleted: [...unused].sort((a, b) => a - b) });
    expect(sentSince(before)).toEqual(['POST /api/advertisement/delete']);
    expect(errorOf(await lecteur.dispatch('ads.get', [unused[0]]))).toMatchObject({ code: 'HTTP', status: 404 });
    expect(errorOf(await medias.dispatch('ads.delete', [[]])).code).toBe('INVALID_ARGUMENT');
  });

  it('deletes one ad by DELETE /api/advertisement/{id} (spec 1 §7)', async () => {
    const one = valueOf<Advertisement>(await medias.dispatch('ads.create', [{ name: 'À supprimer seule', color: 'BLACK_AND_WHITE', periodicals: ['BJS'] }, await page()]));
    expect(errorOf(await lecteur.dispatch('ads.delete', [[one.id]]))).toMatchObject({ code: 'HTTP', status: 403 });
    const before = bed.apiRequests.length;
    expect(valueOf<ImagesDeleteResult>(await medias.dispatch('ads.delete', [[one.id]]))).toEqual({ deleted: [one.id] });
    expect(sentSince(before)).toEqual([`DELETE /api/advertisement/${one.id}`]);
    expect(errorOf(await lecteur.dispatch('ads.get', [one.id]))).toMatchObject({ code: 'HTTP', status: 404 });
  });
});
