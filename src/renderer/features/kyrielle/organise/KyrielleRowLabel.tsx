import { useTranslation } from 'react-i18next';
import { Button, Checkbox, ToggleButton, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { AlertOffRegular, AlertOnRegular, DocumentBulletListRegular, FolderRegular, OpenRegular } from '@fluentui/react-icons';
import { DOCUMENT_SOURCE_LABELS, unitPreviewUrl } from '@shared/domain/kyrielle';
import type { TreeNode } from '@shared/domain/plan';
import { isUnit, levelAlertState } from '@shared/rules/kyrielle-tree';
import { plainNodeName } from '@shared/rules/renvoi';
import { useBridge } from '../../../bridge/BridgeContext';
import { RichText } from '../../../components/RichText';
import { useNotify } from '../../notifications/useNotify';
import { useKyrielleLabels } from './label-context';

/** Nine distinct palette colours for the Actes/Clauses top levels (spec 2 §2.10). */
const COLOURS = [
  tokens.colorPaletteBlueBorderActive,
  tokens.colorPaletteGreenBorderActive,
  tokens.colorPaletteDarkOrangeBorderActive,
  tokens.colorPaletteBerryBorderActive,
  tokens.colorPaletteTealBorderActive,
  tokens.colorPaletteMarigoldBorderActive,
  tokens.colorPaletteGrapeBorderActive,
  tokens.colorPaletteRedBorderActive,
  tokens.colorPaletteSteelBorderActive,
];

const useStyles = makeStyles({
  // No width of its own: the row is as wide as the tree, never as its text (the name is cut, whole in its tooltip).
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, minWidth: 0, width: 0, flexGrow: 1 },
  icon: { flexShrink: 0, fontSize: '16px', color: tokens.colorNeutralForeground3 },
  level: { color: tokens.colorBrandForeground1 },
  name: { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', flexGrow: 1 },
  levelName: { fontWeight: tokens.fontWeightSemibold },
  swatch: { flexShrink: 0, width: '6px', height: '18px', borderRadius: tokens.borderRadiusSmall },
  id: { flexShrink: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, fontVariantNumeric: 'tabular-nums' },
  flagged: { color: tokens.colorPaletteDarkOrangeForeground2 },
});

/** A row of the kyrielle tree: a level (colour, name, its units' alert checkbox) or a unit (title, preview link, alert toggle). */
export function KyrielleRowLabel({ node }: { node: TreeNode }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const labels = useKyrielleLabels();
  const bridge = useBridge();
  const notify = useNotify();
  const name = plainNodeName(node.name);
  if (isUnit(node)) {
    const unit = labels.units[node.id];
    const alert = unit?.alert === true;
    const preview = () => {
      if (unit) bridge.invoke('app.openExternal', unitPreviewUrl(unit.type, unit.documentId)).catch(() => notify.error(t('errors.openExternal')));
    };
    return (
      <span className={styles.root}>
        <DocumentBulletListRegular aria-hidden className={styles.icon} />
        <span className={styles.name} title={name}>
          <RichText value={node.name} />
        </span>
        <span className={styles.id}>{node.ref}</span>
        {unit && (
          <Button
            size="small"
            appearance="subtle"
            icon={<OpenRegular />}
            aria-label={t('kyrielleTool.tree.preview', { name, source: DOCUMENT_SOURCE_LABELS[unit.type] })}
            title={t('kyrielleTool.tree.preview', { name, source: DOCUMENT_SOURCE_LABELS[unit.type] })}
            onClick={(event) => {
              event.stopPropagation();
              preview();
            }}
          />
        )}
        <ToggleButton
          size="small"
          appearance="subtle"
          checked={alert}
          className={mergeClasses(alert && styles.flagged)}
          icon={alert ? <AlertOnRegular /> : <AlertOffRegular />}
          aria-label={t('kyrielleTool.tree.alert', { name })}
          onClick={(event) => {
            event.stopPropagation();
            labels.onToggleUnit(node.id);
          }}
        />
      </span>
    );
  }
  const colour = labels.colours?.get(node.id);
  const state = levelAlertState(labels.tree, labels.units, node.id);
  return (
    <span className={styles.root}>
      {colour !== undefined && <span aria-hidden className={styles.swatch} style={{ backgroundColor: COLOURS[colour] }} />}
      <FolderRegular aria-hidden className={mergeClasses(styles.icon, styles.level)} />
      <span className={mergeClasses(styles.name, styles.levelName)} title={name}>
        {name}
      </span>
      {state !== 'empty' && (
        <Checkbox
          aria-label={t('kyrielleTool.tree.levelAlerts', { name })}
          checked={state === 'all' ? true : state === 'mixed' ? 'mixed' : false}
          onClick={(event) => event.stopPropagation()}
          onChange={() => labels.onLevelAlerts(node.id, state !== 'all')}
        />
      )}
    </span>
  );
}
