import type { TFunction } from 'i18next';
import { Badge, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import type { AuthorRow } from '@shared/domain/author';
import { formatPhoneNumber } from '@shared/rules/phone';
import { ROUTE_SEGMENTS } from '@shared/rules/navigation';
import { truncate } from '@shared/rules/format';
import { richTextToPlain } from '@shared/rules/rich-text';
import type { Column } from '../../../components/list/DataTable';
import { RouterLink } from '../../../components/RouterLink';
import { paths } from '../../../app/paths';
import { formatDateTime } from '../../../i18n/dates';
import { AuthorThumbnail } from './AuthorThumbnail';
import { THUMBNAIL_CELL_WIDTH } from '../../../components/list/thumbnail';

/** Functions are cut in the table; the whole text stays in the cell's tooltip. */
export const FUNCTIONS_CUT = 80;

export const useCellStyles = makeStyles({
  name: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXXS },
  // Two lines at most, cut between words; the whole name in the tooltip and the link's name.
  nameLink: {
    fontWeight: tokens.fontWeightSemibold,
    overflowWrap: 'break-word',
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: 2,
    overflow: 'hidden',
    maxWidth: '100%',
  },
  secondary: { color: tokens.colorNeutralForeground3, display: 'block' },
  functions: {
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: 3,
    overflow: 'hidden',
  },
  contact: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  ellipsis: { display: 'block', maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  nowrap: { whiteSpace: 'nowrap' },
  editLink: { display: 'inline-flex', padding: tokens.spacingHorizontalXS, borderRadius: tokens.borderRadiusMedium, fontSize: '20px' },
});

export function functionsText(author: Pick<AuthorRow, 'functions'>): string {
  return author.functions.map(richTextToPlain).filter(Boolean).join(' ; ');
}

export function authorPath(id: number): string {
  return `/${ROUTE_SEGMENTS.author}/${id}`;
}

/**
 * The author list's columns (spec 1 §2, §9): sortable ID, NAME and UPDATE. The table lays its columns out
 * fixed: the narrow ones have a width, the name and the functions share what is left. Author managers get
 * the edit icon of spec 1 §6 on each row. On a narrow window the state folds first, then the contact, the
 * date, the place, the picture and the functions (DataTable's layout rule); the name and the edit icon stay.
 */
export function authorColumns(t: TFunction, styles: ReturnType<typeof useCellStyles>, canManage: boolean): Column<AuthorRow>[] {
  const columns: Column<AuthorRow>[] = [
    {
      id: 'image',
      header: t('authors.list.columns.image'),
      hideHeader: true,
      width: `${THUMBNAIL_CELL_WIDTH + 8}px`,
      priority: 5,
      render: (author) => <AuthorThumbnail author={author} />,
    },
    { id: 'id', header: t('authors.list.columns.id'), sortAttr: 'ID', width: '56px', render: (author) => author.id },
    {
      id: 'name',
      header: t('authors.list.columns.name'),
      sortAttr: 'NAME',
      main: true,
      minWidth: 160,
      render: (author) => (
        <span className={styles.name}>
          <RouterLink to={authorPath(author.id)} className={styles.nameLink} title={author.displayName}>
            {author.displayName}
          </RouterLink>
          {author.type === 'ORGANISATION' && <Caption1 className={styles.secondary}>{t('authors.list.organisation')}</Caption1>}
          {!author.enable && (
            <Badge appearance="tint" color="danger" size="small">
              {t('authors.list.disabled')}
            </Badge>
          )}
        </span>
      ),
    },
    {
      id: 'functions',
      header: t('authors.list.columns.functions'),
      minWidth: 160,
      priority: 6,
      render: (author) => {
        const text = functionsText(author);
        return (
          <span className={styles.functions} title={text.length > FUNCTIONS_CUT ? text : undefined}>
            {truncate(text, FUNCTIONS_CUT)}
          </span>
        );
      },
    },
    {
      id: 'place',
      header: t('authors.list.columns.place'),
      width: '120px',
      priority: 4,
      render: (author) => (
        <span>
          {author.city}
          {author.country && <Caption1 className={styles.secondary}>{author.country}</Caption1>}
        </span>
      ),
    },
    {
      id: 'contact',
      header: t('authors.list.columns.contact'),
      width: '180px',
      minWidth: 140,
      priority: 2,
      render: (author) => (
        <span className={styles.contact}>
          {author.emailFav && (
            <span className={styles.ellipsis} title={author.emailFav}>
              {author.emailFav}
            </span>
          )}
          {author.phoneNumberFav && <span className={styles.nowrap}>{formatPhoneNumber(author.phoneNumberFav)}</span>}
        </span>
      ),
    },
    {
      id: 'modificationDate',
      header: t('authors.list.columns.modificationDate'),
      sortAttr: 'UPDATE',
      width: '150px',
      priority: 3,
      render: (author) => <span className={styles.nowrap}>{formatDateTime(author.modificationDate)}</span>,
    },
    {
      id: 'state',
      header: t('authors.list.columns.state'),
      width: '88px',
      priority: 1,
      render: (author) =>
        author.enable ? (
          <Badge appearance="tint" color="success">
            {t('authors.list.enabled')}
          </Badge>
        ) : (
          <Badge appearance="tint" color="danger">
            {t('authors.list.disabled')}
          </Badge>
        ),
    },
  ];
  if (!canManage) return columns;
  return [
    ...columns,
    {
      id: 'actions',
      header: t('list.actionsColumn'),
      hideHeader: true,
      width: '44px',
      render: (author) => (
        <RouterLink to={paths.edit('author', author.id)} className={styles.editLink} aria-label={t('authors.list.edit', { name: author.displayName })}>
          <EditRegular aria-hidden />
        </RouterLink>
      ),
    },
  ];
}
