import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '../../app/paths';
import { useRefreshArticles } from '../articles/actions/useRefreshArticles';
import { useNoticeToasts } from '../notifications/useNoticeToasts';

/**
 * Always mounted while signed in: each file the watched folder imported or refused is told in a toast
 * (with "Ouvrir l’article" when one was created or changed), and the screens showing articles read again.
 */
export function WatchFolderNotices() {
  const navigate = useNavigate();
  const refresh = useRefreshArticles();
  const { t } = useTranslation();

  useNoticeToasts('watchFolder.notice', (notice) => {
    const imported = notice.outcome === 'imported';
    if (imported) void refresh();
    const { articleId } = notice;
    return {
      message: notice.message,
      ok: imported,
      title: t(`settings.watchFolder.notice.${notice.outcome}`),
      ...(articleId === null ? {} : { action: { label: t('settings.watchFolder.notice.openArticle'), run: () => void navigate(paths.view('article', articleId)) } }),
    };
  });

  return null;
}
