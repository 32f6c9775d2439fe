import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '../../../../src/core/app-core';
import type { RunningServer } from '../../../../src/server/app';
import { startReferenceServer } from '../reference-server';
import { seededPglite } from '../../../support/seeded-database';
import type { PublicationProcessNotice } from '../../../../src/shared/contract';
import type { DownloadsState } from '../../../../src/shared/domain/files';
import { PROCESS_IN_PROGRESS_STATUSES, type PublicationDetail } from '../../../../src/shared/domain/publication';
import { downloadDirOf, signedInCore } from '../../../support/signed-in-core';
import { errorOf, settledBatch, valueOf } from '../images/reference-bed';
import { untilState } from '../../../support/until-state';

/**
 * The publication workflow through core as the app runs it (issue 10): the real dispatcher and handlers,
 * signed in on the real reference server whose worker runs for real (each process status 60 ms), with the
 * notifier port and the events recorded: a placard asked for is followed until FINISHED, the system is
 * notified, the page is told, and the PDF downloads; a refusal keeps the server's key and reason.
 */

type User = 'admin' | 'lecteur';
interface Signed {
  core: Core;
  notified: { title: string; body: string }[];
  notices: PublicationProcessNotice[];
  downloadDir: string;
}

let server: RunningServer;
let root: string;
const signed = new Map<User, Signed>();

async function signIn(user: User): Promise<Signed> {
  const notified: Signed['notified'] = [];
  const notices: PublicationProcessNotice[] = [];
  const downloadDir = downloadDirOf(root, user);
  const core = await signedInCore({
    apiUrl: server.url,
    user,
    root,
    host: 'electron',
    overrides: {
      notifier: {
        notify: (notification) => {
          notified.push(notification);
          return true;
        },
      },
      emit: (name, payload) => {
        if (name === 'publications.processNotice') notices.push(payload as PublicationProcessNotice);
      },
      processPollMs: 40,
    },
  });
  const bed = { core, notified, notices, downloadDir };
  signed.set(user, bed);
  return bed;
}

let admin: Signed;
let lecteur: Signed;
let fresh: PublicationDetail;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'pupitre-workflow-'));
  server = await startReferenceServer({ port: 0, dataDir: null, initialData: await seededPglite(), workflow: { stepMs: 60, pollMs: 20 } });
  admin = await signIn('admin');
  lecteur = await signIn('lecteur');
  fresh = valueOf<PublicationDetail>(
    await admin.core.dispatch('publications.create', [
      { editionType: 'STANDARD', number: '11', periodicalId: 'BJS', year: 2027, startDate: '2027-11-01', endDate: null, title: 'Numéro du test du flux', articleId: null, imageId: null, text: null },
    ]),
  );
}, 60_000);
afterAll(async () => {
  for (const { core } of signed.values()) core.dispose();
  await server?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

describe('publications.workflow through core on the reference server', () => {
  it('asks for a placard, follows it to FINISHED, notifies the system and the page, and the PDF downloads', async () => {
    expect(fresh.lastRequestPlacardProcessStatus).toBeNull();
    const asked = valueOf<PublicationDetail>(await admin.core.dispatch('publications.workflow', ['GENERATE_PUBLICATION_PLACARD', fresh.id]));
    // The process just asked, in progress: a step lasts 60 ms here, so the worker may have moved it on before the answer is read.
    expect(PROCESS_IN_PROGRESS_STATUSES).toContain(asked.lastRequestPlacardProcessStatus);

    await untilState(() => expect(admin.notices).toHaveLength(1));
    const text = { title: 'Placard prêt', body: `Le placard de la publication ${fresh.name} est prêt.` };
    expect(admin.notices[0]).toEqual({ publicationId: fresh.id, publicationName: fresh.name, kind: 'PLACARD', status: 'FINISHED', ...text, native: true });
    expect(admin.notified).toEqual([text]);
    // Only the user who asked is told.
    expect(lecteur.notices).toEqual([]);

    const after = valueOf<PublicationDetail>(await lecteur.core.dispatch('publications.get', [fresh.id]));
    expect(after.lastRequestPlacardProcessStatus).toBe('FINISHED');
    const { batchId } = valueOf<{ batchId: string }>(
      await lecteur.core.dispatch('downloads.start', [{ label: `Placard ${fresh.name}`, items: [{ path: `/api/publication/download/${fresh.id}/placard` }] }]),
    );
    const state: DownloadsState = await settledBatch(lecteur.core, batchId);
    const item = state.items.find((i) => i.batchId === batchId);
    expect(item?.status).toBe('done');
    expect(item?.path?.startsWith(lecteur.downloadDir)).toBe(true);
    expect((await readFile(item?.path ?? '')).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('keeps the WORKFLOW_ key and the French reason of a refusal', async () => {
    const again = errorOf(await admin.core.dispatch('publications.workflow', ['GENERATE_PUBLICATION_PLACARD', fresh.id]));
    expect(again).toEqual({
      code: 'HTTP',
      status: 400,
      message: 'WORKFLOW_NOT_AVAILABLE',
      reason: 'Un placard a déjà été demandé : l’administrateur doit d’abord le déverrouiller.',
    });
    const forbidden = errorOf(await lecteur.core.dispatch('publications.workflow', ['UNLOCK_PUBLICATION_PLACARD', fresh.id]));
    expect(forbidden).toEqual({ code: 'HTTP', status: 403, message: 'WORKFLOW_FORBIDDEN', reason: 'Réservé à l’administrateur.' });
  });

  it('keeps PUBLICATION_CAN_T_BE_CLOSED and its reason for a closing the state refuses', async () => {
    const refused = errorOf(await admin.core.dispatch('publications.close', [fresh.id, null]));
    expect(refused).toEqual({ code: 'HTTP', status: 400, message: 'PUBLICATION_CAN_T_BE_CLOSED', reason: 'Réservé aux publications en cours de publication (celle-ci est en cours).' });
  });

  it('tells an unlocked placard as dropped (CANCEL)', async () => {
    valueOf(await admin.core.dispatch('publications.workflow', ['UNLOCK_PUBLICATION_PLACARD', fresh.id]));
    admin.notices.length = 0;
    admin.notified.length = 0;
    valueOf(await admin.core.dispatch('publications.workflow', ['GENERATE_PUBLICATION_PLACARD', fresh.id]));
    valueOf(await admin.core.dispatch('publications.workflow', ['UNLOCK_PUBLICATION_PLACARD', fresh.id]));
    await untilState(() => expect(admin.notices).toHaveLength(1));
    expect(admin.notices[0]).toMatchObject({ kind: 'PLACARD', status: 'CANCEL', title: 'Placard annulé', native: true });
  });
});
