import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '../../../../src/core/app-core';
import type { RunningServer } from '../../../../src/server/app';
import type { PlacardPagesAnswer } from '../../../../src/shared/domain/placard-pages';
import type { PublicationRow } from '../../../../src/shared/domain/publication';
import type { SearchResult } from '../../../../src/shared/domain/search-result';
import { seededPglite } from '../../../support/seeded-database';
import { signedInCore, type DemoUser } from '../../../support/signed-in-core';
import { untilState } from '../../../support/until-state';
import { errorOf, valueOf } from '../images/reference-bed';
import { startReferenceServer } from '../reference-server';

/**
 * A publication's placard for its flatplan (issue 36) through core as the app runs it, on the strict reference
 * server (the specs' calls only): the seeded placard's PDF comes whole, the thumbnails the page hands back are
 * kept for that user and answered instead of the PDF next time, and nothing but a PDF just answered is kept.
 */

let server: RunningServer;
let root: string;
const cores = new Map<DemoUser, Core>();
const THUMBNAIL = 'data:image/webp;base64,UklGRhYAAABXRUJQVlA4IAoAAAAwAQCdASoBAAEAAUAmJaQAA3AA/v02aAA=';

async function core(user: DemoUser): Promise<Core> {
  const known = cores.get(user);
  if (known) return known;
  const signed = await signedInCore({ apiUrl: server.url, user, root });
  cores.set(user, signed);
  return signed;
}

async function publicationId(name: string): Promise<number> {
  const page = valueOf<SearchResult<PublicationRow>>(await (await core('lecteur')).dispatch('publications.search', [{ publicationFilter: [name] }]));
  const found = page.result.find((p) => p.name === name);
  if (!found) throw new Error(`${name} is not seeded`);
  return found.id;
}

/** Every file below a folder, relative to it. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => relative(folder, join(e.parentPath, e.name)));
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'pupitre-placard-'));
  server = await startReferenceServer({ port: 0, dataDir: null, initialData: await seededPglite(), strict: true });
}, 60_000);
afterAll(async () => {
  for (const signed of cores.values()) signed.dispose();
  await server?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

describe('publications.placardPages on the reference server', () => {
  it('answers the seeded placard’s PDF, then the thumbnails kept for it, for that user only', async () => {
    const lecteur = await core('lecteur');
    const id = await publicationId('DEF_2025_2-3');
    const first = valueOf<PlacardPagesAnswer>(await lecteur.dispatch('publications.placardPages', [id]));
    if (first.kind !== 'pdf') throw new Error('a placard never drawn comes as its PDF');
    const pdf = Buffer.from(first.pdfBase64, 'base64');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(first.sha256).toBe(createHash('sha256').update(pdf).digest('hex'));

    const pages = { pageCount: 3, thumbnails: [THUMBNAIL, THUMBNAIL] };
    valueOf(await lecteur.dispatch('publications.keepPlacardPages', [id, first.sha256, pages]));
    expect(valueOf<PlacardPagesAnswer>(await lecteur.dispatch('publications.placardPages', [id]))).toEqual({ kind: 'thumbnails', sha256: first.sha256, ...pages });
    // Kept once: handing them again for the same answer is refused.
    expect(errorOf(await lecteur.dispatch('publications.keepPlacardPages', [id, first.sha256, pages])).code).toBe('NOT_ALLOWED');

    // Another user's core draws its own.
    const admin = await core('admin');
    expect(valueOf<PlacardPagesAnswer>(await admin.dispatch('publications.placardPages', [id])).kind).toBe('pdf');

    const cacheRoot = join(root, 'profile-lecteur', 'placard-cache');
    expect(await filesUnder(cacheRoot)).toEqual([expect.stringMatching(/^[0-9a-f]{64}\/[0-9a-f]{64}\.placard$/)]);
  });

  it('keeps nothing but the thumbnails of a PDF it has just answered, and no name reaches a path', async () => {
    const lecteur = await core('lecteur');
    const id = await publicationId('BJS_2025_2');
    const pages = { pageCount: 1, thumbnails: [THUMBNAIL] };
    expect(errorOf(await lecteur.dispatch('publications.keepPlacardPages', [id, 'a'.repeat(64), pages])).code).toBe('NOT_ALLOWED');
    for (const hostile of ['../'.repeat(21) + 'x', '..\\..\\..\\' + 'f'.repeat(55), 'A'.repeat(64)]) {
      expect(errorOf(await lecteur.dispatch('publications.keepPlacardPages', [id, hostile, pages])).code).toBe('INVALID_ARGUMENT');
    }
    expect(errorOf(await lecteur.dispatch('publications.keepPlacardPages', [-1, 'a'.repeat(64), pages])).code).toBe('INVALID_ARGUMENT');
    const notAThumbnail = { pageCount: 1, thumbnails: ['data:text/html;base64,PHNjcmlwdD4='] };
    expect(errorOf(await lecteur.dispatch('publications.keepPlacardPages', [id, 'a'.repeat(64), notAThumbnail])).code).toBe('INVALID_ARGUMENT');

    const answer = valueOf<PlacardPagesAnswer>(await lecteur.dispatch('publications.placardPages', [id]));
    // More thumbnails than pages: refused.
    expect(errorOf(await lecteur.dispatch('publications.keepPlacardPages', [id, answer.sha256, { pageCount: 1, thumbnails: [THUMBNAIL, THUMBNAIL] }])).code).toBe(
      'NOT_ALLOWED',
    );
    for (const file of await filesUnder(join(root, 'profile-lecteur', 'placard-cache'))) expect(file).toMatch(/^[0-9a-f]{64}\/[0-9a-f]{64}\.placard$/);
  });

  it('forgets a user’s thumbnails when that user signs out', async () => {
    const admin = await core('admin');
    const id = await publicationId('DEF_2025_2-3');
    const answer = valueOf<PlacardPagesAnswer>(await admin.dispatch('publications.placardPages', [id]));
    valueOf(await admin.dispatch('publications.keepPlacardPages', [id, answer.sha256, { pageCount: 1, thumbnails: [THUMBNAIL] }]));
    const cacheRoot = join(root, 'profile-admin', 'placard-cache');
    expect(await filesUnder(cacheRoot)).toHaveLength(1);
    valueOf(await admin.dispatch('auth.logout', []));
    await untilState(async () => expect(await filesUnder(cacheRoot)).toEqual([]));
    cores.delete('admin');
    admin.dispose();
  });

  it('tells a publication without a placard as the server does', async () => {
    const lecteur = await core('lecteur');
    const error = errorOf(await lecteur.dispatch('publications.placardPages', [await publicationId('GDP_2025_3')]));
    expect(error).toMatchObject({ code: 'HTTP', status: 404 });
  });
});
