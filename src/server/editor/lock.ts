import { EDITOR_LOCK_LAPSE_SECONDS, type EditorLock, type EditorLockState } from '../../shared/domain/editor';
import type { Verdict } from '../../shared/rules/verdict';
import type { Queryable } from '../db/db';
import { parisDayAtTime } from '../text/dates';

/**
 * A document's lock (issues 11, 33): the first editor to change the document takes it, each heartbeat extends it, it lapses 45 s after
 * the last one. EDITOR_LOCK_LAPSE_MS shortens the lapse (tests); the clock is this module's, so that the
 * lapse is judged the same way however the database's own clock runs.
 */
export const editorClock = { now: (): Date => new Date() };

export function lockLapseMs(): number {
  const configured = Number(process.env.EDITOR_LOCK_LAPSE_MS);
  return Number.isFinite(configured) && configured > 0 ? configured : EDITOR_LOCK_LAPSE_SECONDS * 1000;
}

/**
 * An edit session with no call at all (not even a heartbeat) for this long is abandoned (a crashed or cut-off
 * editor that never said it left): it is closed. Far longer than the lock's lapse: a session whose lock lapsed
 * (a computer asleep) may still take it again. EDITOR_SESSION_LAPSE_MS shortens it (tests).
 */
const SESSION_LAPSE_MS = 12 * 3600 * 1000;

export function sessionLapsedBefore(): Date {
  const configured = Number(process.env.EDITOR_SESSION_LAPSE_MS);
  return new Date(editorClock.now().getTime() - (Number.isFinite(configured) && configured > 0 ? configured : SESSION_LAPSE_MS));
}

interface LockRow {
  session_id: number;
  username: string;
  name: string;
  acquired_at: Date;
  heartbeat_at: Date;
}

/** An edit session as stored. */
export interface StoredSession {
  id: number;
  articleId: number;
  /** The session's user: their other window's lock is one they may take over while it lives (takesOverOwnWindow). */
  username: string;
}

export interface SessionRef extends StoredSession {
  /**
   * The extension lock-take-over: the user may take the lock from their own other live window. Without it, that
   * window holds the lock as any other editor's does (the contract's unavailable lock), until it is closed or lapses.
   */
  takesOverOwnWindow: boolean;
}

const toLock = (row: LockRow): EditorLock => ({
  username: row.username,
  name: row.name,
  acquiredAt: row.acquired_at.toISOString(),
  heartbeatAt: row.heartbeat_at.toISOString(),
  expiresAt: new Date(row.heartbeat_at.getTime() + lockLapseMs()).toISOString(),
});

async function lockRow(db: Queryable, articleId: number): Promise<LockRow | undefined> {
  const [row] = await db.query<LockRow>('SELECT session_id, username, name, acquired_at, heartbeat_at FROM editor_lock WHERE article_id = $1', [articleId]);
  return row;
}

const isLive = (row: LockRow) => row.heartbeat_at.getTime() + lockLapseMs() > editorClock.now().getTime();

/** Who holds the document now (a live lock), whatever the session asking; null when free or lapsed. */
export async function liveLock(db: Queryable, articleId: number): Promise<EditorLock | null> {
  const row = await lockRow(db, articleId);
  return row && isLive(row) ? toLock(row) : null;
}

/** The lock as `session` sees it; `edit` is whether its user may edit the document now (role and state). */
export async function lockState(db: Queryable, session: SessionRef, edit: Verdict): Promise<EditorLockState> {
  const row = await lockRow(db, session.articleId);
  const live = row !== undefined && isLive(row);
  const lock = row && live ? toLock(row) : null;
  if (!edit.allowed) return { editable: false, lock, canTakeOver: false, reason: edit.reason };
  if (row?.session_id === session.id && live) return { editable: true, lock, canTakeOver: false, reason: null };
  if (row && live && row.username === session.username) {
    const since = `Vous modifiez déjà ce document dans une autre fenêtre depuis le ${parisDayAtTime(row.acquired_at)}`;
    return session.takesOverOwnWindow
      ? { editable: false, lock, canTakeOver: true, reason: `${since} : prenez la main ici pour le modifier dans celle-ci.` }
      : { editable: false, lock, canTakeOver: false, reason: `${since} : fermez-la pour le modifier dans celle-ci.` };
  }
  if (row && live) {
    return {
      editable: false,
      lock,
      canTakeOver: false,
      reason: `${row.name} (${row.username}) modifie ce document depuis le ${parisDayAtTime(row.acquired_at)}.`,
    };
  }
  // Free or lapsed: the editor shows the document editable and takes the lock at the first change (Fonto's optimistic locking).
  return { editable: false, lock: null, canTakeOver: true, reason: null };
}

/**
 * Takes the lock for `session` when it is free, lapsed or already its own, and with `fromOwnWindow` (where the
 * session takesOverOwnWindow) also from another live session of the same user (an explicit take-over, never a
 * silent one); one statement, so
 * two editors changing the document at once cannot both get it. Answers whether the session holds it.
 */
export async function acquireLock(
  db: Queryable,
  session: SessionRef,
  user: { username: string; name: string },
  fromOwnWindow = false,
): Promise<boolean> {
  const now = editorClock.now();
  const lapsedBefore = new Date(now.getTime() - lockLapseMs());
  const [row] = await db.query<{ session_id: number }>(
    `INSERT INTO editor_lock (article_id, session_id, username, name, acquired_at, heartbeat_at) VALUES ($1, $2, $3, $4, $5, $5)
     ON CONFLICT (article_id) DO UPDATE SET session_id = excluded.session_id, username = excluded.username, name = excluded.name,
       acquired_at = CASE WHEN editor_lock.session_id = excluded.session_id THEN editor_lock.acquired_at ELSE excluded.acquired_at END,
       heartbeat_at = excluded.heartbeat_at
     WHERE editor_lock.session_id = excluded.session_id OR editor_lock.heartbeat_at <= $6 OR ($7 AND editor_lock.username = excluded.username)
     RETURNING session_id`,
    [session.articleId, session.id, user.username, user.name, now, lapsedBefore, fromOwnWindow && session.takesOverOwnWindow],
  );
  return row?.session_id === session.id;
}

/** A heartbeat: extends every lock the edit session holds, even lapsed, as long as nobody else took it. */
export async function extendSessionLocks(db: Queryable, session: Pick<SessionRef, 'id'>): Promise<void> {
  await db.query('UPDATE editor_lock SET heartbeat_at = $2 WHERE session_id = $1', [session.id, editorClock.now()]);
}

export async function releaseLock(db: Queryable, session: Pick<SessionRef, 'id' | 'articleId'>): Promise<void> {
  await db.query('DELETE FROM editor_lock WHERE article_id = $1 AND session_id = $2', [session.articleId, session.id]);
}
