import { z } from 'zod';
import type { BundleDetail, BundlePlan, BundlePlanTemplateDetail, BundleRow } from '../../shared/domain/bundle';
import { BridgeError } from '../../shared/errors';
import { specArticle, specBundlePlan } from '../../shared/spec-entities';
import type { Answered } from '../../shared/spec-fields';
import { checkedAnswer } from '../http/checked-answer';
import type { RestClient } from '../http/rest-client';

/**
 * Bundles and bundle plans as a back-office may answer them (issue 32), derived from spec 2 §3's declarations
 * (spec-entities.ts): a bundle is its Article or bundle, a plan its Bundle plan template; what the specs do
 * not name may be absent. Each is checked against its declaration where core reads it (checkedAnswer).
 */
export type ReceivedBundle = Answered<BundleDetail, typeof specArticle>;
export type ReceivedBundleRow = Answered<BundleRow, typeof specArticle>;
export type ReceivedBundlePlan = Answered<BundlePlan, typeof specBundlePlan>;
/** Spec 2 §3 names a template "name/title/label": any of the three. */
export type ReceivedTemplate = Omit<Answered<BundlePlanTemplateDetail, typeof specBundlePlan>, 'name'> & { name?: string; title?: string; label?: string };

const bundleRows = z.array(specArticle);

export const readBundle = (answer: ReceivedBundle): BundleDetail => checkedAnswer(specArticle, answer);
export const readBundleRows = (answer: ReceivedBundleRow[]): BundleRow[] => checkedAnswer(bundleRows, answer);
export const readBundlePlan = (answer: ReceivedBundlePlan): BundlePlan => checkedAnswer(specBundlePlan, answer);

/** A template under the client's one name: its name, else its title, else its label. */
export function readTemplate(answer: ReceivedTemplate): BundlePlanTemplateDetail {
  const { name, title, label, ...template } = checkedAnswer(specBundlePlan, answer);
  return { ...template, name: name ?? title ?? label ?? '' };
}

/**
 * A bundle with the name of the template it was made from. `bundlePlanName` is the reference server's extension:
 * spec 2 §3's bundle has no such field, but spec 2 §7's own calls find it. The bundle's plan
 * (GET /api/bundle/{id}/bundle_plan) names the template version, and the periodical's templates
 * (GET /api/bundle_plan/periodical/{id}) carry theirs. A bundle made without a template gets `null` (« — »). The
 * name stays untold (« Non communiqué ») when the template has been revised since (its list no longer holds that
 * version) or when either call is refused: the bundle opens all the same.
 */
export async function withTemplateName(rest: Pick<RestClient, 'request'>, bundle: BundleDetail): Promise<BundleDetail> {
  if (bundle.bundlePlanName !== undefined) return bundle;
  try {
    const versionId = bundle.bundlePlanVersionId ?? readBundlePlan(await rest.request<ReceivedBundlePlan>('GET', `/api/bundle/${bundle.id}/bundle_plan`)).bundlePlanVersionId;
    if (versionId === null) return { ...bundle, bundlePlanName: null };
    const templates = await rest.request<ReceivedTemplate[]>('GET', `/api/bundle_plan/periodical/${encodeURIComponent(bundle.periodicalId)}`);
    const template = templates.map(readTemplate).find((candidate) => candidate.bundlePlanVersionId === versionId);
    return template ? { ...bundle, bundlePlanName: template.name } : bundle;
  } catch (error) {
    if (error instanceof BridgeError && error.code === 'HTTP') return bundle;
    throw error;
  }
}
