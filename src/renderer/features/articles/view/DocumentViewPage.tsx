import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { Button, MessageBarActions, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { MessageBar } from '../../../components/MessageBar';
import { ArrowMaximizeRegular, ArrowMinimizeRegular } from '@fluentui/react-icons';
import type { Article } from '@shared/domain/article';
import { FULLSCREEN_MODE } from '@shared/rules/deep-link';
import { paths } from '../../../app/paths';
import { Page } from '../../../components/Page';
import { PageHeader } from '../../../components/PageHeader';
import { RecordLayout } from '../../../components/RecordLayout';
import { parseRouteId } from '../../../components/route-id';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { DocumentBreadcrumb, documentName } from './DocumentBreadcrumb';
import { documentFailure, useDocumentQuery } from './document-query';
import { DocumentSidePanel } from './DocumentSidePanel';
import { PreviewFrame } from './PreviewFrame';
import { HistoryButton } from '../../history/HistoryButton';

const useStyles = makeStyles({
  main: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, minWidth: 0 },
  status: { display: 'flex', justifyContent: 'center', padding: tokens.spacingVerticalXXXL },
  fullscreen: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalS },
  exit: { alignSelf: 'flex-end' },
});

export interface DocumentViewPageProps {
  kind: 'article' | 'bundle';
  /** Header actions beside the fullscreen switch (the bundle's "Organiser"). */
  actions?(article: Article): ReactNode;
  /** Under the preview (the bundle's plan). */
  children?(article: Article): ReactNode;
}

/**
 * The view of an article (/articles/{id}, spec 2 §2.5) or a bundle (/lots/{id}, §2.7): breadcrumb, the
 * preview frame, and the side panel with status, actions and information; `?mode=fullscreen` the preview
 * alone. A bundle asked for as an article (or the reverse) goes to its own page.
 */
export function DocumentViewPage({ kind, actions, children }: DocumentViewPageProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const id = parseRouteId(useParams().id);
  const [search, setSearch] = useSearchParams();
  const fullscreen = search.get('mode') === FULLSCREEN_MODE;
  const query = useDocumentQuery(id);
  const article = query.data;
  const failure = documentFailure(id, article ? null : query.error);
  useDocumentTitle(article ? documentName(article) : t(`articles.view.pageTitle.${kind}`));
  const setFullscreen = (on: boolean) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (on) next.set('mode', FULLSCREEN_MODE);
      else next.delete('mode');
      return next;
    });

  if (article && article.isBundle !== (kind === 'bundle')) {
    return <Navigate replace to={`${article.isBundle ? paths.bundle(article.id) : paths.view('article', article.id)}${fullscreen ? `?mode=${FULLSCREEN_MODE}` : ''}`} />;
  }
  if (article && fullscreen) {
    return (
      <div className={styles.fullscreen}>
        <Button className={styles.exit} size="small" appearance="subtle" icon={<ArrowMinimizeRegular />} onClick={() => setFullscreen(false)}>
          {t('articles.view.exitFullscreen')}
        </Button>
        <PreviewFrame id={article.id} title={documentName(article)} fullscreen />
      </div>
    );
  }
  return (
    <Page>
      {article && <DocumentBreadcrumb article={article} />}
      {article && (
        <>
          <PageHeader
            title={documentName(article)}
            actions={
              <>
                {actions?.(article)}
                <HistoryButton documentId={article.id} name={documentName(article)} periodicalId={article.periodicalId} isBundle={article.isBundle} />
                <Button icon={<ArrowMaximizeRegular />} onClick={() => setFullscreen(true)}>
                  {t('articles.view.fullscreen')}
                </Button>
              </>
            }
          />
          <RecordLayout side={<DocumentSidePanel article={article} />}>
            <div className={styles.main}>
              <PreviewFrame id={article.id} title={documentName(article)} />
              {children?.(article)}
            </div>
          </RecordLayout>
        </>
      )}
      {!article && failure === null && (
        <div className={styles.status}>
          <Spinner label={t(`articles.view.loading.${kind}`)} />
        </div>
      )}
      {!article && failure !== null && (
        <MessageBar intent="error">
          <MessageBarBody>{t(`articles.view.failure.${failure}.${kind}`, { id: id ?? '' })}</MessageBarBody>
          {failure === 'failed' && (
            <MessageBarActions>
              <Button onClick={() => void query.refetch()}>{t('list.retry')}</Button>
            </MessageBarActions>
          )}
        </MessageBar>
      )}
    </Page>
  );
}
