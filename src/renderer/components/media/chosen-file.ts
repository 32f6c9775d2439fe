import { useCallback, useEffect, useState } from 'react';
import { IMAGE_CONTENT_TYPES, type ImageMimeType } from '@shared/domain/image';
import { BridgeError } from '@shared/errors';
import type { FileSource } from '@shared/schemas';
import { useBridge } from '../../bridge/BridgeContext';
import { useUploadNotices } from '../../features/uploads/useUploadNotices';
import type { MediaFile } from './media-metadata';

/** A picture chosen for a new illustration, ad or author image, sent on "Enregistrer". */
export interface ChosenFile {
  source: FileSource;
  file: File;
  /** What core read in the content when the file was dropped (never what its name says). */
  mimeType: ImageMimeType;
}

/** What the pictures of spec 1 are: JPEG or PNG. */
export const PICTURE_FILE_ACCEPT = 'image/jpeg,image/png';

/** The facts of a chosen file that the file card shows: its dimensions once its preview has read them. */
export function chosenFileFacts(chosen: ChosenFile, size: { width: number; height: number }): Pick<MediaFile, 'meta' | 'mimeType'> {
  return {
    mimeType: chosen.mimeType,
    meta: { contentType: IMAGE_CONTENT_TYPES[chosen.mimeType], width: size.width, height: size.height, xdpi: null, weight: chosen.file.size },
  };
}

/** The files a drop gave, kept or refused (each refusal already told). */
export interface PictureCheck {
  chosen: ChosenFile[];
  /** Core's French sentences, which name the type found: for a page to show beside its drop zone. */
  refused: string[];
}

/**
 * Spec 1 §5 on a page that sends its files only on "Enregistrer" (new image, ad, author): each dropped file is
 * checked by core at once (size, then JPEG or PNG read from the content), so that a file of another type is
 * refused when it is dropped, with the notice naming its type, and never waits for the save.
 */
export function usePictureCheck(): (sources: FileSource[], files: File[]) => Promise<PictureCheck> {
  const bridge = useBridge();
  const notices = useUploadNotices();
  return useCallback(
    async (sources, files) => {
      const result: PictureCheck = { chosen: [], refused: [] };
      for (const [index, source] of sources.entries()) {
        const file = files[index];
        if (!file) continue;
        try {
          const { mimeType } = await bridge.invoke('uploads.checkImage', source);
          result.chosen.push({ source, file, mimeType: mimeType === 'image/png' ? 'PNG' : 'JPG' });
        } catch (error) {
          const message = error instanceof BridgeError ? error.message : String(error);
          notices.refusedByCore(message);
          result.refused.push(message);
        }
      }
      return result;
    },
    [bridge, notices],
  );
}

/**
 * A chosen file read as a data URL for its preview (no object URL to revoke, the page's CSP takes data:
 * images, jsdom reads it too); null while it is read, and for a file other than the one read.
 */
export function useFileDataUrl(file: File | null): string | null {
  const [read, setRead] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setRead({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return read && read.file === file ? read.url : null;
}
