import { z } from 'zod';
import {
  BUNDLE_PLAN_PAGE_SIZE,
  type BundleCandidateSearchRequest,
  type BundleDetail,
  type BundleInput,
  type BundlePlan,
  type BundlePlanInput,
  type BundlePlanSearchRequest,
  type BundlePlanTemplateDetail,
  type BundlePlanUpdate,
  type BundleRow,
} from '../domain/bundle';
import { BUNDLE_TYPES, type PlanCandidate } from '../domain/publication';
import type { SearchResult } from '../domain/search-result';
import { PLAN_MAX_NODES, planNode } from '../rules/plan-input';
import { readVersion } from '../rules/read-version';
import { TEXT_MAX_LENGTH } from '../rules/rich-text';
import { entityId } from '../schemas';
import { method } from './define';

const periodicalId = z.string().trim().min(1).max(20);
const planNodeId = z.string().trim().min(1).max(64);
const plan = z.array(planNode).max(PLAN_MAX_NODES);
const bundleType = z.enum(BUNDLE_TYPES);

const bundleInput = z.object({
  title: z.string().trim().min(1).max(TEXT_MAX_LENGTH),
  bundlePlanVersionId: entityId,
  planNodeId: planNodeId.nullable(),
  periodicalId,
  publicationId: entityId.nullable(),
  type: bundleType,
  /** Page counts, as the article dialog's tags. */
  tags: z.array(z.string().trim().min(1).max(40)).max(20),
});

const planSave = z.object({ planVersion: readVersion, plan });

const candidateSearch = z.object({
  query: z.string().max(400).optional(),
  page: z.number().int().nonnegative().optional(),
  size: z.number().int().min(1).max(100).optional(),
  attachedOnly: z.boolean().optional(),
});

const planSearch = z.object({
  page: z.number().int().nonnegative().optional(),
  size: z.number().int().min(1).max(100).optional(),
  periodicalIds: z.array(periodicalId).max(20).optional(),
});

const templateName = z.string().trim().min(1).max(TEXT_MAX_LENGTH);
const planInput = z.object({ name: templateName, type: bundleType, periodicalId, plan, sourceId: entityId.nullish() });
const planUpdate = z.object({ bundlePlanVersionId: entityId, name: templateName, type: bundleType, enable: z.boolean(), plan });

/** Bundles (spec 2 §2.7, §7 Bundles) and bundle plan templates (§2.9, §7 Bundle plans; list size 10). */
export const bundleMethods = {
  /** POST /api/bundle/: the bundle, its plan made from the template version. */
  'bundles.create': method<BundleDetail>()(z.tuple([bundleInput])),
  'bundles.get': method<BundleDetail>()(z.tuple([entityId])),
  /** PUT /api/bundle/{id}/organize: articles placed (depth 5, drop rules checked again; stale planVersion 409). */
  'bundles.organize': method<BundleDetail>()(z.tuple([entityId, planSave])),
  /** The organise page's left table: articles of the bundle's periodical. */
  'bundles.candidates': method<SearchResult<PlanCandidate>>()(z.tuple([entityId, candidateSearch])),
  'bundles.byPublication': method<BundleRow[]>()(z.tuple([entityId])),
  'bundles.byPeriodical': method<BundleRow[]>()(z.tuple([periodicalId])),
  /** GET /api/bundle/{id}/bundle_plan. */
  'bundles.getPlan': method<BundlePlan>()(z.tuple([entityId])),
  /** PUT /api/bundle/{id}/bundle_plan: the structure edited (custom bundle edit, admin); articles stay in their containers. */
  'bundles.savePlan': method<BundlePlan>()(z.tuple([entityId, planSave])),
  'bundlePlans.get': method<BundlePlanTemplateDetail>()(z.tuple([entityId])),
  'bundlePlans.search': method<SearchResult<BundlePlanTemplateDetail>>()(z.tuple([planSearch])),
  /** The enabled templates of a periodical (the dialog's bundle plan version). */
  'bundlePlans.byPeriodical': method<BundlePlanTemplateDetail[]>()(z.tuple([periodicalId])),
  /** Create, or duplicate `sourceId`; enabled. */
  'bundlePlans.create': method<BundlePlanTemplateDetail>()(z.tuple([planInput])),
  'bundlePlans.update': method<BundlePlanTemplateDetail>()(z.tuple([entityId, planUpdate])),
  /** 409 while bundles use it (disable it instead). */
  'bundlePlans.delete': method<void>()(z.tuple([entityId])),
} as const;

export { BUNDLE_PLAN_PAGE_SIZE };

// Compile-time checks: what the schemas yield is what the API documents.
const _yieldsInput = (value: z.output<typeof bundleInput>): BundleInput => value;
const _yieldsCandidates = (value: z.output<typeof candidateSearch>): BundleCandidateSearchRequest => value;
const _yieldsSearch = (value: z.output<typeof planSearch>): BundlePlanSearchRequest => value;
const _yieldsPlanInput = (value: z.output<typeof planInput>): BundlePlanInput => value;
const _yieldsPlanUpdate = (value: z.output<typeof planUpdate>): BundlePlanUpdate => value;
