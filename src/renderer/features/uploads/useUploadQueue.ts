import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BridgeError } from '@shared/errors';
import { MAX_IMAGE_BYTES, type FileSource } from '@shared/schemas';
import { bridgeErrorMessage } from '../../bridge/error-message';
import type { FileRejection } from './file-sources';
import { rejectionReason } from './upload-messages';
import { useUploadNotices } from './useUploadNotices';

export type UploadStatus = 'pending' | 'uploading' | 'done' | 'rejected' | 'failed';

export interface UploadEntry {
  id: string;
  name: string;
  size: number;
  status: UploadStatus;
  /** Why it was refused or failed, in French. */
  reason: string | null;
}

/** Sends one file; throws a BridgeError (UPLOAD_REJECTED with its reason, or the server's error). */
export type UploadFunction = (source: FileSource, file: File) => Promise<unknown>;

export interface UploadQueueControls {
  entries: UploadEntry[];
  /** A file is waiting or being sent. */
  busy: boolean;
  /** Give these to FileDropZone. */
  onFiles(sources: FileSource[], files: File[]): void;
  onRejected(rejections: FileRejection[]): void;
  /** Forgets the finished entries. */
  clearFinished(): void;
}

let sequence = 0;
const nextId = () => `upload-${(sequence += 1)}`;

/**
 * Dropping several files queues them, each with its own state and error (issue 3): they are sent one after
 * the other through `upload`; a refusal (before sending, or by core's checks) shows the spec's notice, a
 * failure the server's message. Render the entries with UploadQueue.
 */
export function useUploadQueue(upload: UploadFunction, options: { maxBytes?: number } = {}): UploadQueueControls {
  const maxBytes = options.maxBytes ?? MAX_IMAGE_BYTES;
  const { t } = useTranslation();
  const notices = useUploadNotices(maxBytes);
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const waiting = useRef<{ id: string; source: FileSource; file: File }[]>([]);
  const running = useRef(false);
  const mounted = useRef(false);
  const uploadRef = useRef(upload);

  useEffect(() => {
    uploadRef.current = upload;
  }, [upload]);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const update = useCallback((id: string, patch: Partial<UploadEntry>) => {
    if (mounted.current) setEntries((list) => list.map((e) => (e.id === id ? { ...e, ...patch } : e)));
  }, []);

  const pump = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    try {
      for (let next = waiting.current.shift(); next && mounted.current; next = waiting.current.shift()) {
        const { id, source, file } = next;
        update(id, { status: 'uploading' });
        try {
          await uploadRef.current(source, file);
          update(id, { status: 'done' });
        } catch (error) {
          if (error instanceof BridgeError && error.code === 'UPLOAD_REJECTED') {
            // Core read the content: its message names the detected type, not the one the name suggests.
            notices.refusedByCore(error.message);
            update(id, { status: 'rejected', reason: error.message });
          } else {
            notices.failed(file, error);
            update(id, { status: 'failed', reason: bridgeErrorMessage(error, t, t('uploads.failedReason')) });
          }
        }
      }
    } finally {
      running.current = false;
    }
  }, [notices, t, update]);

  const onFiles = useCallback(
    (sources: FileSource[], files: File[]) => {
      const added: UploadEntry[] = [];
      sources.forEach((source, index) => {
        const file = files[index];
        if (!file) return;
        const id = nextId();
        added.push({ id, name: file.name, size: file.size, status: 'pending', reason: null });
        waiting.current.push({ id, source, file });
      });
      setEntries((list) => [...list, ...added]);
      void pump();
    },
    [pump],
  );

  const onRejected = useCallback(
    (rejections: FileRejection[]) => {
      const added = rejections.map(({ file, reason }) => {
        notices.rejected(file, reason);
        return {
          id: nextId(),
          name: file.name,
          size: file.size,
          status: 'rejected' as const,
          reason: rejectionReason(reason, file, t, maxBytes),
        };
      });
      setEntries((list) => [...list, ...added]);
    },
    [notices, t, maxBytes],
  );

  const clearFinished = useCallback(() => {
    setEntries((list) => list.filter((e) => e.status === 'pending' || e.status === 'uploading'));
  }, []);

  return {
    entries,
    busy: entries.some((e) => e.status === 'pending' || e.status === 'uploading'),
    onFiles,
    onRejected,
    clearFinished,
  };
}
