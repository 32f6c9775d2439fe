import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '../../../../src/core/app-core';
import type { EditorDocument, EditorLockState, EditorSession, EditorVersion } from '../../../../src/shared/domain/editor';
import { errorOf, startReferenceBed, valueOf, type ReferenceBed } from '../images/reference-bed';

/**
 * The editor through core on the real reference server (issue 11): the first editor holds the lock, a
 * second sees the document read-only with the holder and takes it over once lapsed (EDITOR_LOCK_LAPSE_MS
 * shortened here), a stale save is a 409 saying who saved which version, malformed XML a 400 with its line,
 * and every save is a kept version.
 */

let bed: ReferenceBed;
let admin: Core;
/** A second editor: another window of the same user (the lock is per session). */
let other: Core;
const DOCUMENT = 1;

beforeAll(async () => {
  process.env.EDITOR_LOCK_LAPSE_MS = '1500';
  bed = await startReferenceBed();
  admin = await bed.core('admin');
  other = admin;
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
    expect(second.lockState.reason).toMatch(/lecture seule/);
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
    const versions = valueOf<EditorVersion[]>(await admin.dispatch('editor.versions', [DOCUMENT]));
    expect(versions.map((v) => v.version)).toEqual([saved.version, doc.version]);
    await admin.dispatch('editor.close', [session.token]);
  }, 20_000);
});
