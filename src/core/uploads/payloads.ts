import { Blob } from 'node:buffer';
import { FormData } from 'undici';
import { BridgeError } from '../../shared/errors';
import type { Upload } from './read-upload';

/** Spec 1 §7: POST /api/image/{collection} and PUT /api/image/{type}/{id} take {data: base64 data URL} plus the name. */
export interface ImagePayload {
  data: string;
  name: string;
}

export function toImagePayload(upload: Upload): ImagePayload {
  if (upload.mimeType !== 'image/jpeg' && upload.mimeType !== 'image/png') {
    throw new BridgeError('UPLOAD_REJECTED', `Le fichier « ${upload.name} » n’est pas une image JPEG ou PNG.`, undefined, 'file-invalid-type');
  }
  return { data: `data:${upload.mimeType};base64,${upload.bytes.toString('base64')}`, name: upload.name };
}

/**
 * Imports: a multipart body with one file field named `file` (plus optional text fields), for
 * `rest.request('POST', path, { body: toMultipart(upload) })`; undici writes the boundary.
 */
export function toMultipart(upload: Upload, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([upload.bytes], { type: upload.mimeType }), upload.name);
  return form;
}
