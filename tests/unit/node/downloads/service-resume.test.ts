import { randomBytes } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { Session } from '../../../../src/core/auth/session';
import type { CoreContext } from '../../../../src/core/core-context';
import { createDownloadService, type DownloadService } from '../../../../src/core/downloads/handlers';
import type { SavedQueue } from '../../../../src/core/downloads/queue-store';
import { RestClient } from '../../../../src/core/http/rest-client';
import { MemorySecretStore } from '../../../../src/core/ports';
import { MemorySettingsStore } from '../../../../src/core/settings';
import { methods } from '../../../../src/shared/contract';
import { delay, downloadTestBed, stallingFile, type TestServer } from '../../../support/download-test-server';

/** The download service across a restart of core: the saved queue resumes for its owner, and only for them. */
const bed = downloadTestBed('pupitre-service-resume-');
const SIZE = 300_000;
const FIRST_PART = 100_000;

/** The session as the download service reads it; the test signs users in and out. */
function fakeSession(username: string | null) {
  const state = { current: { status: username ? 'signedIn' : 'signedOut', user: username ? { username } : null } };
  const session = { ...state, getAccessToken: () => Promise.resolve('jeton'), onUnauthorized: () => Promise.resolve(false) };
  return {
    session: session as unknown as Session,
    signIn(user: string | null) {
      session.current = { status: user ? 'signedIn' : 'signedOut', user: user ? { username: user } : null };
    },
  };
}

function startService(server: TestServer, profileDir: string, downloadDir: string, session: Session): DownloadService {
  const context: CoreContext = {
    apiUrl: server.url,
    helpUrl: 'https://aide.example/',
    host: 'electron',
    version: 'test',
    profileDir,
    browser: { openExternal: () => Promise.resolve() },
    secrets: new MemorySecretStore(),
    logger: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
    dialogs: { chooseFolder: () => Promise.resolve(null), chooseSavePath: () => Promise.resolve(null) },
    opener: { open: () => Promise.resolve(), showInFolder: () => Promise.resolve(), openPdf: () => Promise.resolve(), startDrag: () => Promise.resolve() },
    taskbar: { setProgress: () => undefined },
    notifier: { notify: () => false },
    settingsStore: new MemorySettingsStore({ downloadDir }),
    emit: () => undefined,
    session,
    rest: new RestClient(server.url).withTokens(session),
    // Downloads ask for no extension.
    extensions: { has: () => Promise.resolve(false) },
  };
  return createDownloadService(context, { queue: { retryDelayMs: 10 } });
}

/** A download started, under way, and the app quitting (core.dispose()). */
async function quitDuringDownload(server: TestServer, profileDir: string, downloadDir: string): Promise<SavedQueue> {
  const { session } = fakeSession('redaction');
  const first = startService(server, profileDir, downloadDir, session);
  const [request] = methods['downloads.start'].args.parse([{ label: 'Export', items: [{ path: '/api/gros', method: 'GET' }] }]);
  await first.handlers['downloads.start'](request);
  while ((first.queue.state().items[0]?.receivedBytes ?? 0) < FIRST_PART) await delay(5);
  first.dispose();
  return JSON.parse(await readFile(join(profileDir, 'downloads', 'queue.json'), 'utf8')) as SavedQueue;
}

async function listDone(service: DownloadService) {
  for (;;) {
    const state = await service.handlers['downloads.list']();
    if (state.items.length > 0 && state.active === 0) return state;
    await delay(10);
  }
}

describe('the download service after a restart', () => {
  it('resumes the owner’s unfinished download once they are signed in again, from its part', async () => {
    const bytes = randomBytes(SIZE);
    const sent: number[] = [];
    const server = await bed.serve(stallingFile(bytes, FIRST_PART, sent));
    const profileDir = bed.newFolder();
    const downloadDir = bed.newFolder();
    const saved = await quitDuringDownload(server, profileDir, downloadDir);
    expect(saved).toMatchObject({ owner: 'redaction', apiOrigin: server.origin, items: [{ status: 'queued', request: { url: `${server.url}/api/gros` } }] });

    const { session, signIn } = fakeSession(null);
    const second = startService(server, profileDir, downloadDir, session);
    await delay(50);
    expect(second.queue.state().items).toEqual([]);
    signIn('redaction');
    second.onAuthChanged();
    const state = await listDone(second);
    expect(state.items[0]).toMatchObject({ status: 'done', fileName: 'gros.zip', receivedBytes: SIZE });
    expect(server.requests[1]?.headers.range).toBe(`bytes=${FIRST_PART}-`);
    expect(sent).toEqual([FIRST_PART, SIZE - FIRST_PART]);
    expect((await readFile(join(downloadDir, 'gros.zip'))).equals(bytes)).toBe(true);
    second.dispose();
  });

  it('resumes nothing for another user, and deletes the parts it left', async () => {
    const sent: number[] = [];
    const server = await bed.serve(stallingFile(randomBytes(SIZE), FIRST_PART, sent));
    const profileDir = bed.newFolder();
    const downloadDir = bed.newFolder();
    const saved = await quitDuringDownload(server, profileDir, downloadDir);
    const partPath = saved.items[0]?.partial?.partPath ?? '';
    expect((await stat(partPath)).size).toBe(FIRST_PART);

    const { session } = fakeSession('production');
    const second = startService(server, profileDir, downloadDir, session);
    await delay(100);
    expect((await second.handlers['downloads.list']()).items).toEqual([]);
    await expect(stat(partPath)).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await readdir(downloadDir)).toEqual([]);
    expect(sent).toEqual([FIRST_PART]);
    second.dispose();
    expect((JSON.parse(await readFile(join(profileDir, 'downloads', 'queue.json'), 'utf8')) as SavedQueue).items).toEqual([]);
  });
});
