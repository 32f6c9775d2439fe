import type { BundleDetail, BundlePlan, BundlePlanTemplateDetail } from '../../shared/domain/bundle';
import { BridgeError } from '../../shared/errors';
import type { RestClient } from '../http/rest-client';

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
    const versionId = bundle.bundlePlanVersionId ?? (await rest.request<BundlePlan>('GET', `/api/bundle/${bundle.id}/bundle_plan`)).bundlePlanVersionId;
    if (versionId === null) return { ...bundle, bundlePlanName: null };
    const templates = await rest.request<BundlePlanTemplateDetail[]>('GET', `/api/bundle_plan/periodical/${encodeURIComponent(bundle.periodicalId)}`);
    const template = templates.find((candidate) => candidate.bundlePlanVersionId === versionId);
    return template ? { ...bundle, bundlePlanName: template.name } : bundle;
  } catch (error) {
    if (error instanceof BridgeError && error.code === 'HTTP') return bundle;
    throw error;
  }
}
