import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Button, MessageBarActions, MessageBarBody, Spinner, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { MessageBar } from '../../../components/MessageBar';
import { AUTHOR_IMAGE_ROLES, type Author } from '@shared/domain/author';
import { Page } from '../../../components/Page';
import { PageHeader } from '../../../components/PageHeader';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useHasRole } from '../../auth/useAuth';
import { AuthorGallery } from '../gallery/AuthorGallery';
import { AuthorBreadcrumb } from '../shared/AuthorBreadcrumb';
import { AuthorSidePanel } from '../shared/AuthorSidePanel';
import { authorHeading } from '../shared/author-display';
import { authorLoadStatus, parseAuthorId, useAuthorQuery } from '../shared/author-query';
import { AuthorContacts } from './AuthorContacts';
import { AuthorFunctions, AuthorImagePanel, AuthorProfiles } from './AuthorDetails';
import { AuthorViewActions } from './AuthorViewActions';
import { RecordLayout } from '../../../components/RecordLayout';

const useStyles = makeStyles({
  main: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXL,
    minWidth: 0,
  },
  top: {
    display: 'grid',
    gridTemplateColumns: '280px minmax(0, 1fr)',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
    '@media (max-width: 760px)': {
      gridTemplateColumns: 'minmax(0, 1fr)',
    },
  },
  details: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    minWidth: 0,
  },
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  heading: {
    margin: 0,
  },
  status: {
    display: 'flex',
    justifyContent: 'center',
    padding: tokens.spacingVerticalXXXL,
  },
});

function AuthorView({ author }: { author: Author }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const canEditImages = useHasRole(AUTHOR_IMAGE_ROLES);
  const [showDisabled, setShowDisabled] = useState(false);
  const heading = authorHeading(author, t);
  return (
    <>
      <PageHeader title={heading} actions={<AuthorViewActions author={author} />} />
      <RecordLayout side={<AuthorSidePanel author={author} />}>
        <div className={styles.main}>
          <div className={styles.top}>
            <AuthorImagePanel author={author} />
            <div className={styles.details}>
              <AuthorFunctions functions={author.functions} />
              <AuthorProfiles profiles={author.profiles} />
            </div>
          </div>
          <section className={styles.section}>
            <Subtitle1 as="h2" className={styles.heading}>
              {t('authors.view.sections.contacts')}
            </Subtitle1>
            <AuthorContacts author={author} />
          </section>
          <section className={styles.section}>
            <Subtitle1 as="h2" className={styles.heading}>
              {t('authors.view.sections.gallery')}
            </Subtitle1>
            <AuthorGallery author={author} editable={canEditImages} showDisabled={showDisabled} onShowDisabledChange={setShowDisabled} />
          </section>
        </div>
      </RecordLayout>
    </>
  );
}

/**
 * The author view, /auteurs/{id} (spec 1 §2): a loading indicator, the global error alert when loading
 * failed (status ERROR, with "Réessayer"), the author once LOADED. Its gallery is read-only (zoom,
 * download) for everyone and editable for AUTHOR_IMAGE_ROLES; enabled images only unless the switch says.
 */
export function AuthorViewPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const id = parseAuthorId(useParams().id);
  const query = useAuthorQuery(id);
  const status = authorLoadStatus(id, query);
  const author = query.data;
  useDocumentTitle(author ? authorHeading(author, t) : t('pages.authorView'));
  return (
    <Page>
      <AuthorBreadcrumb author={author ?? null} page="view" />
      {status === 'PENDING' && (
        <div className={styles.status}>
          <Spinner label={t('authors.view.loading')} />
        </div>
      )}
      {(status === 'ERROR' || status === 'NONE') && (
        <MessageBar intent="error">
          <MessageBarBody>{status === 'NONE' ? t('authors.view.notFound') : t('errors.global')}</MessageBarBody>
          {status === 'ERROR' && (
            <MessageBarActions>
              <Button onClick={() => void query.refetch()}>{t('authors.view.retry')}</Button>
            </MessageBarActions>
          )}
        </MessageBar>
      )}
      {status === 'LOADED' && author && <AuthorView author={author} />}
    </Page>
  );
}
