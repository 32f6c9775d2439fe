import { z } from 'zod';
import type { PlanNode, RubriqueHit, RubriqueSearch } from '../domain/plan';
import {
  EDITION_TYPES,
  PLAN_CANDIDATE_KINDS,
  PUBLICATION_SORT_ATTRIBUTES,
  PUBLICATION_STATUSES,
  PUBLICATION_WORKFLOW_ACTIONS,
  type BulkWorkflowOutcome,
  type PlanCandidate,
  type PlanCandidateSearchRequest,
  type ProcessStatus,
  type PublicationDetail,
  type PublicationAutocompleteRequest,
  type PublicationImportResult,
  type PublicationInput,
  type PublicationProposal,
  type PublicationUpdate,
  type PublicationRow,
  type PublicationSearchRequest,
} from '../domain/publication';
import type { SearchResult } from '../domain/search-result';
import { PLAN_MAX_NODES, planNode } from '../rules/plan-input';
import { COVER_TEXT_MAX_LENGTH } from '../rules/publication-input';
import { readVersion } from '../rules/read-version';
import { TEXT_MAX_LENGTH } from '../rules/rich-text';
import { entityId, fileSource } from '../schemas';
import { event, method } from './define';

const periodicalId = z.string().trim().min(1).max(20);
const paging = {
  query: z.string().max(400).optional(),
  page: z.number().int().nonnegative().optional(),
  size: z.number().int().min(1).max(100).optional(),
};

const publicationAutocompleteRequest = z.object({
  ...paging,
  query: z.string().max(400),
  periodicalIdFilter: z.array(periodicalId).max(20).optional(),
}) satisfies z.ZodType<PublicationAutocompleteRequest>;

const periodicalIds = z.array(z.string().min(1).max(20)).max(20);
/** Spec 2 §3 Plan search payload. */
const rubriqueSearch = z.object({
  page: z.number().int().min(0).max(10_000),
  size: z.number().int().min(1).max(100),
  query: z.string().max(400),
  includePeriodical: periodicalIds,
  excludePeriodical: periodicalIds,
});

/** Body of POST /api/publication/search: the filters of spec 2 §2.1, which live in the list's URL. */
export const publicationSearchRequest = z.object({
  ...paging,
  sort: z.object({ attr: z.enum(PUBLICATION_SORT_ATTRIBUTES), order: z.enum(['ASC', 'DESC']) }).optional(),
  statusFilter: z.array(z.enum(PUBLICATION_STATUSES)).max(PUBLICATION_STATUSES.length).optional(),
  periodicalFilter: z.array(periodicalId).max(20).optional(),
  periodicalIdFilter: z.array(periodicalId).max(20).optional(),
  imageFilter: z.array(entityId).max(100).optional(),
  /** Ids ("12") or names (BJS_2024_12), as the URL holds them. */
  publicationFilter: z.array(z.string().max(80).regex(/^[A-Za-z0-9_-]+$/)).max(100).optional(),
  attachedFilterBis: z.boolean().optional(),
  editionTypeFilter: z.array(z.enum(EDITION_TYPES)).max(EDITION_TYPES.length).optional(),
  yearFilter: z.array(z.number().int().min(1000).max(9999)).max(50).optional(),
});

/** The organise page's left table (spec 2 §2.3): articles, bundles or ads, 50 a page, attachedOnly. */
export const planCandidateSearchRequest = z.object({
  kind: z.enum(PLAN_CANDIDATE_KINDS),
  ...paging,
  attachedOnly: z.boolean().optional(),
});

const day = z.string().max(10).regex(/^\d{4}-\d{2}-\d{2}$/, 'Date aaaa-mm-jj attendue.');
/**
 * What the new-publication dialog builds with its rules (publication-input.ts publicationFormSchema), bounded
 * field by field here; the server takes the number apart and checks the same rules again (spec 2 §5).
 */
const publicationInput = z.object({
  periodicalId,
  year: z.number().int().min(1000).max(9999),
  number: z.string().min(1).max(80),
  editionType: z.enum(EDITION_TYPES),
  startDate: day,
  endDate: day.nullable(),
  title: z.string().max(TEXT_MAX_LENGTH).nullable(),
  articleId: entityId.nullable(),
  imageId: entityId.nullable(),
  text: z.string().max(COVER_TEXT_MAX_LENGTH).nullable(),
});
/** Editing: the same and the version read, if any (a stale one is a 409). The periodical is fixed by the server. */
const publicationUpdate = publicationInput.extend({ version: readVersion });

export const workflowAction = z.enum(PUBLICATION_WORKFLOW_ACTIONS);

