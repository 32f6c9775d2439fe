import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MessageBarBody, MessageBarTitle, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { MessageBar } from '../../../components/MessageBar';
import type { BundlePlanTemplateDetail } from '@shared/domain/bundle';
import type { Tree } from '@shared/domain/plan';
import { BridgeError } from '@shared/errors';
import { planToTree, treeToPlan } from '@shared/rules/plan-tree';
import { nameWithReferenceLink } from '@shared/rules/reference-link';
import { TREE_RULES } from '@shared/rules/tree-types';
import { ADMIN_SUB_SEGMENTS, paths } from '../../../app/paths';
import { useBridge } from '../../../bridge/BridgeContext';
import { bridgeErrorMessage } from '../../../bridge/error-message';
import { Page } from '../../../components/Page';
import { PageHeader } from '../../../components/PageHeader';
import { parseRouteId } from '../../../components/route-id';
import type { TreeEditorHandle } from '../../../components/tree/TreeEditor';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useUnsavedChangesGuard } from '../../forms/useUnsavedChangesGuard';
import { useNotify } from '../../notifications/useNotify';
import { usePeriodicals } from '../../periodicals/usePeriodicals';
import { AdminTreePanel } from './AdminTreePanel';
import { newContainer, newNodeId } from './admin-tree';
import { BundlePlanFields } from './BundlePlanFields';
import { bundlePlanFormSchema, bundlePlanFormValues, type BundlePlanFormInput, type BundlePlanFormMode, type BundlePlanFormValues } from './bundle-plan-form';
import { SaveCancelActions } from './SaveCancelActions';

const useStyles = makeStyles({ root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL } });

function useMode(): BundlePlanFormMode {
  const { pathname } = useLocation();
  if (pathname === paths.bundlePlanCreate()) return 'create';
  return pathname.includes(`/${ADMIN_SUB_SEGMENTS.duplicate}/`) ? 'duplicate' : 'edit';
}

/**
 * The bundle plan form (spec 2 §2.9, admin only), its three routes: create, edit/{id}, duplicate/{id}.
 * Title, periodical (fixed in edit) and type, then the structure (depth 5, TREE_RULES.BUNDLE_PLAN_TEMPLATE)
 * whose levels may carry a reference link of the allowed patterns (§5).
 */
export function BundlePlanFormPage() {
  const { t } = useTranslation();
  const mode = useMode();
  const rawId = useParams().id;
  const id = parseRouteId(rawId);
  const bridge = useBridge();
  const template = useQuery({
    queryKey: ['bundlePlan', id],
    queryFn: () => bridge.invoke('bundlePlans.get', id ?? 0),
    enabled: mode !== 'create' && id !== null,
  });
  if (mode === 'create') return <BundlePlanForm mode={mode} template={undefined} />;
  if (template.data) return <BundlePlanForm key={`${mode}-${template.data.id}`} mode={mode} template={template.data} />;
  const failed = id === null || template.isError;
  return (
    <Page>
      <PageHeader title={t(mode === 'edit' ? 'pages.bundlePlanEdit' : 'pages.bundlePlanDuplicate')} />
      {failed ? (
        <MessageBar intent="error">
          <MessageBarBody>{template.error ? t('adminPlans.loadFailed', { message: template.error.message }) : t('adminPlans.bundlePlanForm.notFound', { id: rawId ?? '' })}</MessageBarBody>
        </MessageBar>
      ) : (
        <Spinner label={t('adminPlans.loading')} />
      )}
    </Page>
  );
}

