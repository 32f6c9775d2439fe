import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Field, MessageBarBody, Select, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { MessageBar } from '../../../components/MessageBar';
import type { PlanNode, Tree } from '@shared/domain/plan';
import { nameWithReferenceLink } from '@shared/rules/reference-link';
import { planToTree, treeToPlan } from '@shared/rules/plan-tree';
import { TREE_RULES } from '@shared/rules/tree-types';
import { useBridge } from '../../../bridge/BridgeContext';
import { bridgeErrorMessage } from '../../../bridge/error-message';
import { Page } from '../../../components/Page';
import { PageHeader } from '../../../components/PageHeader';
import { periodicalOptionLabel } from '../../../components/periodical-option-label';
import type { TreeEditorHandle } from '../../../components/tree/TreeEditor';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useUnsavedChangesGuard } from '../../forms/useUnsavedChangesGuard';
import { useNotify } from '../../notifications/useNotify';
import { usePeriodicals } from '../../periodicals/usePeriodicals';
import { AdminTreePanel } from './AdminTreePanel';
import { newContainer, newNodeId } from './admin-tree';
import { PublicationPlanPicker } from './PublicationPlanPicker';
import { SaveCancelActions } from './SaveCancelActions';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  choice: { display: 'flex', gap: tokens.spacingHorizontalXXL, alignItems: 'end', flexWrap: 'wrap' },
  select: { minWidth: '320px' },
});

/** The query the organise pages read the periodical plan under (publications.periodicalPlan): one cache. */
const planKey = (periodicalId: string) => ['periodicalPlan', periodicalId];

/**
 * The periodical plan (spec 2 §2.9, admin only): choose a periodical, edit its rubriques (depth 5, the
 * shared rules of TREE_RULES.PERIODICAL_PLAN), cancel or save. The periodical is fixed while changes are
 * unsaved; leaving then asks first.
 */
export function PeriodicalPlanPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const bridge = useBridge();
  const notify = useNotify();
  const client = useQueryClient();
  const periodicals = usePeriodicals();
  const [periodicalId, setPeriodicalId] = useState('');
  const [draft, setDraft] = useState<Tree | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const editor = useRef<TreeEditorHandle>(null);
  const title = t('pages.periodicalPlan');
  useDocumentTitle(title);

  const plan = useQuery({
    queryKey: planKey(periodicalId),
    queryFn: () => bridge.invoke('publications.periodicalPlan', periodicalId),
    enabled: periodicalId !== '',
  });
  const serverTree = useMemo(() => planToTree(plan.data), [plan.data]);
  const tree = draft ?? serverTree;
  const dirty = draft !== null;

  const mutation = useMutation({ mutationFn: (nodes: PlanNode[]) => bridge.invoke('planAdmin.savePeriodicalPlan', periodicalId, nodes) });
  const save = useCallback(async (): Promise<boolean> => {
    setFailure(null);
    try {
      const saved = await mutation.mutateAsync(treeToPlan(tree));
      client.setQueryData(planKey(periodicalId), saved);
      setDraft(null);
      notify.success(t('adminPlans.periodical.saved', { periodical: periodicalId }));
      return true;
    } catch (error) {
      setFailure(bridgeErrorMessage(error, t, t('adminPlans.saveFailedTitle')));
      return false;
    }
  }, [mutation, tree, client, periodicalId, notify, t]);

  const guard = useUnsavedChangesGuard(dirty, {
    message: t('adminPlans.leave'),
    title: t('adminPlans.leaveTitle'),
    leaveLabel: t('adminPlans.leaveWithoutSaving'),
    save: { label: t('adminPlans.saveAndLeave'), run: save },
  });
  const cancel = () => {
    setDraft(null);
    setFailure(null);
    notify.success(t('adminPlans.periodical.cancelled'));
  };

  const label = t('adminPlans.periodical.treeLabel', { periodical: periodicalId });
  return (
    <Page>
      <PageHeader title={title} actions={periodicalId !== '' && <SaveCancelActions dirty={dirty} saving={mutation.isPending} onSave={() => void save()} onCancel={cancel} />} />
      <div className={styles.root}>
        <div className={styles.choice}>
          <Field label={t('adminPlans.periodical.choose')} hint={dirty ? t('adminPlans.periodical.lockedWhileDirty') : undefined}>
            <Select className={styles.select} value={periodicalId} disabled={dirty} onChange={(_event, data) => setPeriodicalId(data.value)}>
              <option value="">{t('adminPlans.periodical.choosePlaceholder')}</option>
              {(periodicals.data ?? []).map((p) => (
                <option key={p.id} value={p.id}>
                  {periodicalOptionLabel(p)}
                </option>
              ))}
            </Select>
          </Field>
          {periodicalId !== '' && <PublicationPlanPicker periodicalId={periodicalId} />}
        </div>
        {failure && (
          <MessageBar intent="error">
            <MessageBarBody>{failure}</MessageBarBody>
          </MessageBar>
        )}
        {periodicalId === '' ? (
          <MessageBar intent="info">
            <MessageBarBody>{t('adminPlans.periodical.none')}</MessageBarBody>
          </MessageBar>
        ) : plan.isError ? (
          <MessageBar intent="error">
            <MessageBarBody>{t('adminPlans.loadFailed', { message: plan.error.message })}</MessageBarBody>
          </MessageBar>
        ) : !plan.data ? (
          <Spinner label={t('adminPlans.loading')} />
        ) : (
          <AdminTreePanel
            label={label}
            rules={TREE_RULES.PERIODICAL_PLAN}
            tree={tree}
            onChange={setDraft}
            dirty={dirty}
            withLink={false}
            // A rubrique's id is its planNodeId (what articles name): unique across periodicals.
            newNode={({ name, link }) => {
              const id = newNodeId(periodicalId);
              return newContainer(id, nameWithReferenceLink(name, link), id);
            }}
            emptyText={t('adminPlans.periodical.empty')}
            editorRef={editor}
          />
        )}
      </div>
      {guard.dialog}
    </Page>
  );
}
