import { parseRouteId } from '../../../components/route-id';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { Button, MessageBarActions, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { MessageBar } from '../../../components/MessageBar';
import { canManageAds } from '@shared/rules/media-rights';
import { paths } from '../../../app/paths';
import { Page } from '../../../components/Page';
import { PageHeader } from '../../../components/PageHeader';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useRoles } from '../../auth/useAuth';
import { AdBreadcrumb } from '../shared/AdBreadcrumb';
import { useAdQuery } from '../shared/ad-query';

import { AdEditor } from './AdEditor';

const useStyles = makeStyles({
  loading: { padding: `${tokens.spacingVerticalXXXL} 0` },
});

/**
 * Spec 1 §2 "Advertisement view, edit, create": /publicites/nouveau creates, /publicites/{id}/modifier edits.
 * Only for ADMIN and ADMIN_ADS: anyone else is sent to the list (create) or shown the ad (edit).
 */
export function AdEditPage() {
  const { id: idParam } = useParams();
  const allowed = canManageAds(useRoles());
  const creating = idParam === undefined;
  const id = parseRouteId(idParam);
  if (!allowed) return <Navigate to={creating || id === null ? paths.list('ad') : paths.view('ad', id)} replace />;
  if (creating) return <AdEditor key="new" ad={null} />;
  return <EditExistingAd id={id} />;
}

/** The form appears once the ad is read; a failed read says so, with "Réessayer". */
function EditExistingAd({ id }: { id: number | null }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const query = useAdQuery(id);
  useDocumentTitle(t('ads.edit.title'));
  if (id !== null && query.data) return <AdEditor key={id} ad={query.data} />;
  const failed = id === null || query.isError;
  return (
    <Page>
      <AdBreadcrumb ad={null} page="edit" />
      <PageHeader title={t('ads.edit.title')} />
      {failed ? (
        <MessageBar intent="error">
          <MessageBarBody>{id === null ? t('ads.view.notFound') : t('errors.global')}</MessageBarBody>
          {id !== null && (
            <MessageBarActions>
              <Button size="small" onClick={() => void query.refetch()}>
                {t('list.retry')}
              </Button>
            </MessageBarActions>
          )}
        </MessageBar>
      ) : (
        <Spinner className={styles.loading} label={t('ads.edit.loading')} />
      )}
    </Page>
  );
}
