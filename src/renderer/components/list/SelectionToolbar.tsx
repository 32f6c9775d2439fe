import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { selectedCount, type Selection } from '@shared/rules/selection';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    minHeight: '40px',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    marginBottom: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground2,
  },
  count: { flexGrow: 1 },
});

export interface SelectionToolbarProps {
  selection: Selection;
  total: number;
  /** Every row of the current page is selected: offer the whole result set. */
  pageSelected: boolean;
  onSelectAll(): void;
  onClear(): void;
  /** The list's bulk actions (export, delete...). */
  children?: ReactNode;
}

/** Shown while something is selected: the count, "Sélectionner tous les éléments (N)", "Supprimer la sélection". */
export function SelectionToolbar({ selection, total, pageSelected, onSelectAll, onClear, children }: SelectionToolbarProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const count = selectedCount(selection, total);
  if (count === 0) return null;
  return (
    <div className={styles.root} role="toolbar" aria-label={t('list.selectionToolbar')}>
      <Text className={styles.count} weight="semibold">
        {t('list.selectedCount', { count })}
      </Text>
      {pageSelected && !selection.allSelected && total > selection.selectedIds.length && (
        <Button appearance="transparent" onClick={onSelectAll}>
          {t('list.selectAll', { count: total })}
        </Button>
      )}
      <Button appearance="transparent" onClick={onClear}>
        {t('list.clearSelection')}
      </Button>
      {children}
    </div>
  );
}
