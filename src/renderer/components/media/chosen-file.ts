import { useEffect, useState } from 'react';
import type { FileSource } from '@shared/schemas';

/** A picture chosen for a new illustration or ad, sent with its form on "Enregistrer". */
export interface ChosenFile {
  source: FileSource;
  file: File;
}

/** What the pictures of spec 1 are: JPEG or PNG. */
export const PICTURE_FILE_ACCEPT = 'image/jpeg,image/png';

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
