import type { PublicationPlan } from './plan';

/**
 * Plan administration (spec 2 §2.9): GET /api/publication_plan/publication/{id} answers the publication
 * plan with the version a save sends back (a stale one is a 409).
 */
export interface AdministeredPublicationPlan extends PublicationPlan {
  /** Optional: a reference server extension absent from spec 2 §3. */
  planVersion?: number;
}
