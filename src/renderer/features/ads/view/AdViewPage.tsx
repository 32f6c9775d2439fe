import { parseRouteId } from '../../../components/route-id';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { Button, MessageBarActions, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { MessageBar } from '../../../components/MessageBar';
import type { Advertisement } from '@shared/domain/advertisement';
import { BridgeError } from '@shared/errors';
import { paths } from '../../../app/paths';
import { Page } from '../../../components/Page';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { AdBreadcrumb } from '../shared/AdBreadcrumb';
import { AdSidePanel } from '../shared/AdSidePanel';
import { MediaPageTitle } from '../../../components/media/MediaPageTitle';
import { AdVisual } from '../shared/AdVisual';
import { useAdQuery } from '../shared/ad-query';

import { useAdActions, type AdChange } from '../shared/useAdActions';
import { AdDetails } from './AdDetails';
import { AdViewActions } from './AdViewActions';
import { RecordLayout } from '../../../components/RecordLayout';

export const useAdPageStyles = makeStyles({
  main: {
    display: 'grid',
    gridTemplateColumns: 'minmax(240px, 380px) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
    '@media (max-width: 760px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  status: { display: 'flex', justifyContent: 'center', padding: tokens.spacingVerticalXXXL },
});

function AdView({ ad }: { ad: Advertisement }) {
  const styles = useAdPageStyles();
  const navigate = useNavigate();
  // Deleted from here: back to the list.
  const { commands, dialog } = useAdActions(
    useCallback(
      (change: AdChange) => {
        if (change === 'delete') void navigate(paths.list('ad'));
      },
      [navigate],
    ),
  );
  return (
    <>
      <MediaPageTitle title={ad.name} name={ad.name} actions={<AdViewActions ad={ad} commands={commands} />} />
      <RecordLayout side={<AdSidePanel ad={ad} />}>
        <div className={styles.main}>
          <AdVisual ad={ad} />
          <AdDetails ad={ad} />
        </div>
      </RecordLayout>
      {dialog}
    </>
  );
}

/**
 * The ad view, /publicites/{id} (spec 1 §2): a loading indicator, the global error alert (or "not found")
 * when it failed, the ad once loaded: its visual (zoom), its details, the file and where it appears.
 */
export function AdViewPage() {
  const { t } = useTranslation();
  const styles = useAdPageStyles();
  const id = parseRouteId(useParams().id);
  const query = useAdQuery(id);
  const ad = query.data;
  useDocumentTitle(ad ? ad.name : t('pages.adView'));
  const missing = id === null || (query.error instanceof BridgeError && query.error.status === 404);
  return (
    <Page>
      <AdBreadcrumb ad={ad ?? null} page="view" />
      {ad && <AdView ad={ad} />}
      {!ad && !missing && !query.isError && (
        <div className={styles.status}>
          <Spinner label={t('ads.view.loading')} />
        </div>
      )}
      {!ad && (missing || query.isError) && (
        <MessageBar intent="error">
          <MessageBarBody>{missing ? t('ads.view.notFound') : t('errors.global')}</MessageBarBody>
          {!missing && (
            <MessageBarActions>
              <Button onClick={() => void query.refetch()}>{t('list.retry')}</Button>
            </MessageBarActions>
          )}
        </MessageBar>
      )}
    </Page>
  );
}
