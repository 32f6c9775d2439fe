import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Spinner, Tab, TabList, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { PlanCandidate, PlanCandidateKind, PublicationDetail } from '@shared/domain/publication';
import type { TreeNode } from '@shared/domain/plan';
import { canSavePlan } from '@shared/rules/publication-workflow';
import { TREE_RULES } from '@shared/rules/tree-types';
import { publicationLanding } from '../../../app/landing';
import { useBridge } from '../../../bridge/BridgeContext';
import { Breadcrumb } from '../../../components/Breadcrumb';
import { Page } from '../../../components/Page';
import { PageHeader } from '../../../components/PageHeader';
import { parseRouteId } from '../../../components/route-id';
import { TreeDndProvider } from '../../../components/tree/tree-dnd';
import type { TreeEditorHandle } from '../../../components/tree/TreeEditor';
import { useRoles } from '../../auth/useAuth';
import { useNotify } from '../../notifications/useNotify';
import { tabLabel } from '../../shell/sections';
import { usePublicationQuery } from '../shared/publication-query';
import { PublicationActionsMenu } from '../workflow/PublicationActionsMenu';
import { CandidatePanel, type CandidateSearch } from '../../plan-organise/CandidatePanel';
import { candidateNode, idsInTree, missingRubriques } from '../../plan-organise/plan-nodes';
import { PlanPanel } from '../../plan-organise/PlanPanel';
import { FlatplanView } from '../flatplan/FlatplanView';
import { PlanLeaveGuard } from './PlanLeaveGuard';
import { PublicationSummary } from './PublicationSummary';
import { RubriqueList } from './RubriqueList';
import { usePlanDraft } from './usePlanDraft';

const KINDS: readonly PlanCandidateKind[] = ['ARTICLE', 'BUNDLE', 'ADVERTISEMENT'];

const useStyles = makeStyles({
  columns: {
    display: 'grid',
    // The table's five columns need more room than the tree, whose rows are one indented name each.
    gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)',
    gap: tokens.spacingHorizontalXXL,
    alignItems: 'start',
  },
  // « Planches »: the spreads take the room, the plan tree follows beside them.
  spreads: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' },
  left: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
});

/** ?vue=planches: « Planches » (issue 36), a view of the same draft; a deep link opens it. */
const SPREADS_VIEW = 'planches';

/** The organise page of spec 2 §2.3 (/publications/:id/organiser): the plan of a publication, built from its articles, bundles, ads and rubriques. */
export function PublicationOrganizePage() {
  const { t } = useTranslation();
  const { id: rawId } = useParams();
  const id = parseRouteId(rawId);
  const query = usePublicationQuery(id);
  const notify = useNotify();
  const navigate = useNavigate();
  const roles = useRoles();
  const failed = id === null || (query.isError && !query.data);
  const failure = query.error?.message ?? String(rawId);

  // Spec 2 §4 Plans: a publication that cannot be read sends back to the list (one the account may open) with an error notification.
  useEffect(() => {
    if (!failed) return;
    notify.error(t('publications.organise.loadFailed', { message: failure }));
    void navigate(publicationLanding(roles).to, { replace: true });
  }, [failed, failure, notify, navigate, roles, t]);

  if (!query.data) {
    return (
      <Page>
        <Spinner label={t('publications.organise.loading')} />
      </Page>
    );
  }
  return <OrganiseScreen publication={query.data} />;
}

function OrganiseScreen({ publication }: { publication: PublicationDetail }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const bridge = useBridge();
  const notify = useNotify();
  const roles = useRoles();
  const verdict = canSavePlan(publication, roles);
  const readOnlyReason = verdict.allowed ? null : verdict.reason;
  const back = publicationLanding(roles, { name: publication.name });
  const draft = usePlanDraft(publication);
  const editor = useRef<TreeEditorHandle>(null);
  const [stale, setStale] = useState<string | null>(null);
  const periodicalPlan = useQuery({
    queryKey: ['periodicalPlan', publication.periodicalId],
    queryFn: () => bridge.invoke('publications.periodicalPlan', publication.periodicalId),
    staleTime: 60_000,
  });
  const placed = useMemo(() => idsInTree(draft.tree), [draft.tree]);
  const rubriques = useMemo(() => missingRubriques(periodicalPlan.data ?? [], draft.tree), [periodicalPlan.data, draft.tree]);

  const save = async (): Promise<boolean> => {
    const outcome = await draft.save();
    if (outcome.ok) {
      setStale(null);
      notify.success(t('publications.organise.plan.saved'));
      return true;
    }
    if (outcome.stale) setStale(outcome.message);
    else notify.error(t('publications.organise.plan.saveFailed', { message: outcome.message }));
    return false;
  };
  const reload = () => {
    setStale(null);
    void draft.reload();
  };
  const add = (node: TreeNode) => editor.current?.add(node);
  const [search, setSearch] = useSearchParams();
  const spreads = search.get('vue') === SPREADS_VIEW;

  return (
    <Page>
      <Breadcrumb
        crumbs={[
          { key: 'list', label: tabLabel(back.section), to: back.to },
          { key: 'publication', label: publication.name, to: null },
        ]}
      />
      <PageHeader title={t('publications.organise.title', { name: publication.name })} actions={<PublicationActionsMenu publication={publication} placement="header" />} />
      <PublicationSummary publication={publication} />
      <TabList
        aria-label={t('publications.flatplan.views.label')}
        selectedValue={spreads ? SPREADS_VIEW : 'arbre'}
        onTabSelect={(_, data) => setSearch(data.value === SPREADS_VIEW ? { vue: SPREADS_VIEW } : {}, { replace: true })}
      >
        <Tab value="arbre">{t('publications.flatplan.views.tree')}</Tab>
        <Tab value={SPREADS_VIEW}>{t('publications.flatplan.views.spreads')}</Tab>
      </TabList>
      <TreeDndProvider>
        <div className={mergeClasses(styles.columns, spreads && styles.spreads)}>
          {spreads ? (
            <FlatplanView publication={publication} tree={draft.tree} onChange={draft.change} readOnly={readOnlyReason !== null} />
          ) : (
            <div className={styles.left}>
              <RubriqueList choices={rubriques} readOnly={readOnlyReason !== null} onAdd={add} />
              <CandidatePanel
                kinds={KINDS}
                queryKey={['planCandidates', publication.id]}
                search={(request: CandidateSearch) => bridge.invoke('publications.planCandidates', publication.id, request)}
                placed={placed} readOnly={readOnlyReason !== null} onAdd={(c: PlanCandidate) => add(candidateNode(c))} />
            </div>
          )}
          <PlanPanel
            label={t('publications.organise.plan.label')}
            rules={TREE_RULES.PUBLICATION_PLAN}
            tree={draft.tree}
            onChange={draft.change}
            dirty={draft.dirty}
            saving={draft.saving}
            onSave={() => void save()}
            readOnlyReason={readOnlyReason}
            stale={stale === null ? null : t('publications.organise.plan.stale', { message: stale })}
            emptyText={t('publications.organise.plan.empty')}
            onReload={reload}
            editorRef={editor}
          />
        </div>
      </TreeDndProvider>
      <PlanLeaveGuard dirty={draft.dirty} onSave={save} />
    </Page>
  );
}
