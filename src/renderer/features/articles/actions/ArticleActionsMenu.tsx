import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import {
  ArrowDownload20Regular,
  ArrowMove20Regular,
  CheckmarkCircle20Regular,
  Copy20Regular,
  Delete20Regular,
  DocumentPdf20Regular,
  Edit20Regular,
  Globe20Regular,
  LockOpen20Regular,
  MoreVertical20Regular,
  Star20Regular,
  Code20Regular,
  ArrowUndo20Regular,
} from '@fluentui/react-icons';
import type { ArticleRow } from '@shared/domain/article';
import { richTextToPlain } from '@shared/rules/rich-text';
import type { Verdict } from '@shared/rules/verdict';
import { paths } from '../../../app/paths';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useRoles } from '../../auth/useAuth';
import { ArticleDialog } from './ArticleDialog';
import { articleMenu, type ArticleMenuItem } from './article-menu';
import { PushOnlineDialog } from './PushOnlineDialog';
import { useArticleActions } from './useArticleActions';

export interface ArticleActionsMenuProps {
  article: ArticleRow;
  /** A list row (icon button with a menu), or the view's side panel (labelled buttons). */
  placement: 'row' | 'panel';
  /** The bundle organise page offers no move (spec 2 §4 Article). */
  context?: 'list' | 'view' | 'bundleOrganize';
}

const ICONS: Record<ArticleMenuItem, ReactElement> = {
  edit: <Edit20Regular />,
  bap: <CheckmarkCircle20Regular />,
  removeBap: <ArrowUndo20Regular />,
  generatePlacard: <DocumentPdf20Regular />,
  unlockPlacard: <LockOpen20Regular />,
  pushOnline: <Globe20Regular />,
  move: <ArrowMove20Regular />,
  copy: <Copy20Regular />,
  frontCover: <Star20Regular />,
  delete: <Delete20Regular />,
  downloadPlacard: <ArrowDownload20Regular />,
  downloadXml: <Code20Regular />,
};

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: tokens.spacingVerticalXS },
  panelButton: { justifyContent: 'flex-start' },
});

type Open = 'move' | 'copy' | 'pushOnline' | 'delete' | 'unlockPlacard' | null;

/**
 * The actions of an article or bundle (spec 2 §4 Article) by state and role, from the shared rules
 * (article-menu.ts): a list row's menu or the view's side panel. A refused action the role allows is shown
 * disabled with its French reason as tooltip.
 */
export function ArticleActionsMenu({ article, placement, context = 'list' }: ArticleActionsMenuProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const roles = useRoles();
  const navigate = useNavigate();
  const actions = useArticleActions();
  const [open, setOpen] = useState<Open>(null);
  const entries = articleMenu(article, roles, context);

  const label = (item: ArticleMenuItem) =>
    item === 'frontCover' ? t(article.isFrontCover ? 'articles.actions.items.frontCoverOff' : 'articles.actions.items.frontCoverOn') : t(`articles.actions.items.${item}`);

  const choose = (item: ArticleMenuItem) => {
    switch (item) {
      case 'edit':
        return navigate(article.isBundle ? paths.bundleEdit(article.id) : paths.edit('article', article.id));
      case 'bap':
        return void actions.workflow('BAP_ARTICLE', article);
      case 'removeBap':
        return void actions.workflow('UPDATE_ARTICLE', article);
      case 'generatePlacard':
        return void actions.workflow('GENERATE_ARTICLE_PLACARD', article);
      case 'frontCover':
        return void actions.toggleCover(article);
      case 'downloadPlacard':
        return void actions.downloadPlacard(article);
      case 'downloadXml':
        return void actions.downloadXml([article]);
      default:
        return setOpen(item);
    }
  };

  const withReason = (verdict: Verdict, node: ReactElement, key: string) =>
    verdict.allowed ? (
      node
    ) : (
      <Tooltip key={key} content={verdict.reason} relationship="description">
        {node}
      </Tooltip>
    );

  const body =
    placement === 'row' ? (
      <Menu positioning="below-end">
        <MenuTrigger disableButtonEnhancement>
          <Tooltip content={t(article.isBundle ? 'articles.actions.menu.rowLabelBundle' : 'articles.actions.menu.rowLabel', { id: article.id })} relationship="label">
            <Button appearance="subtle" size="small" icon={<MoreVertical20Regular />} />
          </Tooltip>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            {entries.map(({ item, verdict }) =>
              withReason(
                verdict,
                <MenuItem key={item} icon={ICONS[item]} disabled={!verdict.allowed} onClick={() => choose(item)}>
                  {label(item)}
                </MenuItem>,
                item,
              ),
            )}
            {entries.length === 0 && <MenuItem disabled>{t('articles.actions.menu.empty')}</MenuItem>}
          </MenuList>
        </MenuPopover>
      </Menu>
    ) : (
      <div role="group" aria-label={t('articles.actions.menu.panel')} className={styles.panel}>
        {entries.map(({ item, verdict }) =>
          withReason(
            verdict,
            <Button key={item} className={styles.panelButton} appearance="subtle" icon={ICONS[item]} disabledFocusable={!verdict.allowed} onClick={() => choose(item)}>
              {label(item)}
            </Button>,
            item,
          ),
        )}
      </div>
    );

  const plainTitle = richTextToPlain(article.title);
  return (
    <>
      {body}
      {(open === 'move' || open === 'copy') && <ArticleDialog open mode={open === 'move' ? 'MOVE' : 'COPY'} article={article} onClose={() => setOpen(null)} />}
      {open === 'pushOnline' && <PushOnlineDialog items={[article]} onClose={() => setOpen(null)} />}
      {open === 'delete' && (
        <ConfirmDialog
          open
          title={t('articles.actions.confirm.deleteTitle', { id: article.id })}
          text={t('articles.actions.confirm.deleteText', { title: plainTitle })}
          confirmLabel={t('articles.actions.confirm.delete')}
          onConfirm={async () => {
            const done = await actions.remove([article.id]);
            setOpen(null);
            if (done && context === 'view') navigate(paths.list('article'));
          }}
          onCancel={() => setOpen(null)}
        />
      )}
      {open === 'unlockPlacard' && (
        <ConfirmDialog
          open
          title={t('articles.actions.confirm.unlockTitle')}
          text={t('articles.actions.confirm.unlockText', { id: article.id })}
          confirmLabel={t('articles.actions.confirm.unlock')}
          onConfirm={async () => {
            await actions.workflow('UNLOCK_ARTICLE_PLACARD', article);
            setOpen(null);
          }}
          onCancel={() => setOpen(null)}
        />
      )}
    </>
  );
}
