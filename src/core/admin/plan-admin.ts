import type { PlanNode } from '../../shared/domain/plan';
import type { AdministeredPublicationPlan } from '../../shared/domain/plan-admin';
import type { PublicationDetail } from '../../shared/domain/publication';
import type { Handlers } from '../bridge/dispatcher';
import type { CoreContext } from '../core-context';
import { publicationReader, type ReceivedPublication } from '../publications/received-publication';

type PlanAdminHandlers = Pick<Handlers, 'planAdmin.savePeriodicalPlan' | 'planAdmin.getPublicationPlan' | 'planAdmin.savePublicationPlan'>;

/** Core's side of plan administration (spec 2 §2.9, §7), through the session's REST client; the server checks the role. */
export function createPlanAdminHandlers({ rest }: { rest: CoreContext['rest']; startDownloads: Handlers['downloads.start'] }): PlanAdminHandlers {
  const reader = publicationReader(rest);
  return {
    'planAdmin.savePeriodicalPlan': (periodicalId, plan) =>
      rest.request<PlanNode[]>('PUT', `/api/publication_plan/periodical/${encodeURIComponent(periodicalId)}`, { body: plan }),
    'planAdmin.getPublicationPlan': async (id) => {
      const read = await rest.request<AdministeredPublicationPlan>('GET', `/api/publication_plan/publication/${id}`);
      // Spec 2 §3 Publication plan: a null plan is an empty list.
      return { ...read, plan: read.plan ?? [] };
    },
    'planAdmin.savePublicationPlan': async (id, save) =>
      reader.one<PublicationDetail>(await rest.request<ReceivedPublication<PublicationDetail>>('PUT', `/api/publication_plan/publication/${id}`, { body: save })),
  };
}
