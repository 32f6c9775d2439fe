import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Field, Input, Tag, TagGroup, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { KYRIELLE_NAME_MAX } from '@shared/domain/kyrielle';
import type { Tree, TreeNode } from '@shared/domain/plan';
import { elementName, levelNode, typedElementName } from '@shared/rules/kyrielle-admin';
import { useTreeDragSource } from '../../../components/tree/tree-dnd';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  form: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  field: { flexGrow: 1 },
  chips: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  chip: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS, cursor: 'grab' },
  hint: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

/** One element: dragged into the tree, or added to the chosen level; a fresh level id every time the tree changes. */
function Chip({ name, tree, onAdd }: { name: string; tree: Tree; onAdd(node: TreeNode): void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const node = useMemo(() => levelNode(name), [name, tree]); // eslint-disable-line react-hooks/exhaustive-deps
  const drag = useTreeDragSource(node);
  return (
    <span ref={drag} className={styles.chip}>
      <Tag value={name} dismissible dismissIcon={{ 'aria-label': t('kyrielleTool.admin.removeElement', { name }) }}>
        {name}
      </Tag>
      <Button size="small" appearance="subtle" icon={<AddRegular />} aria-label={t('kyrielleTool.admin.addElement', { name })} onClick={() => onAdd(node)} />
    </span>
  );
}

/** Element creation (issue 13): 256 characters at most, trimmed, empty refused; Enter or "Créer"; chips deleted with their cross. */
export function ElementChips({ tree, onAdd }: { tree: Tree; onAdd(node: TreeNode): void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [typed, setTyped] = useState('');
  const [elements, setElements] = useState<string[]>([]);
  const create = () => {
    const name = elementName(typed);
    if (name === null) return;
    setElements((list) => (list.includes(name) ? list : [...list, name]));
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
      {elements.length > 0 && (
        <TagGroup
          className={styles.chips}
          aria-label={t('kyrielleTool.admin.elements')}
          onDismiss={(_e, data) => setElements((list) => list.filter((n) => n !== data.value))}
        >
          {elements.map((name) => (
            <Chip key={name} name={name} tree={tree} onAdd={onAdd} />
          ))}
        </TagGroup>
      )}
      <span className={styles.hint}>{t('kyrielleTool.admin.elementHint', { max: KYRIELLE_NAME_MAX })}</span>
    </section>
  );
}
