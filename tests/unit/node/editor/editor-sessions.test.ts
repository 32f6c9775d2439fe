import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../../../src/server/db/db';
import { openDb } from '../../../../src/server/db/open-db';
import { openSession, sessionOf, setLock } from '../../../../src/server/editor/documents';
import { editorClock } from '../../../../src/server/editor/lock';
import type { ApiUser } from '../../../../src/server/http/access-token';
import { testDatabase } from '../server/test-database';

/**
 * The reference server's edit sessions end (issue 33: no DELETE of the session any more): the lock released on
 * leaving closes its session, and a session with no call for longer than its lapse is closed too, when it calls
 * again or when another session opens; a closed session's token is refused as an unknown one.
 */

const MANAGER: ApiUser = { id: 'u-manager', username: 'manager', name: 'Marie Manager', email: null, roles: ['MANAGER_BJS'], favoritePeriodicals: [], statusFavorite: false };
const SESSION_LAPSE_MS = 60_000;

describe('the editor’s sessions on the reference server', () => {
  let db: Db;
  let documentId = 0;
  const closedAt = async (sessionId: number) => (await db.query<{ closed_at: Date | null }>('SELECT closed_at FROM editor_session WHERE id = $1', [sessionId]))[0]?.closed_at ?? null;
  const refusal = (token: string) => sessionOf(db, MANAGER, token).then(() => null, (error: unknown) => (error as { status: number }).status);

  beforeAll(async () => {
    process.env.EDITOR_SESSION_LAPSE_MS = String(SESSION_LAPSE_MS);
    db = await openDb((await testDatabase()).options);
    const [row] = await db.query<{ id: number }>("SELECT id FROM article WHERE periodical_id = 'BJS' AND type = 'ARTICLE' AND status = 'IN_PROGRESS' ORDER BY id LIMIT 1");
    documentId = row?.id ?? 0;
  }, 60_000);

  afterEach(() => {
    vi.restoreAllMocks();
  });

  afterAll(async () => {
    delete process.env.EDITOR_SESSION_LAPSE_MS;
    await db.close();
  });

  it('closes the session whose lock is released on leaving: its token is refused from then on', async () => {
    const { token } = await openSession(db, MANAGER, documentId, true);
    const session = { ...(await sessionOf(db, MANAGER, token)), takesOverOwnWindow: true };
    expect((await setLock(db, MANAGER, session, documentId, { acquire: true, read: undefined, takeOver: false })).lock?.isLockAcquired).toBe(true);
    await setLock(db, MANAGER, session, documentId, { acquire: false, read: undefined, takeOver: false });
    expect(await closedAt(session.id)).toBeInstanceOf(Date);
    expect(await refusal(token)).toBe(404);
  });

  it('closes a session with no call for longer than its lapse: when it calls again, and when another session opens', async () => {
    const now = Date.now();
    const callingToken = (await openSession(db, MANAGER, documentId, true)).token;
    const calling = await sessionOf(db, MANAGER, callingToken);
    const abandoned = await sessionOf(db, MANAGER, (await openSession(db, MANAGER, documentId, true)).token);
    vi.spyOn(editorClock, 'now').mockReturnValue(new Date(now + SESSION_LAPSE_MS + 1000));

    expect(await refusal(callingToken)).toBe(404);
    expect(await closedAt(calling.id)).toBeInstanceOf(Date);
    expect(await closedAt(abandoned.id)).toBeNull();
    const fresh = await openSession(db, MANAGER, documentId, true);
    expect(await closedAt(abandoned.id)).toBeInstanceOf(Date);
    // The session opened now lives on.
    expect(await refusal(fresh.token)).toBeNull();
  });
});
