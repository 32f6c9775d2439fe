import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, CounterBadge, TableCell, TableRow, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { AddRegular, ReOrderDotsVerticalRegular } from '@fluentui/react-icons';
import type { DocumentUnit } from '@shared/domain/kyrielle';
import type { TreeNode } from '@shared/domain/plan';
import { placementOf, type UnitInfo } from '@shared/rules/kyrielle-tree';
import { plainNodeName } from '@shared/rules/renvoi';
import { RichText } from '../../../components/RichText';
import { useTreeDragSource } from '../../../components/tree/tree-dnd';

const useStyles = makeStyles({
  row: { cursor: 'grab' },
  placed: { color: tokens.colorNeutralForeground4 },
  id: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
  title: { display: 'flex', alignItems: 'center', minWidth: 0 },
  grip: { flexShrink: 0, color: tokens.colorNeutralForeground3, marginRight: tokens.spacingHorizontalXS },
  line: { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

export interface UnitRowProps {
  unit: DocumentUnit;
  /** How often it is placed in the tree as edited. */
  count: number;
  /** Registers what the tree does not carry of a placement it may receive. */
  onOffer(placementId: string, info: UnitInfo): void;
  onAdd(node: TreeNode): void;
}

/** A document unit of the left table: dragged into a level, or added to the chosen level with its button. */
export function UnitRow({ unit, count, onOffer, onAdd }: UnitRowProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  // A fresh placement for each drag or add: the same unit may go into several levels.
  const placement = useMemo(() => placementOf(unit), [unit, count]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => onOffer(placement.node.id, placement.info), [placement, onOffer]);
  const dragRef = useTreeDragSource(placement.node);
  const name = plainNodeName(unit.title);
  return (
    <TableRow ref={dragRef} className={mergeClasses(styles.row, count > 0 && styles.placed)} data-unit={unit.id}>
      <TableCell className={styles.id}>{unit.id}</TableCell>
      <TableCell>
        <div className={styles.title} title={name}>
          <ReOrderDotsVerticalRegular aria-hidden className={styles.grip} />
          <span className={styles.line}>
            <RichText value={unit.title} />
          </span>
        </div>
      </TableCell>
      <TableCell>
        <CounterBadge
          count={count}
          showZero
          shape="circular"
          appearance={count > 0 ? 'filled' : 'ghost'}
          color={count > 0 ? 'informative' : 'brand'}
          aria-label={t('kyrielleTool.search.placedCount', { count })}
        />
      </TableCell>
      <TableCell>
        <Button size="small" icon={<AddRegular />} aria-label={t('kyrielleTool.search.addNamed', { name })} title={t('kyrielleTool.search.add')} onClick={() => onAdd(placement.node)} />
      </TableCell>
    </TableRow>
  );
}