/** Closing at a Paris date-time to come (yyyy-MM-ddTHH:mm, spec 2 §7 "ISO without offset"); null closes now. */
const closingDate = z
  .string()
  .max(16)
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Date de clôture : aaaa-mm-jjThh:mm attendu.')
  .nullable();

/** The two processes a publication runs (spec 2 §3): its placard and its printer PDF. */
export const PUBLICATION_PROCESS_KINDS = ['PLACARD', 'PRINTER_PDF'] as const;
export type PublicationProcessKind = (typeof PUBLICATION_PROCESS_KINDS)[number];

/**
 * A placard or printer PDF that finished, failed or was dropped after the user asked for it (core watches
 * it). `native`: the system showed a notification already (Electron); otherwise the page shows a toast.
 */
export interface PublicationProcessNotice {
  publicationId: number;
  publicationName: string;
  kind: PublicationProcessKind;
  status: ProcessStatus;
  title: string;
  body: string;
  native: boolean;
}

/** Publications, their plans and the print workflow (spec 2 §2.2, §2.3, §4 Publication, §7 Publications and plans, Workflows). */
export const publicationMethods = {
  'publications.search': method<SearchResult<PublicationRow>>()(z.tuple([publicationSearchRequest])),
  /** Every publication of a periodical (spec 2 §7 GET /api/publication/periodical/{id}), most recent first. */
  'publications.byPeriodical': method<PublicationRow[]>()(z.tuple([periodicalId])),
  /** Publications proposed for what is typed (spec 2 §7 POST /api/search/autocomplete/publication; GDA in the layout tool). */
  'publications.autocomplete': method<PublicationProposal[]>()(z.tuple([publicationAutocompleteRequest])),
  'publications.get': method<PublicationDetail>()(z.tuple([entityId])),
  /** What the dialog built (spec 2 §5); answers the publication created. 409: the name exists; 412: the server's reason. */
  'publications.create': method<PublicationDetail>()(z.tuple([publicationInput])),
  'publications.update': method<PublicationDetail>()(z.tuple([entityId, publicationUpdate])),
  /** One .xml file (spec 2 §5), checked before it is read, sent multipart; answers the result card. */
  'publications.import': method<PublicationImportResult>()(z.tuple([fileSource])),
  'publications.planCandidates': method<SearchResult<PlanCandidate>>()(z.tuple([entityId, planCandidateSearchRequest])),
  /** The plan with the planVersion read, if any (a stale one is a 409); the server checks the drop rules again. */
  'publications.savePlan': method<PublicationDetail>()(z.tuple([entityId, z.object({ planVersion: readVersion, plan: z.array(planNode).max(PLAN_MAX_NODES) })])),
  /** Total character volume of these articles and bundles (POST /api/article/character-volume). */
  'publications.characterVolume': method<number>()(z.tuple([z.array(entityId).max(20_000)])),
  /** One workflow action (spec 2 §4); a refusal is an HTTP error whose message is its WORKFLOW_ key. */
  'publications.workflow': method<PublicationDetail>()(z.tuple([workflowAction, entityId])),
  /** The same on several publications: each id's fate, or a partial success (202) that does not say which. */
  'publications.workflowMany': method<BulkWorkflowOutcome>()(z.tuple([workflowAction, z.array(entityId).min(1).max(100)])),
  /** Close now (null) or at a Paris date-time to come. */
  'publications.close': method<PublicationDetail>()(z.tuple([entityId, closingDate])),
  'publications.cancelClosing': method<PublicationDetail>()(z.tuple([entityId])),
  /** A periodical's plan (its rubriques): the containers an editor may add to a publication's plan. */
  'publications.periodicalPlan': method<PlanNode[]>()(z.tuple([periodicalId])),
  /** POST /api/publication_plan/search: rubriques by name (spec 2 §3 Plan search payload; autocompletes: page 0, 20). */
  'publications.searchRubriques': method<SearchResult<RubriqueHit>>()(z.tuple([rubriqueSearch])),
} as const;

export const publicationEvents = {
  'publications.processNotice': event<PublicationProcessNotice>(),
} as const;

// Compile-time checks: what the schemas yield is what the API documents.
const _yieldsSearch = (value: z.output<typeof publicationSearchRequest>): PublicationSearchRequest => value;
const _yieldsInput = (value: z.output<typeof publicationInput>): PublicationInput => value;
const _yieldsUpdate = (value: z.output<typeof publicationUpdate>): PublicationUpdate => value;
const _yieldsCandidates = (value: z.output<typeof planCandidateSearchRequest>): PlanCandidateSearchRequest => value;
const _yieldsRubriqueSearch = (value: z.output<typeof rubriqueSearch>): RubriqueSearch => value;
