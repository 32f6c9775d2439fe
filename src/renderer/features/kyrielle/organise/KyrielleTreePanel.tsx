import { useCallback, useMemo, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, MessageBarActions, MessageBarBody, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { MessageBar } from '../../../components/MessageBar';
import { SaveButton } from '../../../components/form/SaveButton';
import type { KyrielleTreeSummary } from '@shared/domain/kyrielle';
import type { TreeNode } from '@shared/domain/plan';
import { KYRIELLE_ORGANISE_RULES, setLevelAlerts, toggleUnitAlert, topLevelColours } from '@shared/rules/kyrielle-tree';
import { useSaveShortcut } from '../../../app/commands/useCommand';
import { TreeEditor, type TreeEditorHandle } from '../../../components/tree/TreeEditor';
import { useNotify } from '../../notifications/useNotify';
import { AbandonDialog } from './AbandonDialog';
import { KyrielleRowLabel } from './KyrielleRowLabel';
import { KyrielleLabelContext, type KyrielleLabels } from './label-context';
import { kyrielleTreeTitle } from '../shared/tree-title';
import { PublishMenu } from './PublishMenu';
import type { KyrielleDraft } from './useKyrielleDraft';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0, minHeight: 0 },
  bar: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  title: { margin: 0, flexGrow: 1, minWidth: 0 },
  tree: { flexGrow: 1, minHeight: '360px' },
});

const renderLabel = (node: TreeNode) => <KyrielleRowLabel node={node} />;

export interface KyrielleTreePanelProps {
  summary: KyrielleTreeSummary;
  draft: KyrielleDraft;
  editorRef: Ref<TreeEditorHandle>;
  onExpand(open: boolean): void;
}

/** The organise screen's right pane (spec 2 §2.10): the tree with its units, Save, Cancel, the menu, expand and collapse. */
export function KyrielleTreePanel({ summary, draft, editorRef, onExpand }: KyrielleTreePanelProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const notify = useNotify();
  const [stale, setStale] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const { tree, units, changeUnits } = draft;
  const labels = useMemo<KyrielleLabels>(
    () => ({
      tree,
      units,
      colours: summary.type === 'ACTES_CLAUSES' ? topLevelColours(tree) : null,
      onToggleUnit: (id) => changeUnits(toggleUnitAlert(units, id)),
      onLevelAlerts: (id, alert) => changeUnits(setLevelAlerts(tree, units, id, alert)),
    }),
    [tree, units, summary.type, changeUnits],
  );
  const save = useCallback(async () => {
    const outcome = await draft.save();
    if (outcome.ok) {
      setStale(false);
      notify.success(t('kyrielleTool.tree.saved'));
    } else if (outcome.stale) setStale(true);
    else notify.error(t('kyrielleTool.tree.saveFailed', { message: outcome.message }));
  }, [draft, notify, t]);
  useSaveShortcut(() => void save(), draft.dirty && !draft.saving);
  const label = kyrielleTreeTitle(t, summary);
  return (
    <section aria-label={label} className={styles.root}>
      <div className={styles.bar}>
        <Subtitle2 as="h2" className={styles.title}>
          {label}
        </Subtitle2>
        {draft.dirty && (
          <Badge appearance="tint" color="warning">
            {t('kyrielleTool.tree.dirty')}
          </Badge>
        )}
        <SaveButton saving={draft.saving} disabled={!draft.dirty} onClick={() => void save()} />
        <Button disabled={!draft.dirty || draft.saving} onClick={() => setCancelling(true)}>
          {t('kyrielleTool.tree.cancel')}
        </Button>
        <PublishMenu treeId={summary.id} name={label} dirty={draft.dirty} />
      </div>
      <div className={styles.bar}>
        <Button size="small" appearance="subtle" onClick={() => onExpand(true)}>
          {t('kyrielleTool.tree.expandAll')}
        </Button>
        <Button size="small" appearance="subtle" onClick={() => onExpand(false)}>
          {t('kyrielleTool.tree.collapseAll')}
        </Button>
      </div>
      {stale && (
        <MessageBar intent="warning">
          <MessageBarBody>{t('kyrielleTool.tree.stale')}</MessageBarBody>
          <MessageBarActions>
            <Button
              onClick={() => {
                setStale(false);
                void draft.reload();
              }}
            >
              {t('kyrielleTool.tree.reload')}
            </Button>
          </MessageBarActions>
        </MessageBar>
      )}
      <div className={styles.tree}>
        <KyrielleLabelContext.Provider value={labels}>
          <TreeEditor ref={editorRef} tree={tree} rules={KYRIELLE_ORGANISE_RULES} onChange={draft.change} label={label} renderLabel={renderLabel} emptyText={t('kyrielleTool.tree.empty')} />
        </KyrielleLabelContext.Provider>
      </div>
      <AbandonDialog
        open={cancelling}
        question="cancel"
        onBack={() => setCancelling(false)}
        onAbandon={() => {
          setCancelling(false);
          void draft.reload();
        }}
      />
    </section>
  );
}
