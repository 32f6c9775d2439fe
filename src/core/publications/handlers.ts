import type { PlanNode, RubriqueHit } from '../../shared/domain/plan';
import {
  PUBLICATION_IMPORT_MAX_BYTES,
  type PublicationDetail,
  type PublicationImportResult,
  type PublicationProposal,
  type PublicationRow,
  type PublicationWorkflowAction,
} from '../../shared/domain/publication';
import type { SearchResult } from '../../shared/domain/search-result';
import type { Handlers } from '../bridge/dispatcher';
import type { CoreContext } from '../core-context';
import type { HttpMethod, RequestOptions } from '../http/rest-client';
import { publicationCandidates } from '../plans/candidates';
import { readUpload, toMultipart } from '../uploads';
import { runBulkWorkflow } from '../workflow/bulk-outcome';
import { createProcessWatch, type ProcessWatch } from './process-watch';
import { publicationReader, type ReceivedPublication } from './received-publication';

type PublicationHandlers = Pick<
  Handlers,
  | 'publications.search'
  | 'publications.byPeriodical'
  | 'publications.autocomplete'
  | 'publications.get'
  | 'publications.create'
  | 'publications.update'
  | 'publications.import'
  | 'publications.planCandidates'
  | 'publications.savePlan'
  | 'publications.characterVolume'
  | 'publications.workflow'
  | 'publications.workflowMany'
  | 'publications.close'
  | 'publications.cancelClosing'
  | 'publications.periodicalPlan'
  | 'publications.searchRubriques'
>;

/** The process a workflow action starts, which core then follows until it is done. */
const STARTS: Partial<Record<PublicationWorkflowAction, 'PLACARD' | 'PRINTER_PDF'>> = {
  GENERATE_PUBLICATION_PLACARD: 'PLACARD',
  GENERATE_PUBLICATION_PRINTER_PDF: 'PRINTER_PDF',
};

/**
 * Publications, plans and their workflow (spec 2 §7 "Publications and plans", "Workflows") through the
 * session's REST client. A placard or printer PDF asked for here is followed by the process watch, which
 * notifies when it is ready or failed.
 */
export function createPublicationHandlers(context: Pick<CoreContext, 'rest' | 'notifier' | 'logger' | 'emit' | 'processPollMs'>): PublicationHandlers & {
  processWatch: ProcessWatch;
} {
  const { rest } = context;
  const reader = publicationReader(rest);
  const detail = async (method: HttpMethod, path: string, options?: RequestOptions) =>
    reader.one<PublicationDetail>(await rest.request<ReceivedPublication<PublicationDetail>>(method, path, options));
  const processWatch = createProcessWatch({ ...context, ...(context.processPollMs === undefined ? {} : { pollMs: context.processPollMs }) });
  const watchStarted = (name: PublicationWorkflowAction, publication: PublicationDetail) => {
    const kind = STARTS[name];
    if (kind) processWatch.watch(publication, kind);
    return publication;
  };

  return {
    processWatch,
    'publications.search': async (request) =>
      reader.page<PublicationRow>(await rest.request<SearchResult<ReceivedPublication<PublicationRow>>>('POST', '/api/publication/search', { body: request })),
    'publications.byPeriodical': async (periodicalId) => {
      // Spec 2 §7 shows no answer: a list, or a page of one.
      const answer = await rest.request<ReceivedPublication<PublicationRow>[] | SearchResult<ReceivedPublication<PublicationRow>>>(
        'GET',
        `/api/publication/periodical/${encodeURIComponent(periodicalId)}`,
      );
      return reader.list<PublicationRow>(Array.isArray(answer) ? answer : answer.result);
    },
    // Spec 2 §7 (spec 2 §9: autocompletes read page 0, 20).
    'publications.autocomplete': ({ query, periodicalIdFilter, page, size }) =>
      rest.request<PublicationProposal[]>('POST', '/api/search/autocomplete/publication', { body: { page: page ?? 0, size: size ?? 20, query, periodicalIdFilter: periodicalIdFilter ?? [] }, cache: true }),
    'publications.get': (id) => detail('GET', `/api/publication/${id}`),
    'publications.create': (input) => detail('POST', '/api/publication', { body: input }),
    'publications.update': (id, update) => detail('PUT', `/api/publication/${id}`, { body: update }),
    'publications.import': async (source) => {
      const upload = await readUpload(source, 'xml', { maxBytes: PUBLICATION_IMPORT_MAX_BYTES });
      return rest.request<PublicationImportResult>('POST', '/api/publication/import', { body: toMultipart(upload) });
    },
    'publications.planCandidates': (id, request) => publicationCandidates(rest, id, request),
    'publications.savePlan': (id, save) => detail('PUT', `/api/publication/${id}/organize`, { body: save }),
    'publications.characterVolume': (ids) => rest.request<number>('POST', '/api/article/character-volume', { body: ids }),
    'publications.workflow': async (name, id) => {
      // Spec 2 §7 shows no answer: the publication is read again as the server then holds it, the process the
      // watch follows read as its every later read will be.
      await rest.request<unknown>('POST', '/api/workflow/publication', { body: { name, id } });
      return watchStarted(name, await detail('GET', `/api/publication/${id}`));
    },
    'publications.workflowMany': async (name, ids) => {
      const outcome = await runBulkWorkflow(rest, '/api/workflow/publications', name, ids);
      const kind = STARTS[name];
      if (kind) {
        // The bulk answer names the ids at most: read each started publication once to follow its process (all of
        // them when it does not say which started; the watch keeps only a process in progress).
        const started = outcome.kind === 'rows' ? outcome.succeeded : ids;
        for (const id of started) processWatch.watch(await detail('GET', `/api/publication/${id}`), kind);
      }
      return outcome;
    },
    'publications.close': (id, date) => detail('POST', '/api/publication/schedule', { body: date === null ? { id } : { id, date } }),
    'publications.cancelClosing': (id) => detail('DELETE', `/api/publication/schedule/${id}`),
    'publications.periodicalPlan': (periodicalId) => rest.request<PlanNode[]>('GET', `/api/publication_plan/periodical/${encodeURIComponent(periodicalId)}`),
    'publications.searchRubriques': (search) => rest.request<SearchResult<RubriqueHit>>('POST', '/api/publication_plan/search', { body: search }),
  };
}
