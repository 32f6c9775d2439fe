import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Caption1, MessageBarActions, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { MessageBar } from '../../../components/MessageBar';
import type { Tree, TreeNode } from '@shared/domain/plan';
import type { AdministeredPublicationPlan } from '@shared/domain/plan-admin';
import { checkAdministeredRubriques, itemCounts } from '@shared/rules/administered-plan';
import { TREE_RULES } from '@shared/rules/tree-types';
import { paths } from '../../../app/paths';
import { useBridge } from '../../../bridge/BridgeContext';
import { Page } from '../../../components/Page';
import { PageHeader } from '../../../components/PageHeader';
import { RouterLink } from '../../../components/RouterLink';
import { parseRouteId } from '../../../components/route-id';
import type { TreeEditorHandle } from '../../../components/tree/TreeEditor';
import { TreeNodeLabel } from '../../../components/tree/TreeNodeLabel';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useUnsavedChangesGuard } from '../../forms/useUnsavedChangesGuard';
import { useNotify } from '../../notifications/useNotify';
import { missingRubriques } from '../../plan-organise/plan-nodes';
import { usePlanDraft, type PlanStore } from '../../plan-organise/usePlanDraft';
import { RubriqueList } from '../../publications/organise/RubriqueList';
import { AdminTreePanel } from './AdminTreePanel';
import { PlanLoadingPage } from './PlanLoadingPage';
import { newContainer, newNodeId, rubriquesOnly } from './admin-tree';
import { SaveCancelActions } from './SaveCancelActions';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  label: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  count: { color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap' },
});

const planKey = (id: number | null) => ['adminPublicationPlan', id] as const;
/** Spec 2 §2.9: the title is periodical id, year and number joined by underscores. */
const planName = (plan: Pick<AdministeredPublicationPlan, 'periodicalId' | 'year' | 'number'>) => `${plan.periodicalId}_${plan.year}_${plan.number}`;

/** Publication plan administration (spec 2 §2.9, admin only): /admin/plan-publication/{id}. */
export function PublicationPlanAdminPage() {
  const { t } = useTranslation();
  const rawId = useParams().id;
  const id = parseRouteId(rawId);
  const bridge = useBridge();
  const query = useQuery({ queryKey: planKey(id), queryFn: () => bridge.invoke('planAdmin.getPublicationPlan', id ?? 0), enabled: id !== null });
  if (query.data) return <PublicationPlanAdmin read={query.data} />;
  const failed = id === null || query.isError;
  return <PlanLoadingPage title={t('pages.publicationPlan')} failure={failed ? (query.error?.message ?? rawId ?? '') : null} />;
}

/**
 * The publication's rubriques (depth 2, TREE_RULES.PUBLICATION_PLAN_ADMIN): containers added (typed, or the
 * periodical's rubriques not yet there), any deleted with what it holds; no two siblings of one name; Save
 * and Cancel. Cancel asks before dropping changes, marks the plan to be read again and goes to the root.
 */
