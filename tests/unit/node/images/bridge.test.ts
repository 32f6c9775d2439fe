import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '../../../../src/core/app-core';
import { PATH_SOURCE_REFUSED } from '../../../../src/core/uploads';
import type { ImageExportResult } from '../../../../src/shared/contract';
import type { Advertisement } from '../../../../src/shared/domain/advertisement';
import type { Illustration, Image, ImageRow, ImagesDeleteResult } from '../../../../src/shared/domain/image';
import type { SearchResult } from '../../../../src/shared/domain/search-result';
import type { IllustrationInput } from '../../../../src/shared/domain/image';
import { jpg, png } from '../server/image-fixtures';
import { bytesSource, errorOf, settledBatch, startReferenceBed, valueOf, type ReferenceBed } from './reference-bed';

/**
 * The images and illustrations bridge (issue 9) through the real dispatcher and the real reference server:
 * what the image screens will call, with the server's answers and messages kept.
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

const search = async (core: Core, request: object) => valueOf<SearchResult<ImageRow>>(await core.dispatch('images.search', [request]));
/** Illustrations in id order (the image list's default sort): the seed links them by this rank. */
const illustrationIds = async () => (await search(lecteur, { collectionFilter: ['ILLUSTRATION'], size: 100 })).result.map((r) => r.id);
const getIllustration = async (id: number) => valueOf<Illustration>(await lecteur.dispatch('illustrations.get', [id]));
const formOf = (i: Illustration): IllustrationInput => ({
  version: i.version,
  name: i.name,
  color: i.color ?? 'COLOR',
  framing: i.framing ?? 'WIDE_PLAN',
  credits: i.credits,
  sources: i.sources,
  tags: i.tags,
  quality: i.quality,
  comments: i.comments,
});
/** What the server heard from `from` on. */
const sentSince = (from: number) => bed.apiRequests.slice(from);

describe('images.search', () => {
  it('sends the list filters and sorts, and answers the page of rows and the count', async () => {
    const colour = await search(lecteur, {
      collectionFilter: ['ILLUSTRATION'],
      characteristicFilter: ['COLOR'],
      mimeTypeFilter: ['JPG', 'PNG'],
      enableFilter: true,
      sort: { attr: 'NAME', order: 'ASC' },
      size: 50,
    });
    expect(colour.resultCount).toBeGreaterThan(0);
    expect(colour.result.every((r) => r.collection === 'ILLUSTRATION' && r.enable && r.characteristics.includes('COLOR'))).toBe(true);

    const byDefault = (await search(lecteur, { size: 30 })).result.map((r) => r.id);
    expect(byDefault).toEqual([...byDefault].sort((a, b) => a - b));
    expect((await search(lecteur, { collectionFilter: ['ILLUSTRATION'], enableFilter: false })).result.every((r) => !r.enable)).toBe(true);
    expect((await search(lecteur, { publicationPeriodicalFilter: ['RDA'] })).resultCount).toBe(0);
  });

  it('refuses a sort of another list or an unknown filter value before anything is sent', async () => {
    const before = bed.apiRequests.length;
    expect(errorOf(await lecteur.dispatch('images.search', [{ sort: { attr: 'DEADLINE', order: 'ASC' } }])).code).toBe('INVALID_ARGUMENT');
    expect(errorOf(await lecteur.dispatch('images.search', [{ mimeTypeFilter: ['GIF'] }])).code).toBe('INVALID_ARGUMENT');
    expect(errorOf(await lecteur.dispatch('images.search', [{ query: 'x'.repeat(401) }])).code).toBe('INVALID_ARGUMENT');
    expect(sentSince(before)).toEqual([]);
  });
});

