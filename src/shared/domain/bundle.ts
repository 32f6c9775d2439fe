import type { PlanNode } from './plan';
import type { ArticleStatus, Attachment, BundleType, ProcessStatus } from './publication';

/**
 * Bundles (lots) and bundle plan templates (spec 2 §2.7, §3 "Bundle creation payload", "Bundle plan
 * template", §7 Bundles and Bundle plans). A bundle is an article of kind BUNDLE with a plan of its own
 * (depth 5, articles only), made from a bundle plan template's version.
 */

/** POST /api/bundle/ (spec 2 §3 Bundle creation payload). The bundle plan version sets the type (§4). */
export interface BundleInput {
  title: string;
  bundlePlanVersionId: number;
  /** The rubrique (periodical plan node); required when the periodical has some (§5). */
  planNodeId: string | null;
  periodicalId: string;
  publicationId: number | null;
  type: BundleType;
  /** Page counts (the dialog's tags). */
  tags: string[];
}

/**
 * GET /api/bundle/{id}: the bundle with the fields of an article (spec 2 §3 "Article or bundle") that its
 * pages show, and its plan. The optional fields are the reference server's extensions, absent from spec 2 §3's
 * article: its template, the plan's version and last save, the lock. The screens do without them.
 */
export interface BundleDetail {
  id: number;
  /** May contain markup. */
  title: string;
  type: BundleType;
  nature: 'COMPLEXE';
  isBundle: true;
  periodicalId: string;
  publicationId: number | null;
  /** The publication's name periodicalId_year_number. */
  publication: string | null;
  planNodeId: string | null;
  planNode: { id: string; name: string } | null;
  status: ArticleStatus;
  /** PUBLISHING, or PUBLISHED for all but an administrator (spec 2 §4): the plan cannot change. */
  locked?: boolean;
  attached: Attachment;
  creationDate: string;
  creationUser: string | null;
  modificationDate: string;
  modificationUser: string | null;
  publicationOnlineDate: string | null;
  nextPublicationOnlineDate: string | null;
  nextPublicationOnlineUsername: string | null;
  lastRequestPlacardProcessStatus: ProcessStatus | null;
  lastAvailablePlacardProcessStatus: ProcessStatus | null;
  /** The articles of its plan, in all. */
  charVolume: number;
  tags?: string[];
  bundlePlanVersionId?: number | null;
  bundlePlanId?: number | null;
  /** The template's name. */
  bundlePlanName?: string | null;
  /** The XML body's version (the editor). */
  version?: number;
  /** Sent back by organise and the plan save (stale: 409); without it the last write wins. */
  planVersion?: number;
  planModificationDate?: string;
  planModificationUser?: string | null;
  plan: PlanNode[];
}

/** A row of GET /api/bundle/publication/{id} and /api/bundle/periodical/{id} (pickers, organise tables). */
export type BundleRow = Omit<BundleDetail, 'plan'>;

/** PUT /api/bundle/{id}/organize and PUT /api/bundle/{id}/bundle_plan. */
export interface BundlePlanSave {
  /** Absent when the answer read had none (a reference server extension, not in spec 2 §3): last write wins. */
  planVersion?: number;
  plan: PlanNode[];
}

/** GET /api/bundle/{id}/bundle_plan (spec 2 §3 Bundle plan template): the bundle's own plan. */
export interface BundlePlan {
  /** Optional: the reference server's extensions, absent from spec 2 §3. */
  bundleId?: number;
  bundlePlanVersionId: number | null;
  planVersion?: number;
  plan: PlanNode[];
}

/** The bundle organise page's left table: articles of the bundle's periodical that may join its plan. */
export interface BundleCandidateSearchRequest {
  query?: string;
  page?: number;
  /** Spec 2 §9: organise searches 50 by default. */
  size?: number;
  /** true by default: articles created in this bundle (their bundleId). */
  attachedOnly?: boolean;
}

/** Spec 2 §3 Bundle plan template, with what the admin list shows. */
export interface BundlePlanTemplateDetail {
  /** bundlePlanId. */
  id: number;
  /** Its latest version: sent back by an update (a stale one is a 409). */
  bundlePlanVersionId: number;
  name: string;
  type: BundleType;
  periodicalId: string;
  enable: boolean;
  plan: PlanNode[];
  /** Optional: the reference server's extensions, absent from spec 2 §3's template. */
  modificationDate?: string;
  /** Bundles made from one of its versions (a used template cannot be deleted, only disabled). */
  bundleCount?: number;
}

/** GET /api/bundle_plan?page=&size=&periodicalIds= (spec 2 §9: bundle plan list size 10). */
export interface BundlePlanSearchRequest {
  page?: number;
  size?: number;
  periodicalIds?: string[];
}
export const BUNDLE_PLAN_PAGE_SIZE = 10;

/**
 * POST /api/bundle_plan: a new template (enable true), or with `sourceId` a duplicate of that one (its
 * plan copied; the given name and type).
 */
export interface BundlePlanInput {
  name: string;
  type: BundleType;
  periodicalId: string;
  plan: PlanNode[];
  sourceId?: number | null;
}

/** PUT /api/bundle_plan/{id}: a changed plan makes a new version; bundles keep the version they were made from. */
export interface BundlePlanUpdate {
  bundlePlanVersionId: number;
  name: string;
  type: BundleType;
  enable: boolean;
  plan: PlanNode[];
}
