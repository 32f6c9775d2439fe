import type { TFunction } from 'i18next';
import { Caption1, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { DocumentOnePage20Regular } from '@fluentui/react-icons';
import type { ArticleRow } from '@shared/domain/article';
import { paths } from '../../../app/paths';
import { RouterLink } from '../../../components/RouterLink';
import type { Column } from '../../../components/list/DataTable';
import { RowActionButton } from '../../../components/list/RowActionButton';
import { formatDate, formatParis } from '../../../i18n/dates';
import { ArticleActionsMenu } from '../actions/ArticleActionsMenu';
import { ArticleStatusIcons } from './ArticleStatusIcons';
import { ArticleTitleCell } from './ArticleTitleCell';
import { publicationLinkText, rowName, typeLabel } from './article-display';

export const useArticleCellStyles = makeStyles({
  id: { fontWeight: tokens.fontWeightSemibold, whiteSpace: 'nowrap' },
  muted: { color: tokens.colorNeutralForeground3 },
  type: { display: 'flex', flexDirection: 'column' },
  dateTime: { display: 'flex', flexDirection: 'column', whiteSpace: 'nowrap' },
  actions: { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: tokens.spacingHorizontalXXS },
});

/** An article opens at /articles/{id}, a bundle at /lots/{id} (spec 2 §2.1). */
export const viewPath = (row: Pick<ArticleRow, 'id' | 'isBundle'>): string => (row.isBundle ? paths.bundle(row.id) : paths.view('article', row.id));

function PublicationLink({ row, label }: { row: ArticleRow; label: string }) {
  if (row.publication === null) return null;
  if (row.publicationId === null) return <span>{publicationLinkText(row.publication)}</span>;
  return (
    <Tooltip content={row.publication} relationship="description" withArrow>
      <RouterLink to={paths.publicationOrganize(row.publicationId)} aria-label={label}>
        {publicationLinkText(row.publication)}
      </RouterLink>
    </Tooltip>
  );
}

/**
 * The article list's columns (spec 2 §2.4): id, title with authors, type, publication (its organise page),
 * modification, status icons, actions (the workflow menu and the view); sortable by ID, NAME (the title)
 * and UPDATE (spec 2 §9). On a narrow window the date folds first, then the type, the publication and the
 * status (DataTable's layout rule); the id, the title and the actions stay.
 */
export function articleColumns(t: TFunction, styles: ReturnType<typeof useArticleCellStyles>): Column<ArticleRow>[] {
  return [
    { id: 'id', header: t('articles.list.columns.id'), sortAttr: 'ID', width: '72px', render: (a) => <span className={styles.id}>{a.id}</span> },
    { id: 'title', header: t('articles.list.columns.title'), sortAttr: 'NAME', main: true, minWidth: 200, render: (a) => <ArticleTitleCell article={a} /> },
    {
      id: 'type',
      header: t('articles.list.columns.type'),
      width: '120px',
      priority: 2,
      render: (a) => (
        <span className={styles.type}>
          <span>{typeLabel(t, a)}</span>
          {a.isBundle && <Caption1 className={styles.muted}>{t('articles.list.bundle')}</Caption1>}
        </span>
      ),
    },
    {
      id: 'publication',
      header: t('articles.list.columns.publication'),
      width: '152px',
      minWidth: 120,
      priority: 3,
      render: (a) => <PublicationLink row={a} label={t('articles.list.publicationLink', { name: a.publication ?? '' })} />,
    },
    {
      id: 'modificationDate',
      header: t('articles.list.columns.modificationDate'),
      sortAttr: 'UPDATE',
      width: '112px',
      priority: 1,
      render: (a) => (
        <span className={styles.dateTime}>
          <span>{formatDate(a.modificationDate)}</span>
          <Caption1 className={styles.muted}>{formatParis(a.modificationDate, 'HH:mm')}</Caption1>
        </span>
      ),
    },
    { id: 'status', header: t('articles.list.columns.status'), width: '168px', priority: 4, render: (a) => <ArticleStatusIcons article={a} /> },
    {
      id: 'actions',
      header: t('list.actionsColumn'),
      hideHeader: true,
      width: '80px',
      render: (a) => (
        <span className={styles.actions}>
          <ArticleActionsMenu article={a} placement="row" context="list" />
          <RowActionButton to={viewPath(a)} label={t('articles.list.view', { name: rowName(t, a) })} icon={<DocumentOnePage20Regular />} />
        </span>
      ),
    },
  ];
}
