import { z } from 'zod';
import type { ConnectivityState, DesktopSettings, Draft, DownloadsState } from '../domain/files';
import { downloadBatchRequest, draftData, draftKey, fileSource, settingsPatch } from '../schemas';
import { event, method } from './define';

const id = z.string().min(1).max(100);

/** The desktop file services: settings, the download queue, dropped files, connectivity and drafts. */
export const fileMethods = {
  'settings.get': method<DesktopSettings>()(z.tuple([])),
  'settings.update': method<DesktopSettings>()(z.tuple([settingsPatch])),
  /** Native folder picker for the download folder; resolves the settings, changed or not. */
  'settings.chooseDownloadDir': method<DesktopSettings>()(z.tuple([])),

  /** Queues a batch of downloads (one file or many); resolves its id once queued, not when done. */
  'downloads.start': method<{ batchId: string }>()(z.tuple([downloadBatchRequest])),
  /** Batches and files, newest first. */
  'downloads.list': method<DownloadsState>()(z.tuple([])),
  /** Cancels a whole batch (its id) or one file (its id). */
  'downloads.cancel': method<void>()(z.tuple([id])),
  'downloads.retry': method<void>()(z.tuple([id])),
  'downloads.open': method<void>()(z.tuple([id])),
  'downloads.showInFolder': method<void>()(z.tuple([id])),
  /**
   * Desktop only: starts dragging a finished PDF, XML or image download out of the window (to the file
   * manager), when the file is still inside the download folder. Rejects NOT_FOUND or NOT_ALLOWED.
   */
  'downloads.startDrag': method<void>()(z.tuple([id])),
  'downloads.clearFinished': method<void>()(z.tuple([])),

  /** Checks a file the user dropped as an image (JPEG or PNG, 10,000,000 bytes at most) without sending it. */
  'uploads.checkImage': method<{ name: string; size: number; mimeType: 'image/jpeg' | 'image/png' }>()(z.tuple([fileSource])),

  'connectivity.get': method<ConnectivityState>()(z.tuple([])),

  'drafts.save': method<void>()(z.tuple([draftKey, draftData])),
  'drafts.load': method<Draft | null>()(z.tuple([draftKey])),
  'drafts.discard': method<void>()(z.tuple([draftKey])),
} as const;

export const fileEvents = {
  'downloads.changed': event<DownloadsState>(),
  'connectivity.changed': event<ConnectivityState>(),
} as const;
