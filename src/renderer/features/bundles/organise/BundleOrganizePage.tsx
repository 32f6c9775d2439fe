import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { MessageBar } from '../../../components/MessageBar';
import type { BundleDetail } from '@shared/domain/bundle';
import type { PlanCandidate } from '@shared/domain/publication';
import { canOrganiseBundle } from '@shared/rules/bundle-rules';
import { TREE_RULES } from '@shared/rules/tree-types';
import { paths } from '../../../app/paths';
import { useBridge } from '../../../bridge/BridgeContext';
import { Breadcrumb } from '../../../components/Breadcrumb';
import { Page } from '../../../components/Page';
import { PageHeader } from '../../../components/PageHeader';
import { parseRouteId } from '../../../components/route-id';
import { TreeDndProvider } from '../../../components/tree/tree-dnd';
import type { TreeEditorHandle } from '../../../components/tree/TreeEditor';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useRoles } from '../../auth/useAuth';
import { useUnsavedChangesGuard } from '../../forms/useUnsavedChangesGuard';
import { useNotify } from '../../notifications/useNotify';
import { ArticleActionsMenu } from '../../articles/actions/ArticleActionsMenu';
import { documentName } from '../../articles/view/DocumentBreadcrumb';
import { documentFailure, useDocumentQuery } from '../../articles/view/document-query';
import { CandidatePanel, type CandidateSearch } from '../../plan-organise/CandidatePanel';
import { candidateNode, idsInTree } from '../../plan-organise/plan-nodes';
import { PlanPanel } from '../../plan-organise/PlanPanel';
import { useBundleQuery } from './bundle-query';
import { BundleSummary } from './BundleSummary';
import { useBundlePlanDraft } from './useBundlePlanDraft';

const ONLY_ARTICLES = ['ARTICLE'] as const;

const useStyles = makeStyles({
  columns: { display: 'grid', gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)', gap: tokens.spacingHorizontalXXL, alignItems: 'start' },
  status: { display: 'flex', justifyContent: 'center', padding: tokens.spacingVerticalXXXL },
});

/** /lots/{id}/organiser (spec 2 §2.7): the publication organise page's layout for a bundle's plan (depth 5, articles only). */
export function BundleOrganizePage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const id = parseRouteId(useParams().id);
  const query = useBundleQuery(id);
  const failure = documentFailure(id, query.data ? null : query.error);
  useDocumentTitle(query.data ? t('bundles.organise.title', { name: documentName(query.data) }) : t('pages.bundleOrganize'));
  if (query.data) return <OrganiseScreen bundle={query.data} />;
  return (
    <Page>
      {failure === null ? (
        <div className={styles.status}>
          <Spinner label={t('articles.view.loading.bundle')} />
        </div>
      ) : (
        <MessageBar intent="error">
          <MessageBarBody>{t(`articles.view.failure.${failure}.bundle`, { id: id ?? '' })}</MessageBarBody>
        </MessageBar>
      )}
    </Page>
  );
}

function OrganiseScreen({ bundle }: { bundle: BundleDetail }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const bridge = useBridge();
  const notify = useNotify();
  const roles = useRoles();
  const verdict = canOrganiseBundle(bundle, roles);
  const readOnlyReason = verdict.allowed ? null : verdict.reason;
  const draft = useBundlePlanDraft(bundle);
  const editor = useRef<TreeEditorHandle>(null);
  const [stale, setStale] = useState<string | null>(null);
  const placed = useMemo(() => idsInTree(draft.tree), [draft.tree]);
  // The actions menu takes the article form of the bundle (authors, validity…).
  const asArticle = useDocumentQuery(bundle.id).data;

  const save = async (): Promise<boolean> => {
    const outcome = await draft.save();
    if (outcome.ok) {
      setStale(null);
      notify.success(t('bundles.organise.saved'));
      return true;
    }
    if (outcome.stale) setStale(outcome.message);
    else notify.error(t('bundles.organise.saveFailed', { message: outcome.message }));
    return false;
  };
  // Spec 2 §2.7: leaving with unsaved changes asks "Souhaitez-vous vraiment annuler la saisie en cours ?".
  const guard = useUnsavedChangesGuard(draft.dirty, {
    message: t('bundles.organise.leave'),
    title: t('bundles.organise.leaveTitle'),
    leaveLabel: t('bundles.organise.leaveWithoutSaving'),
    save: { label: t('bundles.organise.saveAndLeave'), run: save },
  });

  return (
    <Page>
      <Breadcrumb
        crumbs={[
          { key: 'periodical', label: bundle.periodicalId, to: `${paths.list('article')}?periodicalFilter=${encodeURIComponent(bundle.periodicalId)}` },
          ...(bundle.publicationId !== null && bundle.publication ? [{ key: 'publication', label: bundle.publication, to: paths.publicationOrganize(bundle.publicationId) }] : []),
          { key: 'bundle', label: documentName(bundle), to: paths.bundle(bundle.id) },
          { key: 'organise', label: t('bundles.organise.crumb'), to: null },
        ]}
      />
      <PageHeader
        title={t('bundles.organise.title', { name: documentName(bundle) })}
        actions={asArticle && <ArticleActionsMenu article={{ ...asArticle, authorCount: asArticle.authors.length }} placement="panel" context="bundleOrganize" />}
      />
      <BundleSummary bundle={bundle} />
      <TreeDndProvider>
        <div className={styles.columns}>
          <CandidatePanel
            kinds={ONLY_ARTICLES}
            host="bundle"
            queryKey={['bundleCandidates', bundle.id]}
            search={({ query, page, size, attachedOnly }: CandidateSearch) => bridge.invoke('bundles.candidates', bundle.id, { query, page, size, attachedOnly })}
            placed={placed}
            readOnly={readOnlyReason !== null}
            onAdd={(candidate: PlanCandidate) => editor.current?.add(candidateNode(candidate))}
          />
          <PlanPanel
            label={t('bundles.plan.label')}
            rules={TREE_RULES.BUNDLE_PLAN}
            tree={draft.tree}
            onChange={draft.change}
            dirty={draft.dirty}
            saving={draft.saving}
            onSave={() => void save()}
            readOnlyReason={readOnlyReason}
            stale={stale === null ? null : t('bundles.organise.stale', { message: stale })}
            emptyText={t('bundles.plan.emptyOrganise')}
            onReload={() => {
              setStale(null);
              void draft.reload();
            }}
            editorRef={editor}
          />
        </div>
      </TreeDndProvider>
      {guard.dialog}
    </Page>
  );
}
