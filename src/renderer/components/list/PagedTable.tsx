import type { ReactNode } from 'react';
import { Button, Dropdown, Option, Table, TableBody, TableHeader, TableRow, makeStyles, mergeClasses, tokens, useId } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';

const useStyles = makeStyles({
  frame: { overflow: 'auto', border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium },
  // Fixed layout: columns keep the widths their header cells give, whatever the rows hold.
  table: { tableLayout: 'fixed', width: '100%' },
  message: { padding: tokens.spacingHorizontalM, color: tokens.colorNeutralForeground3 },
  pager: { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS },
  size: { minWidth: '80px' },
});

export interface PagedTableProps {
  /** The table's accessible name. */
  label: string;
  busy: boolean;
  /** The frame's size in its pane (it scrolls, bordered). */
  className: string;
  /** The header cells. */
  columns: ReactNode;
  /** The rows. */
  children: ReactNode;
  /** Said under the header instead of rows (loading, nothing found, failed...); null with rows. */
  message: string | null;
  page: number;
  size: number;
  total: number;
  onPage(page: number): void;
  words: { pagination: string; range(shown: { from: number; to: number; total: number }): string; previous: string; next: string };
  /** The rows-per-page choice, where the user may change it. */
  sizes?: { options: readonly number[]; label: string; onSize(size: number): void };
}

/** A table of search results in a bordered, scrolling frame, and its pager ("x-y sur n", previous, next) under it. */
export function PagedTable({ label, busy, className, columns, children, message, page, size, total, onPage, words, sizes }: PagedTableProps) {
  const styles = useStyles();
  const sizeLabel = useId('size');
  const from = total === 0 ? 0 : page * size + 1;
  const to = Math.min(total, (page + 1) * size);
  return (
    <>
      <div className={mergeClasses(styles.frame, className)}>
        <Table aria-label={label} aria-busy={busy} size="small" className={styles.table}>
          <TableHeader>
            <TableRow>{columns}</TableRow>
          </TableHeader>
          <TableBody>{children}</TableBody>
        </Table>
        {message !== null && <div className={styles.message}>{message}</div>}
      </div>
      <nav aria-label={words.pagination} className={styles.pager}>
        {sizes && (
          <>
            <label id={sizeLabel}>{sizes.label}</label>
            <Dropdown className={styles.size} aria-labelledby={sizeLabel} value={String(size)} selectedOptions={[String(size)]} onOptionSelect={(_e, d) => sizes.onSize(Number(d.optionValue))}>
              {sizes.options.map((s) => (
                <Option key={s} value={String(s)}>
                  {String(s)}
                </Option>
              ))}
            </Dropdown>
          </>
        )}
        <span>{words.range({ from, to, total })}</span>
        <Button size="small" icon={<ChevronLeftRegular />} aria-label={words.previous} disabled={page === 0} onClick={() => onPage(page - 1)} />
        <Button size="small" icon={<ChevronRightRegular />} aria-label={words.next} disabled={to >= total} onClick={() => onPage(page + 1)} />
      </nav>
    </>
  );
}
