import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { PublicationDetail, PublicationRow, PublicationWorkflowAction } from '@shared/domain/publication';
import { publicationLanding } from '../../../app/landing';
import { useBridge } from '../../../bridge/BridgeContext';
import { formatDateTime } from '../../../i18n/dates';
import { useRoles } from '../../auth/useAuth';
import { useNotify } from '../../notifications/useNotify';
import { useRefreshPublications } from '../shared/publication-query';
import { workflowErrorMessage } from './workflow-errors';

export interface PublicationWorkflow {
  /** One workflow action; told in a notification either way. Answers whether it succeeded. */
  run(action: PublicationWorkflowAction): Promise<boolean>;
  /** Closing now (null) or at a Paris date-time; then to the publication list (spec 2 §4), or a page the account may open. */
  close(date: string | null): Promise<boolean>;
  cancelClosing(): Promise<boolean>;
}

/**
 * The calls of the actions menu (spec 2 §7 Workflows, schedule): each success refreshes the publication
 * queries with the publication the server answered and says so; a failure says why (spec 2 §8).
 */
export function usePublicationWorkflow(publication: Pick<PublicationRow, 'id' | 'name'>): PublicationWorkflow {
  const bridge = useBridge();
  const notify = useNotify();
  const refresh = useRefreshPublications();
  const navigate = useNavigate();
  const roles = useRoles();
  const { t } = useTranslation();
  const { id, name } = publication;

  return useMemo(() => {
    const attempt = async (call: () => Promise<PublicationDetail>, success: (fresh: PublicationDetail) => string): Promise<boolean> => {
      try {
        const fresh = await call();
        notify.success(success(fresh));
        await refresh(id, fresh);
        return true;
      } catch (error) {
        notify.error(workflowErrorMessage(error, t));
        // The state may have moved meanwhile (the reason says so): show the publication as it is now.
        await refresh(id);
        return false;
      }
    };
    return {
      run: (action) => attempt(() => bridge.invoke('publications.workflow', action, id), () => t(`publications.workflow.done.${action}`)),
      close: async (date) => {
        const done = await attempt(
          () => bridge.invoke('publications.close', id, date),
          (fresh) =>
            fresh.scheduledDate === null
              ? t('publications.workflow.closeSuccess', { name })
              : t('publications.workflow.closeScheduled', { name, date: formatDateTime(fresh.scheduledDate) }),
        );
        if (done) void navigate(publicationLanding(roles, { name }).to);
        return done;
      },
      cancelClosing: () => attempt(() => bridge.invoke('publications.cancelClosing', id), () => t('publications.workflow.closingCancelled', { name })),
    };
  }, [bridge, notify, refresh, navigate, roles, t, id, name]);
}
