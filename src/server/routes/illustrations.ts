import type { FastifyInstance } from 'fastify';
import type { Illustration, ImagesDeleteResult } from '../../shared/domain/image';
import { COLLECTION_ABILITIES } from '../../shared/rules/media-rights';
import { illustrationInputSchema } from '../../shared/rules/image-input';
import type { Db, Queryable } from '../db/db';
import { HttpError } from '../http/errors';
import { currentUser } from '../http/request';
import { idParam, parseInput } from '../http/validation';
import { staleVersion } from '../http/versions';
import { findIllustration } from '../images/illustration';
import { deleteImages, imageOwners, setImagesEnabled, updateImageMetadata, type ImageOwner } from '../images/store';
import { articlesUsing, publicationsUsing } from '../images/usage';
import type { ApiContext } from './context';
import { checkCollection, idsBody, statusInput } from './media-inputs';
import { needs, withBody } from '../http/abilities';

const notFound = (id: number) => new HttpError(404, `Illustration introuvable : ${id}.`);

async function illustrationOr404(db: Queryable, id: number): Promise<Illustration> {
  const illustration = await findIllustration(db, id);
  if (!illustration) throw notFound(id);
  return illustration;
}

/** The illustration `id` as it is now, in the transaction; 404 when it is not one. */
async function ownerOr404(tx: Queryable, id: number): Promise<ImageOwner> {
  const owner = (await imageOwners(tx, [id])).get(id);
  if (owner?.collection !== 'ILLUSTRATION') throw notFound(id);
  return owner;
}

/** A used illustration stays (409): its articles and publications show it. Disabling is the way to retire it. */
async function refuseUsed(tx: Queryable, ids: readonly number[]): Promise<void> {
  const articles = await articlesUsing(tx, ids);
  const publications = await publicationsUsing(tx, ids);
  const used = ids.filter((id) => (articles.get(id)?.length ?? 0) + (publications.get(id)?.length ?? 0) > 0);
  if (used.length === 0) return;
  const uses = used.map((id) => {
    const a = articles.get(id)?.length ?? 0;
    const p = publications.get(id)?.length ?? 0;
    return `${id} (${[a ? `${a} article${a > 1 ? 's' : ''}` : '', p ? `${p} publication${p > 1 ? 's' : ''}` : ''].filter(Boolean).join(', ')})`;
  });
  throw new HttpError(409, `Illustration${used.length > 1 ? 's' : ''} utilisée${used.length > 1 ? 's' : ''}, à désactiver plutôt qu’à supprimer : ${uses.join(' ; ')}.`);
}

async function deleteIllustrations(db: Db, ids: readonly number[]): Promise<number[]> {
  return db.transaction(async (tx) => {
    checkCollection(await imageOwners(tx, ids), ids, 'ILLUSTRATION', 'Illustration(s)');
    await refuseUsed(tx, ids);
    return deleteImages(tx, ids);
  });
}

/**
 * Illustrations (spec 1 §7 Illustrations): read by any signed-in user; edited, enabled, disabled and
 * deleted by ADMIN and ADMIN_IMAGES (spec 1 §6).
 */
export async function illustrationRoutes(app: FastifyInstance, { db }: ApiContext): Promise<void> {
  const imageManagers = needs(COLLECTION_ABILITIES.ILLUSTRATION);

  app.get('/illustration/:id', needs('signedIn'), async (request): Promise<Illustration> => illustrationOr404(db, parseInput(idParam, request.params).id));

  app.put('/illustration/:id', withBody(imageManagers, illustrationInputSchema), async (request): Promise<Illustration> => {
    const { id } = parseInput(idParam, request.params);
    const input = parseInput(illustrationInputSchema, request.body);
    await db.transaction(async (tx) => {
      const owner = await ownerOr404(tx, id);
      const { version, ...metadata } = input;
      if (!(await updateImageMetadata(tx, id, version, metadata, currentUser(request).name))) throw staleVersion('Cette image', true, version, owner);
    });
    return illustrationOr404(db, id);
  });

  /** Disabling a used illustration is allowed (the UI lists its uses first). */
  app.put('/illustration/:id/status', imageManagers, async (request): Promise<Illustration> => {
    const { id } = parseInput(idParam, request.params);
    const { disabled, version } = statusInput(request);
    await db.transaction(async (tx) => {
      const owner = await ownerOr404(tx, id);
      if (version !== undefined && version !== owner.version) throw staleVersion('Cette image', true, version, owner);
      await setImagesEnabled(tx, [id], !disabled, currentUser(request).name);
    });
    return illustrationOr404(db, id);
  });

  app.delete('/illustration/:id', imageManagers, async (request, reply) => {
    const { id } = parseInput(idParam, request.params);
    await ownerOr404(db, id);
    await deleteIllustrations(db, [id]);
    return reply.code(204).send();
  });

  app.post('/illustration/delete', withBody(imageManagers, idsBody), async (request): Promise<ImagesDeleteResult> => {
    const { ids } = parseInput(idsBody, request.body);
    return { deleted: await deleteIllustrations(db, ids) };
  });
}
