import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, MessageBarActions, MessageBarBody, Spinner, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { MessageBar } from '../../../components/MessageBar';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { SaveButton } from '../../../components/form/SaveButton';
import type { KyrielleTree } from '@shared/domain/kyrielle';
import type { Tree, TreeNode } from '@shared/domain/plan';
import { BridgeError } from '@shared/errors';
import { adminRules, fromAdminTree, toAdminTree } from '@shared/rules/kyrielle-admin';
import { renameLevel } from '@shared/rules/kyrielle-tree';
import { sentVersion } from '@shared/rules/read-version';
import { paths } from '../../../app/paths';
import { useSaveShortcut } from '../../../app/commands/useCommand';
import { useBridge } from '../../../bridge/BridgeContext';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { RouterLink } from '../../../components/RouterLink';
import { parseRouteId } from '../../../components/route-id';
import { TreeDndProvider } from '../../../components/tree/tree-dnd';
import { TreeEditor, type TreeEditorHandle } from '../../../components/tree/TreeEditor';
import { useNotify } from '../../notifications/useNotify';
import { AbandonDialog } from '../organise/AbandonDialog';
import { KyrielleLeaveGuard } from '../organise/KyrielleLeaveGuard';
import { kyrielleTreeKey } from '../organise/useKyrielleDraft';
import { kyrielleTreeTitle } from '../shared/tree-title';
import { ElementChips } from './ElementChips';
import { LevelLabel } from './LevelLabel';
import { LevelRenameContext, type LevelRename } from './rename-context';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`, height: '100%', boxSizing: 'border-box' },
  bar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  title: { margin: 0, flexGrow: 1 },
  back: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  columns: { display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', gap: tokens.spacingHorizontalXL, flexGrow: 1, minHeight: 0 },
  tree: { minHeight: '420px', display: 'flex', flexDirection: 'column' },
});

const renderLabel = (node: TreeNode) => <LevelLabel node={node} />;

/** Spec 2 §2.10 (/kyrielle/administrateTree/:id): the levels of a tree — created, dropped, renamed, deleted — under the CdF depth 8. */
export function KyrielleAdministratePage() {
  const { t } = useTranslation();
  const bridge = useBridge();
  const notify = useNotify();
  const { id: rawId } = useParams();
  const treeId = parseRouteId(rawId) ?? 0;
  const query = useQuery({ queryKey: kyrielleTreeKey(treeId), queryFn: () => bridge.invoke('kyrielle.tree', treeId), enabled: treeId > 0 });
  const failure = query.error?.message;
  useEffect(() => {
    if (failure !== undefined) notify.error(t('kyrielleTool.errors.KYRIELLE_TREE_LOAD', { message: failure }));
  }, [failure, notify, t]);
  if (!query.data) return query.isError ? <div>{failure}</div> : <Spinner label={t('kyrielleTool.loading')} />;
  return <AdminScreen key={query.data.id} loaded={query.data} />;
}

function AdminScreen({ loaded }: { loaded: KyrielleTree }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const bridge = useBridge();
  const client = useQueryClient();
  const notify = useNotify();
  const editor = useRef<TreeEditorHandle>(null);
  const server = useMemo(() => toAdminTree(loaded.nodes), [loaded]);
  const rules = useMemo(() => adminRules(server.unitsByLevel), [server]);
  const [draft, setDraft] = useState<Tree | null>(null);
  const [stale, setStale] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [deleting, setDeleting] = useState<(() => void) | null>(null);
  const tree = draft ?? server.tree;
  const dirty = draft !== null;
  const title = kyrielleTreeTitle(t, loaded);

  const rename = useMemo<LevelRename>(() => ({ onRename: (id, name) => setDraft(renameLevel(tree, id, name)) }), [tree]);
  const mutation = useMutation({ mutationFn: () => bridge.invoke('kyrielle.adminSave', loaded.id, { ...sentVersion('version', loaded.version), nodes: fromAdminTree(tree, server.unitsByLevel) }) });
  const save = async () => {
    try {
      const fresh = await mutation.mutateAsync();
      client.setQueryData(kyrielleTreeKey(loaded.id), fresh);
      setDraft(null);
      setStale(false);
      notify.success(t('kyrielleTool.tree.saved'));
    } catch (error) {
      if (error instanceof BridgeError && error.status === 409) setStale(true);
      else notify.error(t('kyrielleTool.tree.saveFailed', { message: error instanceof Error ? error.message : String(error) }));
    }
  };
  useSaveShortcut(() => void save(), dirty && !mutation.isPending);
  const reload = useCallback(() => {
    setDraft(null);
    setStale(false);
    void client.invalidateQueries({ queryKey: kyrielleTreeKey(loaded.id) });
  }, [client, loaded.id]);

  return (
    <div className={styles.root}>
      <div className={styles.bar}>
        <RouterLink to={paths.kyrielleOrganize(loaded.id)} className={styles.back}>
          <ArrowLeftRegular aria-hidden />
          {t('kyrielleTool.admin.back')}
        </RouterLink>
        <Subtitle2 as="h1" className={styles.title}>
          {t('kyrielleTool.admin.title', { name: title })}
        </Subtitle2>
        {dirty && (
          <Badge appearance="tint" color="warning">
            {t('kyrielleTool.tree.dirty')}
          </Badge>
        )}
        <SaveButton saving={mutation.isPending} disabled={!dirty} onClick={() => void save()} />
        <Button disabled={!dirty || mutation.isPending} onClick={() => setCancelling(true)}>
          {t('kyrielleTool.tree.cancel')}
        </Button>
      </div>
      {stale && (
        <MessageBar intent="warning">
          <MessageBarBody>{t('kyrielleTool.tree.stale')}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={reload}>{t('kyrielleTool.tree.reload')}</Button>
          </MessageBarActions>
        </MessageBar>
      )}
      <TreeDndProvider>
        <div className={styles.columns}>
          <ElementChips tree={tree} onAdd={(node) => editor.current?.add(node)} />
          <div className={styles.tree}>
            <LevelRenameContext.Provider value={rename}>
              <TreeEditor
                ref={editor}
                tree={tree}
                rules={rules}
                onChange={setDraft}
                label={t('kyrielleTool.admin.structure', { name: title })}
                renderLabel={renderLabel}
                confirmDelete={(_node, remove) => setDeleting(() => remove)}
                emptyText={t('kyrielleTool.admin.empty')}
              />
            </LevelRenameContext.Provider>
          </div>
        </div>
      </TreeDndProvider>
      <ConfirmDialog
        open={deleting !== null}
        title={t('kyrielleTool.admin.deleteTitle')}
        text={t('kyrielleTool.admin.deleteText')}
        confirmLabel={t('kyrielleTool.admin.delete')}
        onConfirm={async () => {
          deleting?.();
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
      <AbandonDialog
        open={cancelling}
        question="cancel"
        onBack={() => setCancelling(false)}
        onAbandon={() => {
          setCancelling(false);
          reload();
        }}
      />
      <KyrielleLeaveGuard dirty={dirty} within={paths.kyrielleAdministrate(loaded.id)} onAbandon={() => setDraft(null)} />
    </div>
  );
}
