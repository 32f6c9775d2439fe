import type { Queryable } from '../db/db';
import { storeFile } from './files';
import { storeAll } from './renditions';
import { insertImages, replaceImageFile, type ImageRecord } from './store';
import type { Upload } from './upload';

/** Saving an upload: the image and its file, with the renditions made while reading it. */

export async function createImage(tx: Queryable, upload: Upload, record: Omit<ImageRecord, 'file' | 'id'>): Promise<number> {
  const [id] = await insertImages(tx, [{ ...record, file: upload.file }]);
  if (id === undefined) throw new Error('insertImages returned no id');
  await storeAll(tx, upload.file.sha256, upload.renditions);
  return id;
}

export async function replaceFile(tx: Queryable, id: number, upload: Upload, user: string): Promise<void> {
  // The new file and its renditions before the old one is released: they may share files.
  await storeFile(tx, upload.file);
  await storeAll(tx, upload.file.sha256, upload.renditions);
  await replaceImageFile(tx, id, upload.file, user);
}