function BundlePlanForm({ mode, template }: { mode: BundlePlanFormMode; template: BundlePlanTemplateDetail | undefined }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const bridge = useBridge();
  const notify = useNotify();
  const client = useQueryClient();
  const navigate = useNavigate();
  const periodicals = usePeriodicals();
  const formId = useId();
  const editor = useRef<TreeEditorHandle>(null);
  const [tree, setTree] = useState<Tree>(() => planToTree(template?.plan));
  const [treeDirty, setTreeDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const schema = useMemo(
    () =>
      bundlePlanFormSchema({
        titleRequired: t('adminPlans.bundlePlanForm.titleRequired'),
        periodicalRequired: t('adminPlans.bundlePlanForm.periodicalRequired'),
        typeRequired: t('adminPlans.bundlePlanForm.typeRequired'),
      }),
    [t],
  );
  const form = useForm<BundlePlanFormValues, unknown, BundlePlanFormInput>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    defaultValues: bundlePlanFormValues(mode, template, (name) => t('adminPlans.bundlePlanForm.copyName', { name })),
  });
  const dirty = form.formState.isDirty || treeDirty;

  const title =
    mode === 'create'
      ? t('adminPlans.bundlePlanForm.createTitle')
      : mode === 'edit'
        ? t('adminPlans.bundlePlanForm.editTitle', { name: template?.name ?? '' })
        : t('adminPlans.bundlePlanForm.duplicateTitle', { name: template?.name ?? '' });
  useDocumentTitle(title);

  const save = async (values: BundlePlanFormInput): Promise<boolean> => {
    setSaving(true);
    setFailure(null);
    try {
      const plan = treeToPlan(tree);
      const saved =
        mode === 'edit' && template
          ? await bridge.invoke('bundlePlans.update', template.id, { bundlePlanVersionId: template.bundlePlanVersionId, name: values.name, type: values.type, enable: values.enable, plan })
          : await bridge.invoke('bundlePlans.create', { name: values.name, type: values.type, periodicalId: values.periodicalId, plan });
      client.setQueryData(['bundlePlan', saved.id], saved);
      await client.invalidateQueries({ predicate: (q) => q.queryKey[0] === 'list' || q.queryKey[0] === 'bundlePlansOf' });
      notify.success(t(mode === 'edit' ? 'adminPlans.bundlePlanForm.saved' : 'adminPlans.bundlePlanForm.created', { name: saved.name }));
      guard.allowNextNavigation();
      void navigate(paths.bundlePlans());
      return true;
    } catch (error) {
      // A refusal the user can correct (400: a rule; 409: a newer version) stays on the form.
      const correctable = error instanceof BridgeError && (error.status === 400 || error.status === 409);
      const message = bridgeErrorMessage(error, t, t('adminPlans.saveFailedTitle'));
      if (correctable) setFailure(message);
      else notify.error(message);
      return false;
    } finally {
      setSaving(false);
    }
  };
  const saveFromGuard = () => new Promise<boolean>((resolve) => void form.handleSubmit(async (values) => resolve(await save(values)), () => resolve(false))());
  const guard = useUnsavedChangesGuard(dirty && !saving, {
    message: t('adminPlans.leave'),
    title: t('adminPlans.leaveTitle'),
    leaveLabel: t('adminPlans.leaveWithoutSaving'),
    save: { label: t('adminPlans.saveAndLeave'), run: saveFromGuard },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => void form.handleSubmit(save)(event);
  const changeTree = (next: Tree) => {
    setTree(next);
    setTreeDirty(true);
  };

  return (
    <Page>
      <PageHeader
        title={title}
        actions={
          <SaveCancelActions
            // A duplicate may be saved as it comes.
            dirty={dirty || mode === 'duplicate'}
            saving={saving}
            onSave={() => undefined}
            form={formId}
            cancelWhenClean
            onCancel={() => void navigate(paths.bundlePlans())}
          />
        }
      />
      <div className={styles.root}>
        {failure && (
          <MessageBar intent="error" layout="multiline">
            <MessageBarBody>
              <MessageBarTitle>{t('adminPlans.saveFailedTitle')}</MessageBarTitle>
              {failure}
            </MessageBarBody>
          </MessageBar>
        )}
        <FormProvider {...form}>
          <form id={formId} aria-label={t('adminPlans.bundlePlanForm.formLabel')} noValidate onSubmit={submit}>
            <BundlePlanFields periodicals={periodicals.data ?? []} periodicalFixed={mode === 'edit'} showEnable={mode === 'edit'} />
          </form>
        </FormProvider>
        <AdminTreePanel
          label={t('adminPlans.bundlePlanForm.treeLabel')}
          rules={TREE_RULES.BUNDLE_PLAN_TEMPLATE}
          tree={tree}
          onChange={changeTree}
          dirty={treeDirty}
          withLink
          newNode={({ name, link }) => newContainer(newNodeId('n'), nameWithReferenceLink(name, link))}
          emptyText={t('adminPlans.bundlePlanForm.empty')}
          editorRef={editor}
        />
      </div>
      {guard.dialog}
    </Page>
  );
}