describe('illustrations.get, update, setStatus, delete', () => {
  it('reads an illustration with where it is used; a missing one is the server 404', async () => {
    const [first] = await illustrationIds();
    expect(await getIllustration(first ?? 0)).toMatchObject({ id: first, collection: 'ILLUSTRATION', used: true, canDelete: false, usage: { articleCount: 2, publicationCount: 2 } });
    expect(errorOf(await lecteur.dispatch('illustrations.get', [99999]))).toEqual({ code: 'HTTP', status: 404, message: 'Illustration introuvable : 99999.' });
  });

  it('saves the form with the version read; a stale version is the server 409 with its message', async () => {
    const [, , third] = await illustrationIds();
    const before = await getIllustration(third ?? 0);
    const saved = valueOf<Illustration>(await medias.dispatch('illustrations.update', [before.id, { ...formOf(before), name: 'Organigramme relu', tags: ['Infographie'] }]));
    expect(saved).toMatchObject({ name: 'Organigramme relu', tags: ['Infographie'], version: before.version + 1, modificationUser: 'Marc Médias' });

    const stale = errorOf(await medias.dispatch('illustrations.update', [before.id, formOf(before)]));
    expect(stale).toMatchObject({ code: 'HTTP', status: 409 });
    expect(stale.message).toMatch(/^Cette image a été modifiée par Marc Médias le .*\(version \d+, actuelle \d+\) : rechargez-la avant d'enregistrer\.$/);
  });

  it('refuses a form without its type or with an unknown tag before anything is sent', async () => {
    const [, , third] = await illustrationIds();
    const current = await getIllustration(third ?? 0);
    const before = bed.apiRequests.length;
    const { framing: _framing, ...withoutType } = formOf(current);
    const refused = errorOf(await medias.dispatch('illustrations.update', [current.id, withoutType]));
    expect(refused.code).toBe('INVALID_ARGUMENT');
    expect(refused.message).toMatch(/Le type est obligatoire/);
    expect(errorOf(await medias.dispatch('illustrations.update', [current.id, { ...formOf(current), tags: ['Sport'] }])).code).toBe('INVALID_ARGUMENT');
    expect(sentSince(before)).toEqual([]);
  });

  it('disables and enables an illustration (medias may, lecteur gets 403)', async () => {
    const [first] = await illustrationIds();
    expect(valueOf<Illustration>(await medias.dispatch('illustrations.setStatus', [first, false]))).toMatchObject({ enable: false, disabled: true, used: true });
    expect(valueOf<Illustration>(await medias.dispatch('illustrations.setStatus', [first, true]))).toMatchObject({ enable: true, disabled: false });
    const forbidden = errorOf(await lecteur.dispatch('illustrations.setStatus', [first, false]));
    expect(forbidden).toMatchObject({ code: 'HTTP', status: 403 });
    expect(forbidden.message).toBe('Réservé à l’administrateur et au rôle administrateur des images.');
  });

  it('deletes unused illustrations in bulk, all or none: a used one is the server 409', async () => {
    const [first] = await illustrationIds();
    const created = await Promise.all(
      [1, 2].map(async (n) => valueOf<Image>(await medias.dispatch('images.upload', ['ILLUSTRATION', bytesSource(`jetable-${n}.png`, await png(40 + n, 40))])).id),
    );
    const used = errorOf(await medias.dispatch('illustrations.delete', [[...created, first]]));
    expect(used).toMatchObject({ code: 'HTTP', status: 409 });
    expect(used.message).toBe(`Illustration utilisée, à désactiver plutôt qu’à supprimer : ${first} (2 articles, 2 publications).`);
    expect(errorOf(await lecteur.dispatch('illustrations.delete', [created]))).toMatchObject({ code: 'HTTP', status: 403 });
    expect(valueOf<ImagesDeleteResult>(await medias.dispatch('illustrations.delete', [created]))).toEqual({ deleted: [...created].sort((a, b) => a - b) });
    expect(errorOf(await lecteur.dispatch('illustrations.get', [created[0]]))).toMatchObject({ code: 'HTTP', status: 404 });
  });

  it('deletes one illustration by DELETE /api/illustration/{id} (spec 1 §7); a used one is the server 409', async () => {
    const [first] = await illustrationIds();
    const one = valueOf<Image>(await medias.dispatch('images.upload', ['ILLUSTRATION', bytesSource('seule.png', await png(43, 40))])).id;
    const before = bed.apiRequests.length;
    expect(errorOf(await medias.dispatch('illustrations.delete', [[first]]))).toMatchObject({ code: 'HTTP', status: 409 });
    expect(valueOf<ImagesDeleteResult>(await medias.dispatch('illustrations.delete', [[one]]))).toEqual({ deleted: [one] });
    expect(sentSince(before)).toEqual([`DELETE /api/illustration/${first}`, `DELETE /api/illustration/${one}`]);
  });
});

describe('images.upload and images.replace', () => {
  it('creates an illustration from a real PNG and an ad from a real JPEG, typed and measured by the server', async () => {
    const picture = valueOf<Image>(await medias.dispatch('images.upload', ['ILLUSTRATION', bytesSource('schema.png', await png(320, 200))]));
    expect(picture).toMatchObject({ name: 'schema.png', collection: 'ILLUSTRATION', mimeType: 'PNG', format: 'LARGE', meta: { contentType: 'image/png', width: 320, height: 200 } });
    expect(await getIllustration(picture.id)).toMatchObject({ id: picture.id, canDelete: true });

    const visual = valueOf<Image>(await medias.dispatch('images.upload', ['ADVERTISEMENT', bytesSource('quart.jpg', await jpg(298, 420, { dpi: 72 }))]));
    expect(visual).toMatchObject({ collection: 'ADVERTISEMENT', mimeType: 'JPG' });
    expect(valueOf<Advertisement>(await lecteur.dispatch('ads.get', [visual.id]))).toMatchObject({ name: 'quart.jpg', format: 'QUARTER_PAGE', periodicals: [], priority: false });
  });

  it('refuses a text file named .png and an 11 MB file before anything is sent', async () => {
    const before = bed.apiRequests.length;
    const text = errorOf(await medias.dispatch('images.upload', ['ILLUSTRATION', bytesSource('compte-rendu.png', Buffer.from('Compte rendu de réunion, pas une image.'))]));
    expect(text).toMatchObject({ code: 'UPLOAD_REJECTED', reason: 'file-invalid-type' });
    expect(text.message).toBe('Le fichier « compte-rendu.png » n’est pas accepté (type détecté : texte ; JPEG ou PNG attendu).');

    const huge = Buffer.alloc(11_000_000);
    (await jpg(16, 16)).copy(huge);
    const large = errorOf(await medias.dispatch('images.upload', ['ILLUSTRATION', bytesSource('affiche.jpg', huge)]));
    expect(large).toMatchObject({ code: 'UPLOAD_REJECTED', reason: 'file-too-large' });
    expect(large.message).toMatch(/^Le fichier « affiche\.jpg » \(JPEG, .*\) dépasse la taille maximale autorisée de 10.000.000 octets\.$/);
    const replaced = errorOf(await medias.dispatch('images.replace', ['ILLUSTRATION', 1, bytesSource('affiche.jpg', huge), null]));
    expect(replaced).toMatchObject({ code: 'UPLOAD_REJECTED', reason: 'file-too-large' });

    // The web host has no path to give: a path source is refused before the disk or the server is touched.
    expect(errorOf(await medias.dispatch('images.upload', ['ILLUSTRATION', { kind: 'path', path: '/etc/hosts' }]))).toEqual({ code: 'INVALID_ARGUMENT', message: PATH_SOURCE_REFUSED });
    expect(errorOf(await medias.dispatch('images.upload', ['AUTHOR', bytesSource('a.png', await png(8, 8))])).code).toBe('INVALID_ARGUMENT');
    expect(sentSince(before)).toEqual([]);
  });

  it('replaces the file of an illustration with the version read; a stale version is the server 409', async () => {
    const created = valueOf<Image>(await medias.dispatch('images.upload', ['ILLUSTRATION', bytesSource('avant.png', await png(64, 48))]));
    const stale = errorOf(await medias.dispatch('images.replace', ['ILLUSTRATION', created.id, bytesSource('apres.jpg', await jpg(400, 300)), created.version - 1]));
    expect(stale).toMatchObject({ code: 'HTTP', status: 409 });
    const replaced = valueOf<Image>(await medias.dispatch('images.replace', ['ILLUSTRATION', created.id, bytesSource('apres.jpg', await jpg(400, 300)), created.version]));
    // The label stays; the file, its type and its measures change.
    expect(replaced).toMatchObject({ id: created.id, name: 'avant.png', mimeType: 'JPG', meta: { width: 400, height: 300 }, version: created.version + 1 });
    const mismatch = errorOf(await medias.dispatch('images.replace', ['ADVERTISEMENT', created.id, bytesSource('x.png', await png(8, 8)), null]));
    expect(mismatch).toMatchObject({ code: 'HTTP', status: 400 });
    expect(errorOf(await lecteur.dispatch('images.replace', ['ILLUSTRATION', created.id, bytesSource('x.png', await png(8, 8)), null]))).toMatchObject({ code: 'HTTP', status: 403 });
  });

  it('lets a lecteur upload nothing (403), the file checked first', async () => {
    const before = bed.apiRequests.length;
    expect(errorOf(await lecteur.dispatch('images.upload', ['ILLUSTRATION', bytesSource('a.png', await png(8, 8))]))).toMatchObject({ code: 'HTTP', status: 403 });
    expect(sentSince(before)).toEqual(['POST /api/image/ILLUSTRATION']);
  });
});

describe('illustrations.create (issue 25)', () => {
  it('sends the file then the form, only when asked: one illustration more, completed as typed', async () => {
    const count = async () => (await search(lecteur, { collectionFilter: ['ILLUSTRATION'], size: 10 })).resultCount;
    const before = await count();
    const from = bed.apiRequests.length;
    const form = { name: 'Carte des juridictions', color: 'COLOR', framing: 'SKETCH', credits: '', sources: '', tags: ['Infographie'], quality: 'OK', comments: '', enable: true };
    const created = valueOf<Illustration>(await medias.dispatch('illustrations.create', [form, bytesSource('carte.png', await png(120, 80))]));
    expect(created).toMatchObject({ collection: 'ILLUSTRATION', name: 'Carte des juridictions', framing: 'SKETCH', tags: ['Infographie'], enable: true });
    expect(sentSince(from)).toEqual(['POST /api/image/ILLUSTRATION', `PUT /api/illustration/${created.id}`]);
    expect(await count()).toBe(before + 1);
  });

  it('refuses a form without its name before anything is sent; a lecteur creates nothing (403)', async () => {
    const before = bed.apiRequests.length;
    const form = { name: '', color: 'COLOR', framing: 'SKETCH', credits: '', sources: '', tags: [], quality: 'OK', comments: '' };
    expect(errorOf(await medias.dispatch('illustrations.create', [form, bytesSource('vide.png', await png(8, 8))])).code).toBe('INVALID_ARGUMENT');
    expect(sentSince(before)).toEqual([]);
    const refused = errorOf(await lecteur.dispatch('illustrations.create', [{ ...form, name: 'Essai' }, bytesSource('essai.png', await png(8, 8))]));
    expect(refused).toMatchObject({ code: 'HTTP', status: 403 });
    expect(sentSince(before)).toEqual(['POST /api/image/ILLUSTRATION']);
  });
});

describe('images.export', () => {
  it('queues the files the server lists (the image-export extension) in the one download queue, and they land in the download folder', async () => {
    const rows = (await search(lecteur, { collectionFilter: ['ILLUSTRATION', 'AUTHOR'], size: 3 })).result;
    const chosen = rows.map((r) => ({ id: r.id, collection: r.collection }));
    const before = bed.apiRequests.length;
    const { batchId, files } = valueOf<ImageExportResult>(await lecteur.dispatch('images.export', [chosen]));
    expect(files.map((f) => f.id)).toEqual(chosen.map((c) => c.id));
    const state = await settledBatch(lecteur, batchId);
    expect(state.batches.find((b) => b.id === batchId)).toMatchObject({ label: 'Export de 3 images', total: 3, done: 3, failed: 0 });
    // The server checks and lists them, then the queue fetches each original: no archive, no stagger.
    const asked = sentSince(before).filter((call) => call !== 'GET /api/extensions');
    expect(asked.sort()).toEqual(['POST /api/image/export', ...files.map((f) => `GET /api/image/${f.id}?download`)].sort());
    for (const [i, file] of files.entries()) {
      const item = state.items.find((it) => it.batchId === batchId && it.label === file.fileName);
      expect(item, file.fileName).toMatchObject({ status: 'done', contentType: rows[i]?.meta.contentType });
      const bytes = await readFile(item?.path ?? '');
      expect(bytes.length).toBe(rows[i]?.meta.weight);
      expect(item?.path?.startsWith(bed.downloadDir('lecteur'))).toBe(true);
    }
  });

  it('refuses more than 20 images with the server’s "limit download size" before anything is sent', async () => {
    const rows = (await search(lecteur, { size: 21 })).result.map((r) => ({ id: r.id, collection: r.collection }));
    expect(rows).toHaveLength(21);
    const queued = valueOf<{ batches: unknown[] }>(await lecteur.dispatch('downloads.list', [])).batches.length;
    const before = bed.apiRequests.length;
    const tooMany = errorOf(await lecteur.dispatch('images.export', [rows]));
    expect(tooMany).toEqual({ code: 'INVALID_ARGUMENT', message: 'limit download size : 20 images au plus par export (21 demandées).' });
    expect(sentSince(before)).toEqual([]);
    expect(valueOf<{ batches: unknown[] }>(await lecteur.dispatch('downloads.list', [])).batches).toHaveLength(queued);
    expect(errorOf(await lecteur.dispatch('images.export', [[]])).code).toBe('INVALID_ARGUMENT');
  });
});
