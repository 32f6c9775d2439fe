import { useTranslation } from 'react-i18next';
import { Button, Spinner, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ChevronLeft20Regular, ChevronRight20Regular } from '@fluentui/react-icons';
import { bridgeErrorMessage } from '../../../../bridge/error-message';
import type { BrowseState } from './editor-assets';

const useStyles = makeStyles({
  footer: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minHeight: '32px' },
  grow: { flexGrow: 1 },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/** A browse's state in words (loading, empty, failed, which items of how many) and its pages, under its results. */
export function BrowseFooter({ browse, pageSize, available }: { browse: BrowseState; pageSize: number; available: boolean }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { result, page, pageCount, loading, error } = browse;
  const total = result?.totalItemCount ?? 0;
  const status = !available
    ? t('articles.structured.browseUnavailable')
    : error
      ? bridgeErrorMessage(error, t, t('articles.structured.browseFailed'))
      : result && total === 0
        ? t('articles.structured.browseEmpty')
        : result
          ? t('articles.structured.browseRange', { from: page * pageSize + 1, to: page * pageSize + result.items.length, total })
          : '';
  return (
    <div className={styles.footer}>
      <Text role="status" aria-live="polite" className={mergeClasses(styles.grow, error ? styles.error : undefined)}>
        {loading ? <Spinner size="extra-tiny" label={t('articles.structured.browseLoading')} labelPosition="after" /> : status}
      </Text>
      <Button
        size="small"
        appearance="subtle"
        icon={<ChevronLeft20Regular />}
        aria-label={t('articles.structured.browsePrevious')}
        disabled={page === 0 || loading}
        onClick={() => browse.setPage(page - 1)}
      />
      <Button
        size="small"
        appearance="subtle"
        icon={<ChevronRight20Regular />}
        aria-label={t('articles.structured.browseNext')}
        disabled={page + 1 >= pageCount || loading}
        onClick={() => browse.setPage(page + 1)}
      />
    </div>
  );
}
