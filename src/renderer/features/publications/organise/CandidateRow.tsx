import { useTranslation } from 'react-i18next';
import { Badge, Button, TableCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, ReOrderDotsVerticalRegular } from '@fluentui/react-icons';
import type { PlanCandidate } from '@shared/domain/publication';
import { plainNodeName } from '@shared/rules/renvoi';
import { RichText } from '../../../components/RichText';
import { useTreeDragSource } from '../../../components/tree/tree-dnd';
import { candidateNode } from './plan-nodes';

const useStyles = makeStyles({
  draggable: { cursor: 'grab' },
  grip: { color: tokens.colorNeutralForeground3, verticalAlign: 'middle', marginRight: tokens.spacingHorizontalXS },
  placed: { color: tokens.colorNeutralForeground3 },
  number: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
});

export interface CandidateRowProps {
  candidate: PlanCandidate;
  /** In the plan being edited (saved or not). */
  inPlan: boolean;
  readOnly: boolean;
  onAdd(candidate: PlanCandidate): void;
}

/** A row of the left table: draggable into the plan, or added with its button, unless already placed here or elsewhere. */
export function CandidateRow({ candidate, inPlan, readOnly, onAdd }: CandidateRowProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const placeable = !readOnly && !inPlan && candidate.otherPublication === null;
  const dragRef = useTreeDragSource(placeable ? candidateNode(candidate) : null);
  const name = plainNodeName(candidate.name);
  const place = inPlan ? (
    <Badge appearance="tint" color="success">
      {t('publications.organise.candidates.inPlan')}
    </Badge>
  ) : candidate.otherPublication !== null ? (
    <Badge appearance="tint" color="warning">
      {t('publications.organise.candidates.otherPublication', { name: candidate.otherPublication })}
    </Badge>
  ) : (
    <Badge appearance="outline">{t('publications.organise.candidates.free')}</Badge>
  );
  return (
    <TableRow ref={dragRef} className={placeable ? styles.draggable : styles.placed} data-candidate={candidate.id}>
      <TableCell>
        {placeable && <ReOrderDotsVerticalRegular aria-hidden className={styles.grip} />}
        <RichText value={candidate.name} />
      </TableCell>
      <TableCell>{candidate.planNode?.name ?? '—'}</TableCell>
      <TableCell className={styles.number}>{candidate.kind === 'ADVERTISEMENT' ? '—' : candidate.charVolume.toLocaleString('fr-FR')}</TableCell>
      <TableCell>{place}</TableCell>
      <TableCell>
        <Button
          size="small"
          icon={<AddRegular />}
          aria-label={t('publications.organise.candidates.addNamed', { name })}
          title={t('publications.organise.candidates.add')}
          disabled={!placeable}
          onClick={() => onAdd(candidate)}
        />
      </TableCell>
    </TableRow>
  );
}
