import { useId } from 'react';
import { Dropdown, Label, Option, makeStyles, tokens } from '@fluentui/react-components';
import type { Sort, SortOrder } from '@shared/rules/list-query';

export interface SortDropdownProps {
  /** "Trier par". */
  label: string;
  /** The sortable attributes and their column names. */
  attributes: readonly { attr: string; label: string }[];
  /** How an attribute and an order read together: "Nom (croissant)". */
  optionLabel(attribute: string, order: SortOrder): string;
  sort: Sort | null;
  /** What the server sorts by when none is chosen: shown as chosen, and choosing it clears the URL's sort. */
  defaultSort: Sort;
  onSort(sort: Sort | null): void;
}

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  dropdown: { minWidth: '220px' },
});

const ORDERS: readonly SortOrder[] = ['ASC', 'DESC'];

/** The sort of a list without column headers (the grid view): every attribute in both orders. */
export function SortDropdown({ label, attributes, optionLabel, sort, defaultSort, onSort }: SortDropdownProps) {
  const styles = useStyles();
  const labelId = useId();
  const shown = sort ?? defaultSort;
  const value = `${shown.attr},${shown.order}`;
  const text = optionLabel(attributes.find((a) => a.attr === shown.attr)?.label ?? shown.attr, shown.order);
  return (
    <div className={styles.root}>
      <Label id={labelId}>{label}</Label>
      <Dropdown
        className={styles.dropdown}
        aria-labelledby={labelId}
        value={text}
        selectedOptions={[value]}
        onOptionSelect={(_event, data) => {
          const [attr = '', order] = (data.optionValue ?? '').split(',');
          if (order !== 'ASC' && order !== 'DESC') return;
          onSort(attr === defaultSort.attr && order === defaultSort.order ? null : { attr, order });
        }}
      >
        {attributes.flatMap((attribute) =>
          ORDERS.map((order) => (
            <Option key={`${attribute.attr},${order}`} value={`${attribute.attr},${order}`}>
              {optionLabel(attribute.label, order)}
            </Option>
          )),
        )}
      </Dropdown>
    </div>
  );
}
