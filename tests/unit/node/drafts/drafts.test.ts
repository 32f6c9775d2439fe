import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDraftHandlers, DraftStore } from '../../../../src/core/drafts/handlers';
import { methods } from '../../../../src/shared/contract';
import { EDITOR_XML_MAX_BYTES } from '../../../../src/shared/domain/editor';
import { SIGNED_OUT, type AuthState } from '../../../../src/shared/domain/session';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});
async function profileDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'pupitre-drafts-'));
  dirs.push(dir);
  return dir;
}

/** The session as drafts see it: who is signed in, changed by the test as a user would. */
function sessionOf(username: string | null): { current: AuthState } {
  return {
    current: username ? { ...SIGNED_OUT, status: 'signedIn', user: { username, name: username, email: null } } : { ...SIGNED_OUT },
  };
}

/** Every file below a folder, relative to it. */
async function filesBelow(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name).slice(folder.length + 1)).sort();
}

describe('draft recovery', () => {
  it('saves, loads and discards a draft of the signed-in user, in its hashed folder', async () => {
    const dir = await profileDir();
    const handlers = createDraftHandlers({ profileDir: dir, session: sessionOf('redaction') });
    const data = { lastName: 'Durand', functions: ['Avocat'], emails: { professional: [{ mail: 'a@b.fr', fav: true }] } };
    const before = Date.now();
    await handlers['drafts.save']('authors/edit/42', data);
    const draft = await handlers['drafts.load']('authors/edit/42');
    expect(draft?.data).toEqual(data);
    expect(Date.parse(draft?.savedAt ?? '')).toBeGreaterThanOrEqual(before - 1);
    expect(await filesBelow(join(dir, 'drafts'))).toEqual([`${sha256('redaction')}/${sha256('authors/edit/42')}.json`]);
    expect(await handlers['drafts.load']('authors/edit/43')).toBeNull();
    await handlers['drafts.discard']('authors/edit/42');
    expect(await handlers['drafts.load']('authors/edit/42')).toBeNull();
    await handlers['drafts.discard']('authors/edit/42'); // nothing to discard: no error
  });

  it('survives a restart and a sign-out: the user signs in again and restores', async () => {
    const dir = await profileDir();
    const session = sessionOf('redaction');
    await new DraftStore({ profileDir: dir, session }).save('images/edit/7', { name: 'Portrait' });
    session.current = { ...SIGNED_OUT };
    await expect(new DraftStore({ profileDir: dir, session }).load('images/edit/7')).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    await expect(new DraftStore({ profileDir: dir, session }).save('images/edit/7', {})).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    session.current = sessionOf('redaction').current;
    // A new store: what a restarted app builds.
    expect(await new DraftStore({ profileDir: dir, session }).load('images/edit/7')).toMatchObject({ data: { name: 'Portrait' } });
  });

  it('keeps what the screen closed by a lapsed session wrote, for that user only, until a sign-out (issue 33)', async () => {
    const dir = await profileDir();
    const session = sessionOf('redaction');
    const store = new DraftStore({ profileDir: dir, session });
    await store.save('editor/article/9', { xml: '<p>avant</p>' });
    // The provider ended the session: the editor, closed by it, writes its last second of typing.
    session.current = { ...SIGNED_OUT, endedBy: 'expired' };
    await store.save('editor/article/9', { xml: '<p>avant et après</p>' });
    // Another user signing in at that window does not read it, nor write it where the lapsed user would.
    session.current = sessionOf('medias').current;
    expect(await store.load('editor/article/9')).toBeNull();
    session.current = { ...SIGNED_OUT, endedBy: 'expired' };
    await store.save('editor/article/9', { xml: '<p>de medias</p>' });
    session.current = sessionOf('redaction').current;
    expect(await store.load('editor/article/9')).toMatchObject({ data: { xml: '<p>avant et après</p>' } });
    // A sign-out is the user's: nothing more is written for anyone, even after a lapse later on.
    session.current = { ...SIGNED_OUT };
    await expect(store.save('editor/article/9', {})).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    session.current = { ...SIGNED_OUT, endedBy: 'expired' };
    await expect(store.save('editor/article/9', {})).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    // A store that served no one (a restarted app) writes for no lapsed user.
    await expect(new DraftStore({ profileDir: dir, session }).save('editor/article/9', {})).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('overwrites atomically: concurrent saves leave one whole draft and no temporary file', async () => {
    const dir = await profileDir();
    const store = new DraftStore({ profileDir: dir, session: sessionOf('redaction') });
    await store.save('ads/edit/3', { version: 0 });
    const big = 'x'.repeat(200_000);
    await Promise.all(Array.from({ length: 20 }, (_, version) => store.save('ads/edit/3', { version, big })));
    const draft = await store.load('ads/edit/3');
    expect(draft?.data).toMatchObject({ big });
    expect(await filesBelow(join(dir, 'drafts'))).toEqual([`${sha256('redaction')}/${sha256('ads/edit/3')}.json`]);
    const text = await readFile(join(dir, 'drafts', sha256('redaction'), `${sha256('ads/edit/3')}.json`), 'utf8');
    expect(() => JSON.parse(text) as unknown).not.toThrow();
    await store.save('ads/edit/3', { version: 'last' });
    expect((await store.load('ads/edit/3'))?.data).toEqual({ version: 'last' });
  });

  it('keeps users apart: one user never reads another’s draft', async () => {
    const dir = await profileDir();
    const session = sessionOf('redaction');
    const store = new DraftStore({ profileDir: dir, session });
    await store.save('authors/edit/42', { lastName: 'de redaction' });
    session.current = sessionOf('medias').current;
    expect(await store.load('authors/edit/42')).toBeNull();
    await store.save('authors/edit/42', { lastName: 'de medias' });
    session.current = sessionOf('redaction').current;
    expect((await store.load('authors/edit/42'))?.data).toEqual({ lastName: 'de redaction' });
    expect((await filesBelow(join(dir, 'drafts'))).map((f) => f.split('/')[0]).sort()).toEqual([sha256('medias'), sha256('redaction')].sort());
  });

  it('keeps the editor’s draft of a 5 MB XML text (issue 33), and refuses what is beyond any draft', async () => {
    const store = new DraftStore({ profileDir: await profileDir(), session: sessionOf('redaction') });
    // Quotes and line ends double in JSON: the store's bound must still hold the editor's largest text.
    const unit = '<para c="x">\n</para>';
    const xml = unit.repeat(Math.floor(EDITOR_XML_MAX_BYTES / unit.length));
    await store.save('editor/42', { documentId: 42, xml, basedOn: '7' });
    expect((await store.load('editor/42'))?.data).toEqual({ documentId: 42, xml, basedOn: '7' });
    await expect(store.save('editor/42', { documentId: 42, xml: xml + xml, basedOn: '7' })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', message: 'Brouillon trop volumineux' });
    expect((await store.load('editor/42'))?.data).toMatchObject({ xml });
  });

  it('bad keys are refused by the schema, and even called directly never lead outside the user’s folder', async () => {
    const refusedBySchema = ['/tmp/x', '..\\..\\x', 'a\u0000b', 'a//b', ''];
    for (const key of refusedBySchema) expect(methods['drafts.load'].args.safeParse([key]).success).toBe(false);
    // The schema lets dot segments through ('..', 'a/../../b'): harmless here, the file name is a hash.
    const hostile = [...refusedBySchema.filter(Boolean), '../../../etc/passwd', '..', 'a/../../b', '.'];
    expect(methods['drafts.save'].args.safeParse(['authors/edit/42', { a: 1 }]).success).toBe(true);

    const dir = await profileDir();
    const store = new DraftStore({ profileDir: dir, session: sessionOf('redaction') });
    for (const key of hostile) {
      await store.save(key, { key });
      expect((await store.load(key))?.data).toEqual({ key });
      expect(store.pathOf(key).startsWith(join(dir, 'drafts', sha256('redaction')) + '/')).toBe(true);
    }
    expect(await filesBelow(dir)).toHaveLength(hostile.length);
    for (const file of await filesBelow(dir)) expect(file).toMatch(new RegExp(`^drafts/${sha256('redaction')}/[0-9a-f]{64}\\.json$`));
    await expect(store.save('', {})).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
  });
});