function PublicationPlanAdmin({ read }: { read: AdministeredPublicationPlan }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const bridge = useBridge();
  const notify = useNotify();
  const client = useQueryClient();
  const navigate = useNavigate();
  const editor = useRef<TreeEditorHandle>(null);
  const [stale, setStale] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const name = planName(read);
  useDocumentTitle(name);

  const owner = useMemo(() => ({ ...read, plan: rubriquesOnly(read.plan) }), [read]);
  const counts = useMemo(() => itemCounts(read.plan), [read.plan]);
  const store = useMemo<PlanStore<AdministeredPublicationPlan>>(
    () => ({
      save: async (id, planSave) => {
        const saved = await bridge.invoke('planAdmin.savePublicationPlan', id, planSave);
        return { id: saved.id, periodicalId: saved.periodicalId, year: saved.year, number: saved.number, plan: saved.plan, planVersion: saved.planVersion };
      },
      refresh: async (id, fresh) => {
        if (fresh) client.setQueryData(planKey(id), fresh);
        else await client.invalidateQueries({ queryKey: planKey(id) });
        // The organise page and the lists show this plan too.
        void client.invalidateQueries({ predicate: (q) => q.queryKey[0] === 'publication' || q.queryKey[0] === 'list' });
      },
    }),
    [bridge, client],
  );
  const draft = usePlanDraft(owner, store);
  const periodicalPlan = useQuery({
    queryKey: ['periodicalPlan', read.periodicalId],
    queryFn: () => bridge.invoke('publications.periodicalPlan', read.periodicalId),
    staleTime: 60_000,
  });
  // Depth 2: the periodical's first two levels only.
  const rubriques = useMemo(
    () => missingRubriques((periodicalPlan.data ?? []).map((n) => ({ ...n, sub: n.sub.map((s) => ({ ...s, sub: [] })) })), draft.tree),
    [periodicalPlan.data, draft.tree],
  );

  const change = (next: Tree) => {
    const verdict = checkAdministeredRubriques(next, counts);
    setRefusal(verdict.allowed ? null : verdict.reason);
    if (verdict.allowed) draft.change(next);
  };
  const save = async (): Promise<boolean> => {
    const outcome = await draft.save();
    if (outcome.ok) {
      setStale(null);
      notify.success(t('adminPlans.publicationPlan.saved', { name }));
      return true;
    }
    if (outcome.stale) setStale(outcome.message);
    else notify.error(outcome.message);
    return false;
  };
  const guard = useUnsavedChangesGuard(draft.dirty, {
    message: t('adminPlans.leave'),
    title: t('adminPlans.leaveTitle'),
    leaveLabel: t('adminPlans.leaveWithoutSaving'),
    save: { label: t('adminPlans.saveAndLeave'), run: save },
  });
  // Spec 2 §2.9: Cancel marks the plan to be read again and goes to the root; with changes, the guard asks
  // first (the unsaved-changes question of the other editors), without them it leaves at once.
  const cancel = () => {
    void client.invalidateQueries({ queryKey: planKey(read.id), refetchType: 'none' });
    void navigate(paths.root);
  };
  const renderLabel = (node: TreeNode) => {
    const count = counts.get(node.id) ?? 0;
    return (
      <span className={styles.label}>
        <TreeNodeLabel node={node} />
        {count > 0 && <Caption1 className={styles.count}>{t('adminPlans.publicationPlan.items', { count })}</Caption1>}
      </span>
    );
  };

  return (
    <Page>
      <PageHeader
        title={t('adminPlans.publicationPlan.title', { name })}
        actions={
          <>
            <RouterLink to={paths.publicationOrganize(read.id)}>{t('adminPlans.publicationPlan.organise')}</RouterLink>
            <SaveCancelActions dirty={draft.dirty} saving={draft.saving} onSave={() => void save()} onCancel={cancel} cancelWhenClean />
          </>
        }
      />
      <div className={styles.root}>
        {stale !== null && (
          <MessageBar intent="warning">
            <MessageBarBody>{t('adminPlans.stale', { message: stale })}</MessageBarBody>
            <MessageBarActions>
              <Button
                onClick={() => {
                  setStale(null);
                  void draft.reload();
                }}
              >
                {t('adminPlans.reload')}
              </Button>
            </MessageBarActions>
          </MessageBar>
        )}
        <AdminTreePanel
          label={t('adminPlans.publicationPlan.treeLabel', { name })}
          rules={TREE_RULES.PUBLICATION_PLAN_ADMIN}
          tree={draft.tree}
          onChange={change}
          dirty={draft.dirty}
          withLink={false}
          newNode={({ name: level }) => newContainer(newNodeId('c'), level)}
          emptyText={t('adminPlans.publicationPlan.empty')}
          refusal={refusal}
          renderLabel={renderLabel}
          editorRef={editor}
        >
          <RubriqueList choices={rubriques} readOnly={false} onAdd={(node) => editor.current?.add(node)} />
        </AdminTreePanel>
      </div>
      {guard.dialog}
    </Page>
  );
}
