import { useTranslation } from 'react-i18next';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronRightRegular } from '@fluentui/react-icons';
import type { DragPreviewProps, NodeRendererProps } from 'react-arborist';
import type { TreeNode } from '@shared/domain/plan';
import { plainNodeName } from '@shared/rules/renvoi';
import { useTreeView } from './tree-view-context';

const useStyles = makeStyles({
  row: {
    boxSizing: 'border-box',
    height: '100%',
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    paddingRight: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid transparent`,
    cursor: 'default',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  draggable: { cursor: 'grab' },
  selected: { backgroundColor: tokens.colorNeutralBackground1Selected },
  focused: { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  dropAllowed: { backgroundColor: tokens.colorPaletteGreenBackground1, border: `${tokens.strokeWidthThin} dashed ${tokens.colorPaletteGreenBorderActive}` },
  dropRefused: { backgroundColor: tokens.colorPaletteRedBackground1, border: `${tokens.strokeWidthThin} dashed ${tokens.colorPaletteRedBorderActive}` },
  cut: { opacity: 0.5, fontStyle: 'italic' },
  toggle: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '20px',
    flexShrink: 0,
    color: tokens.colorNeutralForeground3,
  },
  cutMark: { color: tokens.colorNeutralForeground3, marginLeft: tokens.spacingHorizontalXS },
  preview: {
    position: 'fixed',
    zIndex: 1000,
    pointerEvents: 'none',
    maxWidth: '360px',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow16,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    fontSize: tokens.fontSizeBase200,
  },
  previewName: { fontWeight: tokens.fontWeightSemibold, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  previewRefused: { color: tokens.colorPaletteRedForeground1, marginTop: tokens.spacingVerticalXXS },
  previewAllowed: { color: tokens.colorPaletteGreenForeground1, marginTop: tokens.spacingVerticalXXS },
});

/** One row of a TreeEditor: the open/close chevron of a container, the label, what a drag over it would do. */
export function TreeRow({ node, style, dragHandle }: NodeRendererProps<TreeNode>) {
  const { t } = useTranslation();
  const styles = useStyles();
  const view = useTreeView();
  const hint = view.hint;
  const dropHere = hint !== null && hint.targetId === node.id;
  const container = node.data.kind === 'CONTAINER';
  return (
    <div
      ref={view.readOnly ? undefined : dragHandle}
      style={style}
      className={mergeClasses(
        styles.row,
        !view.readOnly && styles.draggable,
        node.isSelected && styles.selected,
        node.isFocused && styles.focused,
        dropHere && (hint.verdict.allowed ? styles.dropAllowed : styles.dropRefused),
        view.cutId === node.id && styles.cut,
      )}
    >
      <span
        className={styles.toggle}
        aria-hidden
        onClick={(event) => {
          event.stopPropagation();
          if (container) node.toggle();
        }}
      >
        {container ? node.isOpen ? <ChevronDownRegular /> : <ChevronRightRegular /> : null}
      </span>
      {view.renderLabel(node.data)}
      {view.cutId === node.id && <span className={styles.cutMark}>{t('tree.cutMark')}</span>}
    </div>
  );
}

/** Beside the pointer while dragging: what is dragged and, once the pointer rests on a target, the rules' verdict. */
export function TreeDragPreview({ mouse, id, isDragging }: DragPreviewProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const view = useTreeView();
  if (!isDragging || !mouse) return null;
  const outside = view.external?.get() ?? null;
  const name = id && !outside ? view.nameOf(id) : outside ? plainNodeName(outside.name) : '';
  const hint = view.hint;
  return (
    <div className={styles.preview} style={{ left: mouse.x + 14, top: mouse.y + 14 }} aria-hidden>
      <div className={styles.previewName}>{name}</div>
      {hint &&
        (hint.verdict.allowed ? (
          <div className={styles.previewAllowed}>
            {hint.targetId === null ? t('tree.dropAtRoot') : t('tree.dropInto', { name: hint.targetName })}
          </div>
        ) : (
          <div className={styles.previewRefused}>{hint.verdict.reason}</div>
        ))}
    </div>
  );
}
