import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Spinner, Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import type { KyrielleTreeSummary } from '@shared/domain/kyrielle';
import type { TreeNode } from '@shared/domain/plan';
import { paths } from '../../../app/paths';
import { useBridge } from '../../../bridge/BridgeContext';
import { parseRouteId } from '../../../components/route-id';
import { TreeDndProvider } from '../../../components/tree/tree-dnd';
import type { TreeEditorHandle } from '../../../components/tree/TreeEditor';
import { useNotify } from '../../notifications/useNotify';
import { KyrielleLeaveGuard } from './KyrielleLeaveGuard';
import { KyrielleTreePanel } from './KyrielleTreePanel';
import { UnitSearchPanel } from './UnitSearchPanel';
import { useKyrielleDraft } from './useKyrielleDraft';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`, height: '100%', boxSizing: 'border-box' },
  columns: { display: 'grid', gridTemplateColumns: 'minmax(0, 6fr) minmax(0, 5fr)', gap: tokens.spacingHorizontalXL, flexGrow: 1, minHeight: 0 },
  message: { padding: tokens.spacingHorizontalL, color: tokens.colorNeutralForeground3 },
  hidden: { position: 'absolute', width: '1px', height: '1px', margin: '-1px', padding: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 },
});

/** Spec 2 §2.10 (/kyrielle/organizeTree/:id?): document units on the left, placed into the four trees on the right. */
export function KyrielleOrganizePage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const bridge = useBridge();
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useLocation();
  const { id: rawId } = useParams();
  const treeId = parseRouteId(rawId);
  const trees = useQuery({ queryKey: ['kyrielleTrees'], queryFn: () => bridge.invoke('kyrielle.trees') });
  const failure = trees.error?.message;
  useEffect(() => {
    if (failure !== undefined) notify.error(t('kyrielleTool.errors.KYRIELLE_TREE_LIST_LOAD', { message: failure }));
  }, [failure, notify, t]);
  const first = trees.data?.[0];
  // No tree in the address: the first one, the filters kept.
  useEffect(() => {
    if (treeId === null && first) void navigate({ pathname: paths.kyrielleOrganize(first.id), search: location.search }, { replace: true });
  }, [treeId, first, navigate, location.search]);

  const summary = trees.data?.find((tree) => tree.id === treeId);
  return (
    <>
      {/* The screen's name for assistive technologies: the tabs and the tree's title say the rest. */}
      <h1 className={styles.hidden}>{t('pages.kyrielleOrganize')}</h1>
      {trees.data && summary ? (
        <OrganiseScreen key={summary.id} trees={trees.data} summary={summary} />
      ) : trees.data?.length === 0 ? (
        <div>{t('kyrielleTool.noTree')}</div>
      ) : (
        <Spinner label={t('kyrielleTool.listLoading')} />
      )}
    </>
  );
}

function OrganiseScreen({ trees, summary }: { trees: KyrielleTreeSummary[]; summary: KyrielleTreeSummary }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useLocation();
  const draft = useKyrielleDraft(summary.id);
  const editor = useRef<TreeEditorHandle>(null);
  const [switchTo, setSwitchTo] = useState<number | null>(null);
  const failure = draft.query.error?.message;
  useEffect(() => {
    if (failure !== undefined) notify.error(t('kyrielleTool.errors.KYRIELLE_TREE_LOAD', { message: failure }));
  }, [failure, notify, t]);

  const go = (id: number) => void navigate({ pathname: paths.kyrielleOrganize(id), search: location.search });
  const add = (node: TreeNode) => {
    editor.current?.add(node);
  };

  return (
    <div className={styles.root}>
      <TabList
        aria-label={t('kyrielleTool.tree.tabs')}
        selectedValue={summary.id}
        onTabSelect={(_e, data) => {
          const id = data.value as number;
          if (id === summary.id) return;
          if (draft.dirty) setSwitchTo(id);
          else go(id);
        }}
      >
        {trees.map((tree) => (
          <Tab key={tree.id} value={tree.id}>
            {t(`kyrielleTool.treeTypes.${tree.type}`)}
          </Tab>
        ))}
      </TabList>
      <TreeDndProvider>
        <div className={styles.columns}>
          <UnitSearchPanel treeId={summary.id} counts={draft.counts} loadedCounts={draft.loadedCounts} onOffer={draft.offer} onAdd={add} />
          {draft.query.data ? (
            <KyrielleTreePanel summary={summary} draft={draft} editorRef={editor} onExpand={(open) => (open ? editor.current?.openAll() : editor.current?.closeAll())} />
          ) : (
            <div className={styles.message}>{draft.query.isError ? failure : <Spinner label={t('kyrielleTool.loading')} />}</div>
          )}
        </div>
      </TreeDndProvider>
      <Dialog open={switchTo !== null} modalType="alert" onOpenChange={(_e, data) => !data.open && setSwitchTo(null)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{t('kyrielleTool.dialogs.switchTitle')}</DialogTitle>
            <DialogContent>{t('kyrielleTool.dialogs.switchText')}</DialogContent>
            <DialogActions>
              <Button appearance="primary" onClick={() => setSwitchTo(null)}>
                {t('kyrielleTool.dialogs.back')}
              </Button>
              <Button
                onClick={() => {
                  const id = switchTo;
                  setSwitchTo(null);
                  draft.discard();
                  if (id !== null) go(id);
                }}
              >
                {t('kyrielleTool.dialogs.switchConfirm')}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
      <KyrielleLeaveGuard dirty={draft.dirty} within={paths.kyrielleOrganize()} onAbandon={draft.discard} />
    </div>
  );
}
