import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Toolbar, ToolbarButton, Tooltip, makeStyles } from '@fluentui/react-components';
import { ArrowDownRegular, ArrowUpRegular, ClipboardPasteRegular, CutRegular, DeleteRegular } from '@fluentui/react-icons';

export interface TreeToolbarProps {
  /** The tree's accessible name: the toolbar is named after it (a page may hold two trees). */
  treeLabel: string;
  /** The chosen node's name; empty when none is chosen. */
  chosenName: string;
  cutName: string;
  onCut(): void;
  onPaste(): void;
  onMoveUp(): void;
  onMoveDown(): void;
  onDelete(): void;
  /** Why the chosen node cannot be removed (checkDelete), if it cannot. */
  deleteRefusal: string | null;
}

const useStyles = makeStyles({
  // A narrow panel (the kyrielle tree at 1024 px) puts the buttons on a second line rather than cut them.
  root: { flexWrap: 'wrap' },
});

/** The keyboard moves as buttons, so that they are found without knowing the keys (each with its French name). */
export function TreeToolbar(props: TreeToolbarProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const none = props.chosenName === '';
  const named = (key: 'cutNamed' | 'moveUpNamed' | 'moveDownNamed' | 'deleteNamed', fallback: 'cut' | 'moveUp' | 'moveDown' | 'delete') =>
    none ? t(`tree.${fallback}`) : t(`tree.${key}`, { name: props.chosenName });
  const button = (label: string, text: string, icon: ReactElement, onClick: () => void, disabled: boolean, tip = label) => (
    <Tooltip content={tip} relationship="description" withArrow>
      <ToolbarButton aria-label={label} icon={icon} onClick={onClick} disabledFocusable={disabled}>
        {text}
      </ToolbarButton>
    </Tooltip>
  );
  return (
    <Toolbar className={styles.root} aria-label={t('tree.toolbar', { label: props.treeLabel })} size="small">
      {button(named('cutNamed', 'cut'), t('tree.cut'), <CutRegular />, props.onCut, none)}
      {button(
        props.cutName ? t('tree.pasteNamed', { name: props.cutName }) : t('tree.paste'),
        t('tree.paste'),
        <ClipboardPasteRegular />,
        props.onPaste,
        props.cutName === '',
      )}
      {button(named('moveUpNamed', 'moveUp'), t('tree.moveUp'), <ArrowUpRegular />, props.onMoveUp, none)}
      {button(named('moveDownNamed', 'moveDown'), t('tree.moveDown'), <ArrowDownRegular />, props.onMoveDown, none)}
      {button(
        named('deleteNamed', 'delete'),
        t('tree.delete'),
        <DeleteRegular />,
        props.onDelete,
        none || props.deleteRefusal !== null,
        props.deleteRefusal ?? named('deleteNamed', 'delete'),
      )}
    </Toolbar>
  );
}
