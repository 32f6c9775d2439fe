import type { SearchResult } from '../../shared/domain/search-result';
import type { Handlers } from '../bridge/dispatcher';
import type { CoreContext } from '../core-context';
import { bundleCandidates } from '../plans/candidates';
import {
  readBundle,
  readBundlePlan,
  readBundleRows,
  readTemplate,
  withTemplateName,
  type ReceivedBundle,
  type ReceivedBundlePlan,
  type ReceivedBundleRow,
  type ReceivedTemplate,
} from './received-bundle';

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

/**
 * Bundles and bundle plan templates (spec 2 §7 Bundles, Bundle plans) through the session's REST client, each
 * answer read by its reader (received-bundle.ts).
 */
export function createBundleHandlers({ rest }: Pick<CoreContext, 'rest'>): BundleHandlers {
  const bundle = async (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => readBundle(await rest.request<ReceivedBundle>(method, path, { body }));
  const rows = async (path: string) => readBundleRows(await rest.request<ReceivedBundleRow[]>('GET', path));
  const plan = async (method: 'GET' | 'PUT', path: string, body?: unknown) => readBundlePlan(await rest.request<ReceivedBundlePlan>(method, path, { body }));
  const template = async (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => readTemplate(await rest.request<ReceivedTemplate>(method, path, { body }));
  return {
    'bundles.create': (input) => bundle('POST', '/api/bundle/', input),
    'bundles.get': async (id) => withTemplateName(rest, await bundle('GET', `/api/bundle/${id}`)),
    'bundles.organize': async (id, save) => withTemplateName(rest, await bundle('PUT', `/api/bundle/${id}/organize`, save)),
    'bundles.candidates': (id, request) => bundleCandidates(rest, id, request),
    'bundles.byPublication': (id) => rows(`/api/bundle/publication/${id}`),
    'bundles.byPeriodical': (id) => rows(`/api/bundle/periodical/${encodeURIComponent(id)}`),
    'bundles.getPlan': (id) => plan('GET', `/api/bundle/${id}/bundle_plan`),
    'bundles.savePlan': (id, save) => plan('PUT', `/api/bundle/${id}/bundle_plan`, save),
    'bundlePlans.get': (id) => template('GET', `/api/bundle_plan/${id}`),
    'bundlePlans.search': async ({ page, size, periodicalIds }) => {
      const answer = await rest.request<SearchResult<ReceivedTemplate>>('GET', '/api/bundle_plan', {
        query: { page, size, periodicalIds: periodicalIds?.length ? periodicalIds.join(',') : undefined },
      });
      return { ...answer, result: answer.result.map(readTemplate) };
    },
    'bundlePlans.byPeriodical': async (id) => (await rest.request<ReceivedTemplate[]>('GET', `/api/bundle_plan/periodical/${encodeURIComponent(id)}`)).map(readTemplate),
    // Spec 2 §7 "create or duplicate, enable true": said, not left to the back-office's default (the new-bundle
    // dialog offers only enabled templates).
    'bundlePlans.create': (input) => template('POST', '/api/bundle_plan', { ...input, enable: true }),
    'bundlePlans.update': (id, update) => template('PUT', `/api/bundle_plan/${id}`, update),
    'bundlePlans.delete': (id) => rest.request<void>('DELETE', `/api/bundle_plan/${id}`),
  };
}
