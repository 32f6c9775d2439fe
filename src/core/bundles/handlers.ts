import type { BundleDetail, BundlePlan, BundlePlanTemplateDetail, BundleRow } from '../../shared/domain/bundle';
import type { SearchResult } from '../../shared/domain/search-result';
import type { Handlers } from '../bridge/dispatcher';
import type { CoreContext } from '../core-context';
import { bundleCandidates } from '../plans/candidates';
import { withTemplateName } from './received-bundle';

type BundleHandlers = Pick<
  Handlers,
  | 'bundles.create'
  | 'bundles.get'
  | 'bundles.organize'
  | 'bundles.candidates'
  | 'bundles.byPublication'
  | 'bundles.byPeriodical'
  | 'bundles.getPlan'
  | 'bundles.savePlan'
  | 'bundlePlans.get'
  | 'bundlePlans.search'
  | 'bundlePlans.byPeriodical'
  | 'bundlePlans.create'
  | 'bundlePlans.update'
  | 'bundlePlans.delete'
>;

/** Bundles and bundle plan templates (spec 2 §7 Bundles, Bundle plans) through the session's REST client. */
export function createBundleHandlers({ rest }: Pick<CoreContext, 'rest'>): BundleHandlers {
  return {
    'bundles.create': (input) => rest.request<BundleDetail>('POST', '/api/bundle/', { body: input }),
    'bundles.get': async (id) => withTemplateName(rest, await rest.request<BundleDetail>('GET', `/api/bundle/${id}`)),
    'bundles.organize': async (id, save) => withTemplateName(rest, await rest.request<BundleDetail>('PUT', `/api/bundle/${id}/organize`, { body: save })),
    'bundles.candidates': (id, request) => bundleCandidates(rest, id, request),
    'bundles.byPublication': (id) => rest.request<BundleRow[]>('GET', `/api/bundle/publication/${id}`),
    'bundles.byPeriodical': (id) => rest.request<BundleRow[]>('GET', `/api/bundle/periodical/${encodeURIComponent(id)}`),
    'bundles.getPlan': (id) => rest.request<BundlePlan>('GET', `/api/bundle/${id}/bundle_plan`),
    'bundles.savePlan': (id, save) => rest.request<BundlePlan>('PUT', `/api/bundle/${id}/bundle_plan`, { body: save }),
    'bundlePlans.get': (id) => rest.request<BundlePlanTemplateDetail>('GET', `/api/bundle_plan/${id}`),
    'bundlePlans.search': ({ page, size, periodicalIds }) =>
      rest.request<SearchResult<BundlePlanTemplateDetail>>('GET', '/api/bundle_plan', {
        query: { page, size, periodicalIds: periodicalIds?.length ? periodicalIds.join(',') : undefined },
      }),
    'bundlePlans.byPeriodical': (id) => rest.request<BundlePlanTemplateDetail[]>('GET', `/api/bundle_plan/periodical/${encodeURIComponent(id)}`),
    // Spec 2 §7 "create or duplicate, enable true": said, not left to the back-office's default (the new-bundle
    // dialog offers only enabled templates).
    'bundlePlans.create': (input) => rest.request<BundlePlanTemplateDetail>('POST', '/api/bundle_plan', { body: { ...input, enable: true } }),
    'bundlePlans.update': (id, update) => rest.request<BundlePlanTemplateDetail>('PUT', `/api/bundle_plan/${id}`, { body: update }),
    'bundlePlans.delete': (id) => rest.request<void>('DELETE', `/api/bundle_plan/${id}`),
  };
}
