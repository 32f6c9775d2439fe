import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArticleRow } from '@shared/domain/article';
import type { ArticleWorkflowAction } from '@shared/domain/publication';
import { useBridge } from '../../../bridge/BridgeContext';
import { useDownload } from '../../downloads/useDownload';
import { useNotify } from '../../notifications/useNotify';
import { articleErrorMessage, articleWorkflowErrorMessage } from './article-errors';
import { placardDownload, xmlDownload } from './article-menu';
import { useRefreshArticles } from './useRefreshArticles';

type Item = Pick<ArticleRow, 'id' | 'isBundle' | 'isFrontCover'>;

export interface ArticleActions {
  workflow(action: ArticleWorkflowAction, item: Pick<ArticleRow, 'id'>): Promise<boolean>;
  workflowMany(action: ArticleWorkflowAction, ids: readonly number[]): Promise<boolean>;
  toggleCover(item: Item): Promise<boolean>;
  remove(ids: readonly number[]): Promise<boolean>;
  downloadXml(items: readonly Pick<ArticleRow, 'id' | 'isBundle'>[]): Promise<void>;
  downloadPlacard(item: Pick<ArticleRow, 'id' | 'isBundle'>): Promise<void>;
}

/**
 * The calls behind the article actions (spec 2 §7 Articles, Workflows): each says how it went in a
 * notification (spec 2 §8 wording) and refreshes what shows articles. Answers whether it succeeded.
 */
export function useArticleActions(): ArticleActions {
  const bridge = useBridge();
  const notify = useNotify();
  const download = useDownload();
  const refresh = useRefreshArticles();
  const { t } = useTranslation();

  return useMemo(() => {
    const attempt = async (call: () => Promise<string>, wording = articleErrorMessage): Promise<boolean> => {
      try {
        notify.success(await call());
        return true;
      } catch (error) {
        notify.error(wording(error, t), { persist: true });
        return false;
      } finally {
        await refresh();
      }
    };
    return {
      workflow: (action, { id }) =>
        attempt(async () => (await bridge.invoke('articles.workflow', action, id), t(`articles.actions.done.${action}`)), articleWorkflowErrorMessage),
      workflowMany: async (action, ids) => {
        try {
          const result = await bridge.invoke('articles.workflowMany', action, [...ids]);
          // Spec 2 §8: a 202 is a partial success; each refusal is told with its reason when the answer names them.
          if (result.kind === 'partial') {
            notify.warning(t('articles.actions.done.bulkPartialUnnamed'), { persist: true });
            return false;
          }
          if (result.failed.length === 0) notify.success(t(`articles.actions.done.${action}`));
          else {
            const reasons = result.failed.map((f) => `${f.id} : ${f.reason}`).join(' ; ');
            notify.warning(`${t('articles.actions.done.bulkPartial', { succeeded: result.succeeded.length, failed: result.failed.length })} ${reasons}`, { persist: true });
          }
          return result.failed.length === 0;
        } catch (error) {
          notify.error(articleWorkflowErrorMessage(error, t), { persist: true });
          return false;
        } finally {
          await refresh();
        }
      },
      toggleCover: (item) =>
        attempt(async () => {
          await bridge.invoke('articles.toggleCover', item.id, !item.isFrontCover);
          return t(item.isFrontCover ? 'articles.actions.done.frontCoverOff' : 'articles.actions.done.frontCoverOn', { id: item.id });
        }),
      remove: (ids) =>
        attempt(async () => {
          const [only] = ids;
          if (ids.length === 1 && only !== undefined) await bridge.invoke('articles.delete', only);
          else await bridge.invoke('articles.deleteMany', [...ids]);
          return ids.length === 1 ? t('articles.actions.done.deleted', { id: only ?? '' }) : t('articles.actions.done.deletedMany', { count: ids.length });
        }),
      downloadXml: async (items) => {
        const [only] = items;
        if (!only) return;
        await download({
          label: items.length === 1 ? t('articles.actions.downloads.xml', { id: only.id }) : t('articles.actions.downloads.xmlMany', { count: items.length }),
          items: items.map(xmlDownload),
        });
      },
      downloadPlacard: async (item) => {
        await download({ label: t('articles.actions.downloads.placard', { id: item.id }), items: [placardDownload(item)] });
      },
    };
  }, [bridge, notify, download, refresh, t]);
}
