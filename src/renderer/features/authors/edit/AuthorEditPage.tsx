import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { Button, MessageBarActions, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { MessageBar } from '../../../components/MessageBar';
import { AUTHOR_MANAGEMENT_ROLES } from '@shared/domain/author';
import { paths } from '../../../app/paths';
import { Page } from '../../../components/Page';
import { PageHeader } from '../../../components/PageHeader';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useHasRole } from '../../auth/useAuth';
import { AuthorBreadcrumb } from '../shared/AuthorBreadcrumb';
import { parseAuthorId, useAuthorQuery } from '../shared/author-query';
import { AuthorEditor } from './AuthorEditor';

const useStyles = makeStyles({
  loading: {
    padding: `${tokens.spacingVerticalXXXL} 0`,
  },
});

/**
 * Spec 1 §2 "Author create and edit": /auteurs/nouveau creates, /auteurs/{id}/modifier edits. Only for the
 * author-management roles: anyone else goes to the author (or the list). Fields are revealed once the author
 * is loaded; a failed load shows errors.global.
 */
export function AuthorEditPage() {
  const { id: idParam } = useParams();
  const allowed = useHasRole(AUTHOR_MANAGEMENT_ROLES);
  const creating = idParam === undefined;
  const id = parseAuthorId(idParam);

  if (!allowed) return <Navigate to={creating || id === null ? paths.list('author') : paths.view('author', id)} replace />;
  if (creating) return <AuthorEditor key="new" author={null} />;
  return <EditExistingAuthor id={id} />;
}

function EditExistingAuthor({ id }: { id: number | null }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const query = useAuthorQuery(id);
  useDocumentTitle(t('authors.edit.title'));

  if (id !== null && query.data) return <AuthorEditor key={id} author={query.data} />;
  const failed = id === null || query.isError;
  return (
    <Page>
      <AuthorBreadcrumb page="edit" author={null} />
      <PageHeader title={t('authors.edit.title')} />
      {failed ? (
        <MessageBar intent="error">
          <MessageBarBody>{t('errors.global')}</MessageBarBody>
          {id !== null && (
            <MessageBarActions>
              <Button size="small" onClick={() => void query.refetch()}>
                {t('authors.view.retry')}
              </Button>
            </MessageBarActions>
          )}
        </MessageBar>
      ) : (
        <Spinner className={styles.loading} label={t('authors.edit.loading')} />
      )}
    </Page>
  );
}
