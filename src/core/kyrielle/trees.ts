import type { KyrielleTree, KyrielleTreeSave } from '../../shared/domain/kyrielle';
import { isTreeAnswer, withUnitNodeIds } from '../../shared/rules/kyrielle-answer';
import type { RestClient } from '../http/rest-client';

/** What the layout tool's calls need of the REST client (a test may put a back-office of its own there). */
export type KyrielleRest = Pick<RestClient, 'request'>;

/** GET /api/kyrielle/tree/{id}, never from the offline cache; the client sets every unit's nodeId (spec 2 §7). */
export async function readTree(rest: KyrielleRest, id: number): Promise<KyrielleTree> {
  return withUnitNodeIds(await rest.request<KyrielleTree>('GET', `/api/kyrielle/tree/${id}`, { cache: false }));
}

/**
 * A save (organise: `save`, administration: `admin/save`) and the tree as the server then holds it. Spec 2 §7
 * gives the body, not the answer: the answer is taken when it is the tree, otherwise the tree is read again.
 */
export async function saveTree(rest: KyrielleRest, id: number, kind: 'save' | 'admin/save', save: KyrielleTreeSave): Promise<KyrielleTree> {
  const answer = await rest.request<unknown>('POST', `/api/kyrielle/tree/${id}/${kind}`, { body: save });
  return isTreeAnswer(answer, id) ? withUnitNodeIds(answer) : readTree(rest, id);
}
