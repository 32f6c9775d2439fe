import { useTranslation } from 'react-i18next';
import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { FolderAddRegular } from '@fluentui/react-icons';
import type { TreeNode } from '@shared/domain/plan';
import { useTreeDragSource } from '../../../components/tree/tree-dnd';
import type { RubriqueChoice } from '../../plan-organise/plan-nodes';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  list: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, margin: 0, padding: 0, listStyleType: 'none' },
  hint: { color: tokens.colorNeutralForeground3 },
});

function RubriqueChip({ choice, readOnly, onAdd }: { choice: RubriqueChoice; readOnly: boolean; onAdd(node: TreeNode): void }) {
  const { t } = useTranslation();
  const dragRef = useTreeDragSource(readOnly ? null : choice.node);
  return (
    <li ref={dragRef}>
      <Button
        size="small"
        icon={<FolderAddRegular />}
        disabled={readOnly}
        aria-label={t('publications.organise.rubriques.addNamed', { name: choice.path })}
        onClick={() => onAdd(choice.node)}
      >
        {choice.path}
      </Button>
    </li>
  );
}

/** The periodical's rubriques not yet in the plan (publications.periodicalPlan): added as containers, by click or drag. */
export function RubriqueList({ choices, readOnly, onAdd }: { choices: readonly RubriqueChoice[]; readOnly: boolean; onAdd(node: TreeNode): void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <section aria-label={t('publications.organise.rubriques.label')} className={styles.root}>
      <Caption1 className={styles.hint}>{choices.length ? t('publications.organise.rubriques.hint') : t('publications.organise.rubriques.none')}</Caption1>
      {choices.length > 0 && (
        <ul className={styles.list}>
          {choices.map((choice) => (
            <RubriqueChip key={choice.node.id} choice={choice} readOnly={readOnly} onAdd={onAdd} />
          ))}
        </ul>
      )}
    </section>
  );
}
