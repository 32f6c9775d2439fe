import { useTranslation } from 'react-i18next';
import type { Author } from '@shared/domain/author';
import { authorDisplayName } from '@shared/rules/author-input';
import { paths } from '../../../app/paths';
import { RecordBreadcrumb, type RecordPage } from '../../../components/Breadcrumb';

export interface AuthorBreadcrumbProps {
  /** The author of the page; absent on the create screen, or while loading (only "Auteurs" is shown). */
  author?: Pick<Author, 'id' | 'type' | 'firstName' | 'particle' | 'lastName'> | null;
  /** The page: the view (the name is the current item), the edit screen ("Modifier") or the create screen ("Nouvel auteur"). */
  page: RecordPage;
}

/** Spec 1 §2: "Breadcrumb on author pages: authors list, author name, then edit or new." */
export function AuthorBreadcrumb({ author, page }: AuthorBreadcrumbProps) {
  const { t } = useTranslation();
  return (
    <RecordBreadcrumb
      page={page}
      list={{ label: t('authors.view.breadcrumb.authors'), to: paths.list('author') }}
      createLabel={t('authors.view.breadcrumb.create')}
      editLabel={t('authors.view.breadcrumb.edit')}
      record={author && { label: authorDisplayName(author), to: paths.view('author', author.id) }}
    />
  );
}
