import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Button, MessageBarActions, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { MessageBar } from '../../../components/MessageBar';
import type { BundleDetail } from '@shared/domain/bundle';
import { nameWithReferenceLink } from '@shared/rules/reference-link';
import { plainNodeName } from '@shared/rules/renvoi';
import { TREE_RULES } from '@shared/rules/tree-types';
import { paths } from '../../../app/paths';
import { useBridge } from '../../../bridge/BridgeContext';
import { Page } from '../../../components/Page';
import { PageHeader } from '../../../components/PageHeader';
import { RouterLink } from '../../../components/RouterLink';
import { parseRouteId } from '../../../components/route-id';
import type { TreeEditorHandle } from '../../../components/tree/TreeEditor';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { bundleKey, useBundleQuery } from '../../bundles/organise/bundle-query';
import { useUnsavedChangesGuard } from '../../forms/useUnsavedChangesGuard';
import { useNotify } from '../../notifications/useNotify';
import { usePlanDraft, type PlanStore } from '../../plan-organise/usePlanDraft';
import { AdminTreePanel } from './AdminTreePanel';
import { PlanLoadingPage } from './PlanLoadingPage';
import { newContainer, newNodeId } from './admin-tree';
import { SaveCancelActions } from './SaveCancelActions';

const useStyles = makeStyles({ root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL } });

/** Custom bundle edit (spec 2 §2.9, admin only): the bundle's own structure, its title with the bundle's id. */
export function CustomBundleEditPage() {
  const { t } = useTranslation();
  const rawId = useParams().id;
  const id = parseRouteId(rawId);
  const query = useBundleQuery(id);
  if (query.data) return <CustomBundleEditor bundle={query.data} />;
  const failed = id === null || query.isError;
  return <PlanLoadingPage title={t('pages.customBundleEdit')} failure={failed ? (query.error?.message ?? rawId ?? '') : null} />;
}

function CustomBundleEditor({ bundle }: { bundle: BundleDetail }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const bridge = useBridge();
  const notify = useNotify();
  const client = useQueryClient();
  const editor = useRef<TreeEditorHandle>(null);
  const [stale, setStale] = useState<string | null>(null);
  const store = useMemo<PlanStore<BundleDetail>>(
    () => ({
      // PUT /api/bundle/{id}/bundle_plan: the structure edited; the articles stay in their containers.
      save: async (id, planSave) => {
        const saved = await bridge.invoke('bundles.savePlan', id, planSave);
        return { ...bundle, plan: saved.plan, planVersion: saved.planVersion };
      },
      refresh: async (id, fresh) => {
        if (fresh) client.setQueryData(bundleKey(id), fresh);
        await client.invalidateQueries({ queryKey: bundleKey(id) });
      },
    }),
    [bridge, client, bundle],
  );
  const draft = usePlanDraft(bundle, store);
  const title = t('adminPlans.customBundle.title', { id: bundle.id, name: plainNodeName(bundle.title) });
  useDocumentTitle(title);

  const save = async (): Promise<boolean> => {
    const outcome = await draft.save();
    if (outcome.ok) {
      setStale(null);
      notify.success(t('adminPlans.customBundle.saved', { id: bundle.id }));
      return true;
    }
    if (outcome.stale) setStale(outcome.message);
    else notify.error(outcome.message);
    return false;
  };
  // Spec 2 §2.9: navigation is blocked while changes are unsaved (§2.7's question).
  const guard = useUnsavedChangesGuard(draft.dirty, {
    message: t('adminPlans.leave'),
    title: t('adminPlans.leaveTitle'),
    leaveLabel: t('adminPlans.leaveWithoutSaving'),
    save: { label: t('adminPlans.saveAndLeave'), run: save },
  });
  const reload = () => {
    setStale(null);
    void draft.reload();
  };
  const label = t('adminPlans.customBundle.treeLabel', { id: bundle.id });

  return (
    <Page>
      <PageHeader
        title={title}
        actions={
          <>
            <RouterLink to={paths.bundle(bundle.id)}>{t('adminPlans.customBundle.open')}</RouterLink>
            <SaveCancelActions dirty={draft.dirty} saving={draft.saving} onSave={() => void save()} onCancel={reload} />
          </>
        }
      />
      <div className={styles.root}>
        {stale !== null && (
          <MessageBar intent="warning">
            <MessageBarBody>{t('adminPlans.stale', { message: stale })}</MessageBarBody>
            <MessageBarActions>
              <Button onClick={reload}>{t('adminPlans.reload')}</Button>
            </MessageBarActions>
          </MessageBar>
        )}
        <AdminTreePanel
          label={label}
          rules={TREE_RULES.BUNDLE_PLAN}
          tree={draft.tree}
          onChange={draft.change}
          dirty={draft.dirty}
          withLink
          newNode={({ name, link }) => newContainer(newNodeId('n'), nameWithReferenceLink(name, link))}
          emptyText={t('adminPlans.customBundle.empty')}
          editorRef={editor}
        />
      </div>
      {guard.dialog}
    </Page>
  );
}
