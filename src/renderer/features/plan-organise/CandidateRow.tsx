import { useTranslation } from 'react-i18next';
import { Badge, Button, TableCell, TableRow, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, ReOrderDotsVerticalRegular } from '@fluentui/react-icons';
import type { PlanCandidate } from '@shared/domain/publication';
import { plainNodeName } from '@shared/rules/renvoi';
import { RichText } from '../../components/RichText';
import { useTreeDragSource } from '../../components/tree/tree-dnd';
import { candidateWords, type CandidateHost } from './candidate-text';
import { candidateNode } from './plan-nodes';

const useStyles = makeStyles({
  draggable: { cursor: 'grab' },
  grip: { flexShrink: 0, color: tokens.colorNeutralForeground3, marginRight: tokens.spacingHorizontalXS },
  placed: { color: tokens.colorNeutralForeground3 },
  number: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  // One line per row: a long title or rubrique ends with "…" (the title whole in its tooltip).
  title: { display: 'flex', alignItems: 'center', minWidth: 0 },
  line: { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  badge: { maxWidth: '100%', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', display: 'inline-block', verticalAlign: 'middle' },
});

export interface CandidateRowProps {
  candidate: PlanCandidate;
  /** In the plan being edited (saved or not). */
  inPlan: boolean;
  readOnly: boolean;
  onAdd(candidate: PlanCandidate): void;
  host: CandidateHost;
}

/** A row of the left table: draggable into the plan, or added with its button, unless already placed here or elsewhere. */
export function CandidateRow({ candidate, inPlan, readOnly, onAdd, host }: CandidateRowProps) {
  const { t } = useTranslation();
  const word = candidateWords(t, host);
  const styles = useStyles();
  const placeable = !readOnly && !inPlan && candidate.otherPublication === null;
  const dragRef = useTreeDragSource(placeable ? candidateNode(candidate) : null);
  const name = plainNodeName(candidate.name);
  const place = inPlan ? (
    <Badge appearance="tint" color="success" className={styles.badge}>
      {word('inPlan')}
    </Badge>
  ) : candidate.otherPublication !== null ? (
    <Badge appearance="tint" color="warning" className={styles.badge} title={candidate.otherPublication}>
      {t('publications.organise.candidates.otherPublication', { name: candidate.otherPublication })}
    </Badge>
  ) : (
    <Badge appearance="outline" className={styles.badge}>
      {t('publications.organise.candidates.free')}
    </Badge>
  );
  return (
    <TableRow ref={dragRef} className={placeable ? styles.draggable : styles.placed} data-candidate={candidate.id}>
      <TableCell>
        <div className={styles.title}>
          {placeable && <ReOrderDotsVerticalRegular aria-hidden className={styles.grip} />}
          <Tooltip content={name} relationship="description" positioning="above-start">
            <span className={styles.line}>
              <RichText value={candidate.name} />
            </span>
          </Tooltip>
        </div>
      </TableCell>
      <TableCell>
        <div className={styles.line} title={candidate.planNode?.name}>
          {candidate.planNode?.name ?? '—'}
        </div>
      </TableCell>
      <TableCell className={styles.number}>{candidate.kind === 'ADVERTISEMENT' ? '—' : candidate.charVolume.toLocaleString('fr-FR')}</TableCell>
      <TableCell>{place}</TableCell>
      <TableCell>
        <Button
          size="small"
          icon={<AddRegular />}
          aria-label={word('addNamed', name)}
          title={word('add')}
          disabled={!placeable}
          onClick={() => onAdd(candidate)}
        />
      </TableCell>
    </TableRow>
  );
}
