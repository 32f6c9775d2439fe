import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, MessageBarActions, MessageBarBody, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { MessageBar } from '../../components/MessageBar';
import { SaveButton } from '../../components/form/SaveButton';
import type { Tree } from '@shared/domain/plan';
import type { TreeRules } from '@shared/rules/tree-types';
import { TreeEditor, type TreeEditorHandle } from '../../components/tree/TreeEditor';
import { useSaveShortcut } from '../../app/commands/useCommand';
import { useCharacterVolume } from './useCharacterVolume';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  bar: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  title: { margin: 0, flexGrow: 1 },
  tree: { height: 'calc(100vh - 400px)', minHeight: '420px' },
  volume: { fontVariantNumeric: 'tabular-nums', color: tokens.colorNeutralForeground2 },
});

export interface PlanPanelProps {
  /** The plan's name (its heading and the tree's label): "Chemin de fer", "Plan du lot". */
  label: string;
  /** The drop rules and depth of this plan (TREE_RULES.PUBLICATION_PLAN, BUNDLE_PLAN). */
  rules: TreeRules;
  tree: Tree;
  onChange(tree: Tree): void;
  dirty: boolean;
  saving: boolean;
  onSave(): void;
  /** Why the plan cannot be saved (canSavePlan), if it cannot: the tree is read-only then. */
  readOnlyReason: string | null;
  /** After a 409: what to say (the server's message in the page's words); the user may reload. */
  stale: string | null;
  /** What an empty plan says (where to start). */
  emptyText: string;
  onReload(): void;
  editorRef: Ref<TreeEditorHandle>;
}

/** The right of an organise page (spec 2 §2.3, §2.7): the plan tree, "Enregistrer" and the total character volume. */
export function PlanPanel({ label, rules, tree, onChange, dirty, saving, onSave, readOnlyReason, stale, emptyText, onReload, editorRef }: PlanPanelProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { volume } = useCharacterVolume(tree);
  const readOnly = readOnlyReason !== null;
  useSaveShortcut(onSave, !readOnly && dirty && !saving);
  return (
    <section aria-label={label} className={styles.root}>
      <div className={styles.bar}>
        <Subtitle2 as="h2" className={styles.title}>
          {label}
        </Subtitle2>
        {dirty && (
          <Badge appearance="tint" color="warning">
            {t('publications.organise.plan.dirty')}
          </Badge>
        )}
        <span className={styles.volume} role="status">
          {volume === undefined ? t('publications.organise.plan.volumeLoading') : t('publications.organise.plan.volume', { volume: volume.toLocaleString('fr-FR') })}
        </span>
        {!readOnly && (
          <SaveButton saving={saving} disabled={!dirty} onClick={onSave} />
        )}
      </div>
      {readOnly && (
        <MessageBar intent="info">
          <MessageBarBody>{t('publications.organise.plan.readOnly', { reason: readOnlyReason })}</MessageBarBody>
        </MessageBar>
      )}
      {stale !== null && (
        <MessageBar intent="warning">
          <MessageBarBody>{stale}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={onReload}>{t('publications.organise.plan.reload')}</Button>
          </MessageBarActions>
        </MessageBar>
      )}
      <div className={styles.tree}>
        <TreeEditor
          ref={editorRef}
          tree={tree}
          rules={rules}
          onChange={onChange}
          label={label}
          readOnly={readOnly}
          emptyText={emptyText}
        />
      </div>
    </section>
  );
}
