import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useBridge } from '../../bridge/BridgeContext';
import { paths } from '../../app/paths';
import { useRefreshArticles } from '../articles/actions/useRefreshArticles';
import { useNotify } from '../notifications/useNotify';

/** Long enough to follow the link to the article created. */
const NOTICE_AUTO_HIDE_MS = 10_000;

/**
 * Always mounted while signed in: each file the watched folder imported or refused is told in a toast
 * (with "Ouvrir l’article" when one was created or changed), and the screens showing articles read again.
 */
export function WatchFolderNotices() {
  const bridge = useBridge();
  const notify = useNotify();
  const navigate = useNavigate();
  const refresh = useRefreshArticles();
  const { t } = useTranslation();

  useEffect(
    () =>
      bridge.on('watchFolder.notice', (notice) => {
        const imported = notice.outcome === 'imported';
        if (imported) void refresh();
        const { articleId } = notice;
        notify.enqueue(notice.message, {
          variant: imported ? 'success' : 'error',
          title: t(`settings.watchFolder.notice.${notice.outcome}`),
          autoHideMs: NOTICE_AUTO_HIDE_MS,
          ...(articleId === null ? {} : { action: { label: t('settings.watchFolder.notice.openArticle'), run: () => void navigate(paths.view('article', articleId)) } }),
        });
      }),
    [bridge, notify, navigate, refresh, t],
  );

  return null;
}
