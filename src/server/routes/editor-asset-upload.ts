import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { UploadedAsset } from '../../shared/domain/editor-browse';
import { MAX_IMAGE_BYTES } from '../../shared/schemas';
import { needs } from '../http/abilities';
import { HttpError } from '../http/errors';
import { MULTIPART_OVERHEAD, acceptMultipartUpTo, formFiles, multipartForm } from '../http/multipart';
import { currentUser } from '../http/request';
import { parseInput } from '../http/validation';
import { createImage, uploadedRecord } from '../images/create';
import { checkImageSize, readImageBytes } from '../images/upload';
import type { ApiContext } from './context';
import { checkContext, contextShape } from './editor-browse';

const EXPECTED = 'une image dans le champ « file » et sa demande (JSON) dans le champ « request »';

/** The part `request` (contract §5.10): the context, the asset's type; a folder or metadata are not kept (no folders here). */
const uploadRequest = z.object({
  context: contextShape,
  type: z.string({ error: 'request.type : type de ressource attendu.' }).max(50),
  folderId: z.string().max(200).optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});

const requestPart = z
  .string({ error: `request : ${EXPECTED}.` })
  .max(10_000)
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'request : JSON attendu.' });
      return z.NEVER;
    }
  })
  .pipe(uploadRequest);

/**
 * POST {base}/asset (issue 33; Fonto's Standard CMS connector §5.10): a new picture from the editor, multipart with
 * the file in `file` and the request's JSON in `request`. It goes where the specs' images go, the illustrations of
 * the image bank, under the image upload's checks (JPEG or PNG read from the content, 10,000,000 bytes at most, spec
 * 1 §5), and for those who create illustrations (spec 1 §6, image.manage) in their own open editor session.
 * Answers 201 `{id, type, label}`. Multipart is accepted on this route only.
 */
export async function editorAssetUploadRoutes(app: FastifyInstance, { db }: ApiContext): Promise<void> {
  acceptMultipartUpTo(app, MAX_IMAGE_BYTES + MULTIPART_OVERHEAD);

  app.post('/fonto/asset', { ...needs('image.manage'), bodyLimit: MAX_IMAGE_BYTES + MULTIPART_OVERHEAD }, async (request, reply): Promise<UploadedAsset> => {
    const user = currentUser(request);
    const form = await multipartForm(request, EXPECTED);
    const asked = parseInput(requestPart, form.get('request') ?? undefined, 'Dépôt refusé');
    await checkContext(db, user, asked.context);
    if (asked.type !== 'image') throw new HttpError(400, `Type de ressource refusé : « ${asked.type.slice(0, 50)} » ; seules les images (image) sont déposées ici.`);
    const files = formFiles(form, 'file');
    const [file] = files;
    if (files.length !== 1 || !file) throw new HttpError(400, `Une seule image est attendue dans le champ « file » (${files.length} reçue${files.length > 1 ? 's' : ''}).`);
    const name = file.name.trim().slice(0, 400) || `image-${new Date().toISOString().slice(0, 10)}`;
    checkImageSize(file.size, name);
    const upload = await readImageBytes(Buffer.from(await file.arrayBuffer()), name);
    const id = await db.transaction((tx) => createImage(tx, upload, uploadedRecord(upload, { collection: 'ILLUSTRATION', authorId: null, name, fav: false, user: user.name })));
    reply.code(201);
    return { id: String(id), type: 'image', label: name };
  });
}
