import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Core } from '../../../../src/core/app-core';
import type { Article } from '../../../../src/shared/domain/article';
import { isLockFree, type EditorDocument, type EditorHistory, type EditorLockState, type EditorSession, type EditorState, type EditorVersionText } from '../../../../src/shared/domain/editor';
import { editorClock, lockLapseMs } from '../../../../src/server/editor/lock';
import { errorOf, startReferenceBed, valueOf, type ReferenceBed } from '../images/reference-bed';

/**
 * The editor through core on the real reference server, full and strict (issues 11, 33: Fonto's Standard CMS
 * connector): the first editor holds the lock, a second sees the document read-only with the reason and takes it
 * over once lapsed (the server's clock moved past the lapse), the state poll shows a lock taken elsewhere, a stale save is
 * a 412 saying who saved which revision, malformed XML a 400 with its line, every save a kept revision, and the
 * history and a revision read through the contract; the restore only where the extension is offered.
 */

for (const strict of [false, true]) {
  describe(`the editor on the ${strict ? 'strict' : 'full'} reference server`, () => {
    let bed: ReferenceBed;
    let admin: Core;
    /** A second editor, another user who may edit the document too. */
    let other: Core;
    /** Articles of the run, in progress: both users may edit them; the second is saved by the stale take-over's test. */
    let DOCUMENT = 0;
    let SAVED_ELSEWHERE = 0;

    beforeAll(async () => {
      bed = await startReferenceBed({ strict });
      admin = await bed.core('admin');
      other = await bed.core('redaction');
      const created = valueOf<Article>(
        await admin.dispatch('articles.create', [{ periodicalId: 'BJS', title: 'Verrou à l’essai', type: 'COMMENTARY', planNodeId: 'BJS-SOC', publicationId: null, bundleId: null, tags: [] }]),
      );
      DOCUMENT = created.id;
      const saved = valueOf<Article>(
        await admin.dispatch('articles.create', [{ periodicalId: 'BJS', title: 'Prise de main en retard', type: 'COMMENTARY', planNodeId: 'BJS-SOC', publicationId: null, bundleId: null, tags: [] }]),
      );
      SAVED_ELSEWHERE = saved.id;
    }, 60_000);

    afterEach(() => {
      vi.restoreAllMocks();
    });

    afterAll(async () => {
      await bed.close();
    });

    /**
     * The lock lapses: the server's clock moves past it. The lapse itself is the product's: a shortened one (1.5 s)
     * lapsed on its own between two steps of a test on one loaded core.
     */
    const lapse = () => vi.spyOn(editorClock, 'now').mockReturnValue(new Date(Date.now() + lockLapseMs() + 1000));

    it('opens without the lock (free: the page lets the user type), takes it at the first change; a second editor sees it read-only with the reason, takes it over once lapsed', async () => {
      const first = valueOf<EditorSession>(await admin.dispatch('editor.open', [DOCUMENT]));
      expect(first.expertMode).toBe(true);
      expect(first.heartbeatSeconds).toBe(15);
      expect(isLockFree(first.lockState)).toBe(true);
      const read = valueOf<EditorDocument>(await admin.dispatch('editor.load', [first.token]));
      expect(isLockFree(read.lockState)).toBe(true);
      // The first change: PUT /document/lock with the revision read.
      expect(valueOf<EditorLockState>(await admin.dispatch('editor.lock', [first.token])).editable).toBe(true);
      expect(bed.apiRequests.filter((request) => request.startsWith('PUT /api/fonto/document/lock'))).toHaveLength(1);

      const second = valueOf<EditorSession>(await other.dispatch('editor.open', [DOCUMENT]));
      expect(second.lockState).toMatchObject({ editable: false, canTakeOver: false });
      expect(second.lockState.reason).toMatch(/^Alice Administratrice \(admin\) modifie ce document depuis le \d/);
      const refused = errorOf(await other.dispatch('editor.takeOver', [second.token]));
      expect([refused.status, refused.message]).toEqual([403, expect.stringMatching(/^Alice Administratrice \(admin\) modifie ce document/)]);

      const doc = valueOf<EditorDocument>(await other.dispatch('editor.load', [second.token]));
      expect(doc.xml).toMatch(/^<\?xml/);
      expect(doc.lockState.editable).toBe(false);
      // Who holds the lock: the reference server's document metadata (opaque to the contract, whole in strict mode too).
      expect(doc.lockState.lock?.username).toBe('admin');
      // The second editor's first change does not get it: read-only, with the reason.
      expect(valueOf<EditorLockState>(await other.dispatch('editor.lock', [second.token]))).toMatchObject({ editable: false, canTakeOver: false, reason: second.lockState.reason });
      const unsaved = errorOf(await other.dispatch('editor.save', [second.token, { xml: doc.xml, revisionId: doc.revisionId }]));
      expect([unsaved.status, unsaved.reason]).toEqual([412, 'lock']);

      lapse();
      const lapsed = valueOf<EditorState>(await other.dispatch('editor.state', [second.token]));
      expect(isLockFree(lapsed.lockState)).toBe(true);
      const taken = valueOf<EditorLockState>(await other.dispatch('editor.takeOver', [second.token]));
      expect(taken.editable).toBe(true);
      vi.restoreAllMocks();
      const lost = valueOf<EditorState>(await admin.dispatch('editor.state', [first.token]));
      expect(lost.lockState).toMatchObject({ editable: false, canTakeOver: false });
      expect(lost.revisionId).toBe(doc.revisionId);

      // Closing releases the lock (PUT /document/lock): free again to the other editor.
      await other.dispatch('editor.close', [second.token]);
      expect(isLockFree(valueOf<EditorState>(await admin.dispatch('editor.state', [first.token])).lockState)).toBe(true);
      await admin.dispatch('editor.close', [first.token]);
    }, 20_000);

    it('takes the lock over with the revision the editor holds: behind it, a 412 saying who saved it since', async () => {
      const stale = valueOf<EditorSession>(await admin.dispatch('editor.open', [SAVED_ELSEWHERE]));
      const read = valueOf<EditorDocument>(await admin.dispatch('editor.load', [stale.token]));
      const writer = valueOf<EditorSession>(await other.dispatch('editor.open', [SAVED_ELSEWHERE]));
      const written = valueOf<EditorDocument>(await other.dispatch('editor.load', [writer.token]));
      valueOf(await other.dispatch('editor.save', [writer.token, { xml: written.xml.replace('</corps>', '<para>Ailleurs.</para></corps>'), revisionId: written.revisionId }]));
      await other.dispatch('editor.close', [writer.token]);

      const behind = errorOf(await admin.dispatch('editor.takeOver', [stale.token]));
      expect([behind.status, behind.reason]).toEqual([412, 'stale']);
      expect(behind.message).toMatch(new RegExp(`^Le document a été modifié par Romain Rédacteur le .+ \\(version ${Number(read.revisionId) + 1}\\)`));
      await admin.dispatch('editor.close', [stale.token]);
    }, 20_000);

    it(
      strict
        ? 'without lock-take-over, takes the lock from this app’s own other window (core releases it), and not from another app’s, whose reason asks to close it'
        : 'lets a user take their document over from their other window, explicitly: never by a first change, never by a save, never silently',
      async () => {
        const first = valueOf<EditorSession>(await admin.dispatch('editor.open', [DOCUMENT]));
        const second = valueOf<EditorSession>(await admin.dispatch('editor.open', [DOCUMENT]));
        valueOf(await admin.dispatch('editor.load', [first.token]));
        expect(valueOf<EditorLockState>(await admin.dispatch('editor.lock', [first.token])).editable).toBe(true);
        // Without the extension the other window's lock is unavailable, as another editor's: the reason says to close it.
        const reason = strict ? /^Vous modifiez déjà ce document dans une autre fenêtre depuis le \d.+ : fermez-la pour le modifier dans celle-ci\.$/ : /^Vous modifiez déjà ce document dans une autre fenêtre depuis le \d.+ : prenez la main ici/;
        // The second window learns it from the state alone: whose lock it is where the server's metadata passes (the full server's).
        const told = valueOf<EditorState>(await admin.dispatch('editor.state', [second.token])).lockState;
        // « Prendre la main » is offered either way: by the server's extension, or, without it, since this app holds the lock.
        expect(told).toMatchObject({ editable: false, canTakeOver: true, reason: expect.stringMatching(reason) });
        expect(told.lock?.username).toBe(strict ? undefined : 'admin');
        const doc = valueOf<EditorDocument>(await admin.dispatch('editor.load', [second.token]));
        expect(doc.lockState.reason).toMatch(reason);
        expect(valueOf<EditorLockState>(await admin.dispatch('editor.lock', [second.token]))).toMatchObject({ editable: false, canTakeOver: true, reason: doc.lockState.reason });
        expect(errorOf(await admin.dispatch('editor.save', [second.token, { xml: doc.xml, revisionId: doc.revisionId }])).reason).toBe('lock');

        if (strict) {
          // Another app of the same user (another computer): no « Prendre la main », the contract's acquire refused.
          const elsewhere = await bed.anotherApp('admin');
          const third = valueOf<EditorSession>(await elsewhere.dispatch('editor.open', [DOCUMENT]));
          expect(third.lockState).toMatchObject({ editable: false, canTakeOver: false, reason: expect.stringMatching(reason) });
          const refused = errorOf(await elsewhere.dispatch('editor.takeOver', [third.token]));
          expect([refused.status, refused.message]).toEqual([403, expect.stringMatching(reason)]);

          // In this app, the other window's session is core's own: « Prendre la main » releases it (the contract's
          // release, with its token), then takes the lock; that window's session is over.
          expect(valueOf<EditorLockState>(await admin.dispatch('editor.takeOver', [second.token])).editable).toBe(true);
          expect(errorOf(await admin.dispatch('editor.state', [first.token])).code).toBe('NOT_FOUND');
          // The other app's window is told by its state poll who holds it now; free once this window closes.
          expect(valueOf<EditorState>(await elsewhere.dispatch('editor.state', [third.token])).lockState).toMatchObject({ editable: false, canTakeOver: false });
          await admin.dispatch('editor.close', [second.token]);
          expect(isLockFree(valueOf<EditorState>(await elsewhere.dispatch('editor.state', [third.token])).lockState)).toBe(true);
          await elsewhere.dispatch('editor.close', [third.token]);
          return;
        }
        expect(valueOf<EditorLockState>(await admin.dispatch('editor.takeOver', [second.token])).editable).toBe(true);
        const lost = valueOf<EditorState>(await admin.dispatch('editor.state', [first.token]));
        expect(lost.lockState).toMatchObject({ editable: false, canTakeOver: true });
        expect(errorOf(await admin.dispatch('editor.save', [first.token, { xml: doc.xml, revisionId: doc.revisionId }])).status).toBe(412);
        // The heartbeat is answered (POST; the contract leaves its method open).
        expect(await admin.dispatch('editor.heartbeat', [second.token])).toEqual({ ok: true, value: undefined });
        await admin.dispatch('editor.close', [second.token]);
        await admin.dispatch('editor.close', [first.token]);
      },
      20_000,
    );

    it('keeps each save as a revision, refuses a stale one with who saved it, and malformed XML with its line; reads the history and a revision', async () => {
      const session = valueOf<EditorSession>(await admin.dispatch('editor.open', [DOCUMENT]));
      const doc = valueOf<EditorDocument>(await admin.dispatch('editor.load', [session.token]));
      const xml = doc.xml.replace('<para></para>', '<para>Premier jet.</para>');
      const saved = valueOf<EditorDocument>(await admin.dispatch('editor.save', [session.token, { xml, revisionId: doc.revisionId }]));
      expect(saved.revisionId).toBe(String(Number(doc.revisionId) + 1));
      expect(valueOf<EditorState>(await admin.dispatch('editor.state', [session.token])).revisionId).toBe(saved.revisionId);
      const stale = errorOf(await admin.dispatch('editor.save', [session.token, { xml, revisionId: doc.revisionId }]));
      expect([stale.status, stale.reason]).toEqual([412, 'stale']);
      expect(stale.message).toMatch(new RegExp(`^Le document a été modifié par Alice Administratrice le \\d\\d/\\d\\d/\\d{4} à \\d\\d:\\d\\d \\(version ${saved.revisionId}\\)`));
      const malformed = errorOf(await admin.dispatch('editor.save', [session.token, { xml: '<article id="1">\n  <titre>x</para>\n</article>', revisionId: saved.revisionId }]));
      expect(malformed.status).toBe(400);
      expect(malformed.message).toMatch(/ligne 2, colonne \d+/);

      const history = valueOf<EditorHistory>(await admin.dispatch('editor.versions', [DOCUMENT]));
      // What made each revision: only the full server's revision metadata says it.
      expect(history.versions.map((v) => [v.revisionId, v.origin, v.creationUser])).toEqual([
        [saved.revisionId, strict ? null : 'EDITOR', 'Alice Administratrice'],
        [doc.revisionId, strict ? null : 'INITIAL', expect.anything()],
      ]);
      expect(history.current).toBe(saved.revisionId);
      const revision = valueOf<EditorVersionText>(await admin.dispatch('editor.version', [DOCUMENT, saved.revisionId ?? '']));
      expect(revision).toEqual({ revisionId: saved.revisionId, xml, bytes: Buffer.byteLength(xml, 'utf8') });

      // The restore is an extension: a strict server has none, and core refuses before sending anything.
      const restored = await admin.dispatch('editor.restore', [DOCUMENT, doc.revisionId ?? '', { currentRevisionId: saved.revisionId ?? '' }]);
      if (strict) expect(errorOf(restored).code).toBe('NOT_ALLOWED');
      else expect(valueOf<EditorHistory>(restored).versions[0]).toMatchObject({ origin: 'RESTORE', restoredFrom: doc.revisionId });
      await admin.dispatch('editor.close', [session.token]);
    }, 20_000);
  });
}
