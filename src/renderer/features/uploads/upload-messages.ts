import type { TFunction } from 'i18next';
import { MAX_IMAGE_BYTES } from '@shared/schemas';
import { bridgeErrorMessage } from '../../bridge/error-message';
import { UPLOAD_REJECTIONS, type UploadRejection } from '@shared/domain/files';
import { formatFileSize } from '@shared/rules/format';

const TYPE_KEYS: Record<string, 'jpeg' | 'png' | 'gif' | 'webp' | 'svg' | 'pdf' | 'xml' | 'docx' | 'zip'> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
  'application/pdf': 'pdf',
  'application/xml': 'xml',
  'text/xml': 'xml',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/zip': 'zip',
};

/** The type of a file in French, from what the system declares ("texte", "image PNG", "type inconnu"). */
export function fileTypeLabel(mimeType: string, t: TFunction): string {
  const known = TYPE_KEYS[mimeType];
  if (known) return t(`uploads.types.${known}`);
  if (mimeType.startsWith('text/')) return t('uploads.types.text');
  if (mimeType.startsWith('image/')) return t('uploads.types.image');
  if (mimeType === '') return t('uploads.types.unknown');
  return mimeType;
}

export function isUploadRejection(reason: string | undefined): reason is UploadRejection {
  return (UPLOAD_REJECTIONS as readonly string[]).includes(reason ?? '');
}

/** Why a file was refused, in French: "type de fichier non accepté (texte)". */
export function rejectionReason(
  reason: string | undefined,
  file: { size: number; type: string },
  t: TFunction,
  maxBytes: number = MAX_IMAGE_BYTES,
): string {
  if (!isUploadRejection(reason)) return t('uploads.reasons.other');
  switch (reason) {
    case 'file-too-large':
      return t('uploads.reasons.file-too-large', { size: formatFileSize(file.size), max: formatFileSize(maxBytes) });
    case 'file-invalid-type':
      return t('uploads.reasons.file-invalid-type', { type: fileTypeLabel(file.type, t) });
    default:
      return t(`uploads.reasons.${reason}`);
  }
}

/**
 * Spec 1 §8, "upload failures show the server message with image name and type":
 * "L'envoi de « photo.png » (image PNG) a échoué : {the server's message}".
 */
export function uploadFailedMessage(file: { name: string; type: string }, error: unknown, t: TFunction): string {
  return t('uploads.failed', { name: file.name, type: fileTypeLabel(file.type, t), reason: bridgeErrorMessage(error, t, t('uploads.failedReason')) });
}
