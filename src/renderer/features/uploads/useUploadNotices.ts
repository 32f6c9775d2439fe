import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BridgeError } from '@shared/errors';
import { MAX_IMAGE_BYTES } from '@shared/schemas';
import { useNotify } from '../notifications/useNotify';
import { rejectionReason, uploadFailedMessage } from './upload-messages';

/** The French words of spec 1 §5 and §8 for a file refused or not sent, for a page that says them itself. */
export interface UploadMessages {
  /** « photo.png » refusé : type de fichier non accepté (texte) */
  rejected(file: { name: string; size: number; type: string }, reason: string | undefined): string;
  /** A file that was not sent, whichever said no: core (its message names the type it read) or the server. */
  notSent(file: { name: string; type: string }, error: unknown): string;
}

export interface UploadNotices {
  /** « photo.png » refusé : type de fichier non accepté (texte) */
  rejected(file: { name: string; size: number; type: string }, reason: string | undefined): void;
  /** A refusal decided by core, which read the content: its French message names the detected type. */
  refusedByCore(message: string): void;
  /** L'envoi de « photo.png » (image PNG) a échoué : {the server's message} */
  failed(file: { name: string; type: string }, error: unknown): void;
  /** A file that was not sent, whichever said no: core (refusedByCore) or the server (failed). */
  notSent(file: { name: string; type: string }, error: unknown): void;
}

export function useUploadMessages(maxBytes: number = MAX_IMAGE_BYTES): UploadMessages {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      rejected: (file, reason) => t('uploads.rejected', { name: file.name, reason: rejectionReason(reason, file, t, maxBytes) }),
      notSent: (file, error) => (error instanceof BridgeError && error.code === 'UPLOAD_REJECTED' ? error.message : uploadFailedMessage(file, error, t)),
    }),
    [t, maxBytes],
  );
}

/** The same notices as error toasts. */
export function useUploadNotices(maxBytes: number = MAX_IMAGE_BYTES): UploadNotices {
  const notify = useNotify();
  const { t } = useTranslation();
  const messages = useUploadMessages(maxBytes);
  return useMemo(
    () => ({
      rejected: (file, reason) => notify.error(messages.rejected(file, reason)),
      refusedByCore: (message) => notify.error(message),
      failed: (file, error) => notify.error(uploadFailedMessage(file, error, t)),
      notSent: (file, error) => notify.error(messages.notSent(file, error)),
    }),
    [notify, t, messages],
  );
}
