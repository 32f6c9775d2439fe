import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input, makeStyles, tokens } from '@fluentui/react-components';
import { EditRegular, FolderRegular } from '@fluentui/react-icons';
import { KYRIELLE_NAME_MAX } from '@shared/domain/kyrielle';
import type { TreeNode } from '@shared/domain/plan';
import { elementName, typedElementName } from '@shared/rules/kyrielle-admin';
import { useLevelRename } from './rename-context';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, minWidth: 0, flexGrow: 1 },
  icon: { flexShrink: 0, fontSize: '16px', color: tokens.colorBrandForeground1 },
  name: { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', flexGrow: 1 },
  input: { flexGrow: 1, minWidth: 0 },
});

/** A level of the administration tree: its name, renamed inline (Enter confirms, Escape gives up). */
export function LevelLabel({ node }: { node: TreeNode }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { onRename } = useLevelRename();
  const [editing, setEditing] = useState<string | null>(null);
  const confirm = () => {
    const name = editing === null ? null : elementName(editing);
    if (name !== null && name !== node.name) onRename(node.id, name);
    setEditing(null);
  };
  return (
    <span className={styles.root}>
      <FolderRegular aria-hidden className={styles.icon} />
      {editing === null ? (
        <>
          <span className={styles.name} title={node.name} onDoubleClick={() => setEditing(node.name)}>
            {node.name}
          </span>
          <Button size="small" appearance="subtle" icon={<EditRegular />} aria-label={t('kyrielleTool.admin.rename', { name: node.name })} onClick={() => setEditing(node.name)} />
        </>
      ) : (
        <Input
          size="small"
          autoFocus
          className={styles.input}
          aria-label={t('kyrielleTool.admin.newName', { name: node.name })}
          maxLength={KYRIELLE_NAME_MAX}
          value={editing}
          onChange={(_e, d) => setEditing(typedElementName(d.value))}
          onClick={(event) => event.stopPropagation()}
          onKeyDown={(event) => {
            // Arborist's own keys (arrows, space, Enter) stay out of the field.
            event.stopPropagation();
            if (event.key === 'Enter') confirm();
            else if (event.key === 'Escape') setEditing(null);
          }}
          onBlur={confirm}
        />
      )}
    </span>
  );
}
