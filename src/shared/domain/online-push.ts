/**
 * Scheduled online pushes as the administrator sees them (spec 2 §2.9 Push-online admin, §7 Admin). A push
 * of articles has no name; a named push is a publication's delivery (its name, e.g. BJS_2024_3), pushed
 * through PUT /api/admin/publication/{id}/publish. The server runs each push once, at its time, and records
 * how it went.
 */
export const ONLINE_PUSH_STATUSES = ['SCHEDULED', 'DONE', 'FAILED'] as const;
export type OnlinePushStatus = (typeof ONLINE_PUSH_STATUSES)[number];

export interface AdminOnlinePush {
  id: number;
  /** A publication's delivery: its name; null for a push of articles. */
  name: string | null;
  title: string;
  /** ISO date-time of the execution. */
  executionDate: string;
  username: string;
  articleIds: number[];
  /** The publication a named push delivers. */
  publicationId: number | null;
  status: OnlinePushStatus;
  /** Why it failed (FAILED), in French. */
  error: string | null;
  /** ISO date-time it ran (DONE). */
  doneDate: string | null;
}

/**
 * A push as GET /api/admin/publish-online lists it: spec 2 §3 "Online publication (to push): id, name, title,
 * executionDate, plus articles" (`articles`, whatever their form); the reference server's other fields may be absent.
 */
export type ListedPush = Pick<AdminOnlinePush, 'id' | 'title' | 'executionDate'> & Partial<Omit<AdminOnlinePush, 'id' | 'title' | 'executionDate'>> & { articles?: unknown };

/** Spec 2 §4 Push online, §9 "post-update refresh delay 2 s". */
export const PUSH_ONLINE_REFRESH_DELAY_MS = 2000;

/** Spec 2 §2.9, §9: the zip of a push without a name. */
export function pushExportFileName(id: number): string {
  return `${id}-export.zip`;
}
