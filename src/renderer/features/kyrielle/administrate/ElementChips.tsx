import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Field, Input, Tag, TagGroup, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { KYRIELLE_NAME_MAX } from '@shared/domain/kyrielle';
import type { Tree, TreeNode } from '@shared/domain/plan';
import { elementName, levelNode, typedElementName } from '@shared/rules/kyrielle-admin';
import { flatten } from '@shared/rules/tree-ops';
import { useTreeDragSource } from '../../../components/tree/tree-dnd';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  form: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  field: { flexGrow: 1 },
  chips: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  chip: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS, cursor: 'grab' },
  hint: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

/** One element: dragged into the tree, or added to the chosen level, as its own level (its id fresh at creation). */
function Chip({ node, onAdd }: { node: TreeNode; onAdd(node: TreeNode): void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { name } = node;
  const drag = useTreeDragSource(node);
  return (
    <span ref={drag} className={styles.chip}>
      <Tag value={node.id} dismissible dismissIcon={{ 'aria-label': t('kyrielleTool.admin.removeElement', { name }) }}>
        {name}
      </Tag>
      <Button size="small" appearance="subtle" icon={<AddRegular />} aria-label={t('kyrielleTool.admin.addElement', { name })} onClick={() => onAdd(node)} />
    </span>
  );
}

/**
 * Element creation (issue 13): 256 characters at most, trimmed, empty refused; Enter or "Créer"; chips deleted
 * with their cross. An element placed in the tree (dropped, or added to a level) leaves the list (spec 2 §4
 * CdF tree: "dropping a created element creates a node with a fresh id and removes the element from the list").
 */
export function ElementChips({ tree, onAdd }: { tree: Tree; onAdd(node: TreeNode): void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [typed, setTyped] = useState('');
  const [elements, setElements] = useState<TreeNode[]>([]);
  const placed = useMemo(() => new Set(flatten(tree).map((node) => node.id)), [tree]);
  const waiting = elements.filter((node) => !placed.has(node.id));
  const create = () => {
    const name = elementName(typed);
    if (name === null) return;
    setElements((list) => [...list.filter((node) => !placed.has(node.id)), ...(waiting.some((node) => node.name === name) ? [] : [levelNode(name)])]);
    setTyped('');
  };
  return (
    <section aria-label={t('kyrielleTool.admin.elements')} className={styles.root}>
      <div className={styles.form}>
        <Field className={styles.field} label={t('kyrielleTool.admin.elementName')}>
          <Input
            value={typed}
            onChange={(_e, d) => setTyped(typedElementName(d.value))}
            onKeyDown={(event) => {
              if (event.key === 'Enter') create();
            }}
          />
        </Field>
        <Button appearance="primary" disabled={elementName(typed) === null} onClick={create}>
          {t('kyrielleTool.admin.create')}
        </Button>
      </div>
      {waiting.length > 0 && (
        <TagGroup
          className={styles.chips}
          aria-label={t('kyrielleTool.admin.elements')}
          onDismiss={(_e, data) => setElements((list) => list.filter((node) => node.id !== data.value))}
        >
          {waiting.map((node) => (
            <Chip key={node.id} node={node} onAdd={onAdd} />
          ))}
        </TagGroup>
      )}
      <span className={styles.hint}>{t('kyrielleTool.admin.elementHint', { max: KYRIELLE_NAME_MAX })}</span>
    </section>
  );
}
