import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '../../../../src/core/app-core';
import type { Article } from '../../../../src/shared/domain/article';
import type { EditorDocument, EditorLockState, EditorHistory, EditorSession } from '../../../../src/shared/domain/editor';
import { errorOf, startReferenceBed, valueOf, type ReferenceBed } from '../images/reference-bed';

/**
 * The editor through core on the real reference server (issue 11): the first editor holds the lock, a
 * second sees the document read-only with the holder and takes it over once lapsed (EDITOR_LOCK_LAPSE_MS
 * shortened here), a stale save is a 409 saying who saved which version, malformed XML a 400 with its line,
 * and every save is a kept version.
 */

let bed: ReferenceBed;
let admin: Core;
/** A second editor, another user who may edit the document too. */
let other: Core;
/** An article of the run, in progress: both users may edit it. */
let DOCUMENT = 0;

beforeAll(async () => {
  process.env.EDITOR_LOCK_LAPSE_MS = '1500';
  bed = await startReferenceBed();
  admin = await bed.core('admin');
  other = await bed.core('redaction');
  const created = valueOf<Article>(
    await admin.dispatch('articles.create', [{ periodicalId: 'BJS', title: 'Verrou à l’essai', type: 'COMMENTARY', planNodeId: 'BJS-SOC', publicationId: null, bundleId: null, tags: [] }]),
  );
  DOCUMENT = created.id;
}, 60_000);

afterAll(async () => {
  delete process.env.EDITOR_LOCK_LAPSE_MS;
  await bed.close();
});

describe('editor sessions and lock', () => {
  it('gives the lock to the first editor, read-only with the holder to the second, then lets it take over once lapsed', async () => {
    const first = valueOf<EditorSession>(await admin.dispatch('editor.open', [DOCUMENT]));
    expect(first.lockState.editable).toBe(true);
    expect(first.expertMode).toBe(true);
    expect(first.heartbeatSeconds).toBe(15);
    const second = valueOf<EditorSession>(await other.dispatch('editor.open', [DOCUMENT]));
    expect(second.lockState.editable).toBe(false);
    expect(second.lockState.lock?.username).toBe('admin');
    expect(second.lockState.reason).toMatch(/^Alice Administratrice \(admin\) modifie ce document depuis le \d/);
    expect(second.lockState.canTakeOver).toBe(false);
    expect(errorOf(await other.dispatch('editor.takeOver', [second.token])).status).toBe(409);

    const doc = valueOf<EditorDocument>(await admin.dispatch('editor.load', [first.token]));
    expect(doc.xml).toMatch(/^<\?xml/);
    const refused = errorOf(await other.dispatch('editor.save', [second.token, { xml: doc.xml, version: doc.version }]));
    expect(refused.status).toBe(423);

    await new Promise((resolve) => setTimeout(resolve, 1700));
    const lapsed = valueOf<EditorLockState>(await other.dispatch('editor.heartbeat', [second.token]));
    expect(lapsed.canTakeOver).toBe(true);
    const taken = valueOf<EditorLockState>(await other.dispatch('editor.takeOver', [second.token]));
    expect(taken.editable).toBe(true);
    const lost = valueOf<EditorLockState>(await admin.dispatch('editor.heartbeat', [first.token]));
    expect(lost.editable).toBe(false);
    await other.dispatch('editor.close', [second.token]);
    await admin.dispatch('editor.close', [first.token]);
  }, 20_000);

  it('lets a user take their document over from their other window, explicitly: never by a save, never silently', async () => {
    const first = valueOf<EditorSession>(await admin.dispatch('editor.open', [DOCUMENT]));
    expect(first.lockState.editable).toBe(true);
    const second = valueOf<EditorSession>(await admin.dispatch('editor.open', [DOCUMENT]));
    expect(second.lockState.editable).toBe(false);
    expect(second.lockState.canTakeOver).toBe(true);
    expect(second.lockState.reason).toMatch(/^Vous modifiez déjà ce document dans une autre fenêtre depuis le \d/);
    const doc = valueOf<EditorDocument>(await admin.dispatch('editor.load', [second.token]));
    expect(errorOf(await admin.dispatch('editor.save', [second.token, { xml: doc.xml, version: doc.version }])).status).toBe(423);

    expect(valueOf<EditorLockState>(await admin.dispatch('editor.takeOver', [second.token])).editable).toBe(true);
    const lost = valueOf<EditorLockState>(await admin.dispatch('editor.heartbeat', [first.token]));
    expect(lost).toMatchObject({ editable: false, canTakeOver: true });
    expect(errorOf(await admin.dispatch('editor.save', [first.token, { xml: doc.xml, version: doc.version }])).status).toBe(423);
    await admin.dispatch('editor.close', [second.token]);
    await admin.dispatch('editor.close', [first.token]);
  }, 20_000);

  it('keeps each save as a version, refuses a stale one with who saved it, and malformed XML with its line', async () => {
    const session = valueOf<EditorSession>(await admin.dispatch('editor.open', [DOCUMENT]));
    expect(session.lockState.editable).toBe(true);
    const doc = valueOf<EditorDocument>(await admin.dispatch('editor.load', [session.token]));
    const xml = doc.xml.replace('<para></para>', '<para>Premier jet.</para>');
    const saved = valueOf<EditorDocument>(await admin.dispatch('editor.save', [session.token, { xml, version: doc.version }]));
    expect(saved.version).toBe(doc.version + 1);
    const stale = errorOf(await admin.dispatch('editor.save', [session.token, { xml, version: doc.version }]));
    expect(stale.status).toBe(409);
    expect(stale.message).toMatch(/par .+ le .+version/);
    const malformed = errorOf(await admin.dispatch('editor.save', [session.token, { xml: '<article id="1">\n  <titre>x</para>\n</article>', version: saved.version }]));
    expect(malformed.status).toBe(400);
    expect(malformed.message).toMatch(/ligne 2, colonne \d+/);
    const history = valueOf<EditorHistory>(await admin.dispatch('editor.versions', [DOCUMENT]));
    expect(history.versions.map((v) => [v.version, v.origin])).toEqual([
      [saved.version, 'EDITOR'],
      [doc.version, 'INITIAL'],
    ]);
    expect(history).toMatchObject({ current: saved.version, hasMore: false });
    await admin.dispatch('editor.close', [session.token]);
  }, 20_000);
});
