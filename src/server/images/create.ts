import type { ImageCollection } from '../../shared/domain/image';
import type { Queryable } from '../db/db';
import { storeFile } from './files';
import { storeAll } from './renditions';
import { insertImages, replaceImageFile, type ImageRecord } from './store';
import type { Upload } from './upload';

/** Saving an upload: the image and its file, with the renditions made while reading it. */

/** What a new image of a collection gets before anyone edits it. */
function defaultsFor(collection: ImageCollection, width: number, height: number) {
  return {
    framing: collection === 'AUTHOR' ? (width > height ? 'WIDE_PLAN' : 'PORTRAIT') : null,
    tags: collection === 'AUTHOR' ? ['Individu'] : [],
  } as const;
}

/** A new image as an upload makes it (spec 1 §5): enabled, the file's colour, the collection's defaults, nothing else filled in. */
export function uploadedRecord(
  upload: Upload,
  fields: { collection: ImageCollection; authorId: number | null; name: string; fav: boolean; user: string },
): Omit<ImageRecord, 'file' | 'id'> {
  const now = new Date();
  return {
    collection: fields.collection,
    authorId: fields.authorId,
    name: fields.name,
    enable: true,
    fav: fields.fav,
    color: upload.file.color,
    ...defaultsFor(fields.collection, upload.file.width, upload.file.height),
    credits: '',
    sources: '',
    quality: 'OK',
    comments: '',
    uploadDate: now,
    modificationDate: now,
    modificationUser: fields.user,
  };
}

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
