import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Tooltip } from '@fluentui/react-components';
import { ArrowMove20Regular, ArrowUndo20Regular, CheckmarkCircle20Regular, Code20Regular, Delete20Regular, DocumentPdf20Regular, Globe20Regular } from '@fluentui/react-icons';
import type { ArticleRow } from '@shared/domain/article';
import {
  ARTICLE_ACTION_ROLES,
  BULK_ARTICLE_WORKFLOW_ACTIONS,
  canDeleteMany,
  canMoveMany,
  canPushOnlineMany,
  canWorkflowMany,
  offersWorkflowMany,
  type BulkArticleWorkflowAction,
} from '@shared/rules/article-workflow';
import { hasRole } from '@shared/rules/permissions';
import { ALLOWED, refused, type Verdict } from '@shared/rules/verdict';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useRoles } from '../../auth/useAuth';
import { ArticleDialog } from './ArticleDialog';
import { PushOnlineDialog } from './PushOnlineDialog';
import { useArticleActions } from './useArticleActions';

/** The bulk workflow buttons: the item actions' names and icons. */
const WORKFLOW_BUTTONS: Record<BulkArticleWorkflowAction, { item: 'bap' | 'removeBap' | 'generatePlacard'; icon: ReactElement }> = {
  BAP_ARTICLE: { item: 'bap', icon: <CheckmarkCircle20Regular /> },
  UPDATE_ARTICLE: { item: 'removeBap', icon: <ArrowUndo20Regular /> },
  GENERATE_ARTICLE_PLACARD: { item: 'generatePlacard', icon: <DocumentPdf20Regular /> },
};

export interface ArticleBulkActionsProps {
  /** The rows selected on the page, or all the rows the list's query gives when every page is selected. */
  selected: readonly ArticleRow[];
  allPagesSelected: boolean;
}

/**
 * The bulk actions of the article list (spec 2 §2.4, §4): push online, move (MOVE_MULTIPLE), delete, XML
 * download as one batch of the download queue, and the bulk workflow (§7 POST /api/workflow/articles: BAP, remove
 * BAP, placard) for the roles that have it. Each is disabled as the shared rules say, with the reason as tooltip.
 */
export function ArticleBulkActions({ selected, allPagesSelected }: ArticleBulkActionsProps) {
  const { t } = useTranslation();
  const roles = useRoles();
  const actions = useArticleActions();
  const [open, setOpen] = useState<'push' | 'move' | 'delete' | null>(null);
  const selection = { items: selected, allPages: allPagesSelected };

  const xmlRefusal = selected.find((a) => !hasRole(roles, ARTICLE_ACTION_ROLES.xml, a.periodicalId));
  const xml: Verdict =
    selected.length === 0 ? refused(t('articles.actions.bulk.noneSelected')) : xmlRefusal ? refused(t('articles.actions.bulk.xmlRefused', { id: xmlRefusal.id })) : ALLOWED;

  const button = (key: string, verdict: Verdict, icon: ReactElement, label: string, onClick: () => void) => {
    const node = (
      <Button key={key} appearance="subtle" icon={icon} disabledFocusable={!verdict.allowed} onClick={onClick}>
        {label}
      </Button>
    );
    return verdict.allowed ? (
      node
    ) : (
      <Tooltip key={key} content={verdict.reason} relationship="description">
        {node}
      </Tooltip>
    );
  };

  return (
    <>
      {/* Inside the list's selection toolbar: the buttons join it, no second toolbar of the same name. */}
      {button('push', canPushOnlineMany(selection, roles), <Globe20Regular />, t('articles.actions.bulk.pushOnline'), () => setOpen('push'))}
      {button('move', canMoveMany(selection, roles), <ArrowMove20Regular />, t('articles.actions.bulk.move'), () => setOpen('move'))}
      {button('delete', canDeleteMany(selection, roles), <Delete20Regular />, t('articles.actions.bulk.delete'), () => setOpen('delete'))}
      {button('xml', xml, <Code20Regular />, t('articles.actions.bulk.downloadXml'), () => void actions.downloadXml(selected))}
      {BULK_ARTICLE_WORKFLOW_ACTIONS.filter((action) => offersWorkflowMany(action, roles)).map((action) =>
        button(action, canWorkflowMany(action, selection, roles), WORKFLOW_BUTTONS[action].icon, t(`articles.actions.items.${WORKFLOW_BUTTONS[action].item}`), () =>
          void actions.workflowMany(action, selected.map((a) => a.id)),
        ),
      )}
      {open === 'push' && <PushOnlineDialog items={selected} onClose={() => setOpen(null)} />}
      {open === 'move' && <ArticleDialog open mode="MOVE_MULTIPLE" articles={selected} onClose={() => setOpen(null)} />}
      {open === 'delete' && (
        <ConfirmDialog
          open
          title={t('articles.actions.confirm.deleteManyTitle', { count: selected.length })}
          text={t('articles.actions.confirm.deleteManyText', { count: selected.length })}
          confirmLabel={t('articles.actions.confirm.delete')}
          onConfirm={async () => {
            await actions.remove(selected.map((a) => a.id));
            setOpen(null);
          }}
          onCancel={() => setOpen(null)}
        />
      )}
    </>
  );
}
