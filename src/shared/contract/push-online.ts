import { z } from 'zod';
import type { ListedPush } from '../domain/online-push';
import { method } from './define';

const id = z.number().int().positive().max(2_147_483_647);

/** Scheduled online pushes administered, admin only (spec 2 §2.9 Push-online admin, §7 Admin). */
export const pushOnlineMethods = {
  /** GET /api/admin/publish-online: the pushes scheduled or failed, soonest first. */
  'pushOnline.list': method<ListedPush[]>()(z.tuple([])),
  /**
   * Push now, from the push's row in the list: a push of articles through PUT /api/admin/publish-online/{id} (its
   * articles), a publication's named push through PUT /api/admin/publication/{id}/publish (its publicationId, else
   * the publication its name identifies, else the row's id). A push the list no longer gives, or without an id to
   * send, is refused before anything is sent.
   */
  'pushOnline.pushNow': method<void>()(z.tuple([id])),
  /** Cancel delivery: DELETE /api/admin/publish-online/{id}. */
  'pushOnline.cancel': method<void>()(z.tuple([id])),
  /** Saves {id}-export.zip (its articles' XML and images) through the download queue. */
  'pushOnline.download': method<{ batchId: string }>()(z.tuple([id])),
} as const;
