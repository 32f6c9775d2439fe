import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  ProgressBar,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  TableSelectionCell,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { Sort } from '@shared/rules/list-query';
import { nextSort } from '@shared/rules/list-query';
import { isPageSelected, isRowSelected, type Selection } from '@shared/rules/selection';
import { VisuallyHidden } from '../VisuallyHidden';
import { ListLoadError } from './ListLoadError';
import type { SearchStatus } from './search-contexts';

export interface Column<Row> {
  id: string;
  header: string;
  /** The attribute the server sorts by (ID, NAME, UPDATE...); absent: not sortable. */
  sortAttr?: string;
  width?: string;
  /** The header names the column for assistive technologies only (a thumbnail column). */
  hideHeader?: boolean;
  render(row: Row): ReactNode;
}

type RowId = string | number;

export interface DataTableProps<Row> {
  label: string;
  columns: Column<Row>[];
  rows: Row[];
  rowId(row: Row): RowId;
  /** How a row names itself for its checkbox ("Sélectionner Jean Dupont"). */
  rowLabel(row: Row): string;
  status: SearchStatus;
  /** The sort chosen (from the URL); null: none, the list's default applies. */
  sort: Sort | null;
  /** What the server sorts by when none is chosen (UPDATE descending): the headers show it, and cycle from it. */
  defaultSort?: Sort;
  onSort(sort: Sort | null): void;
  /** A newer search runs while the previous page stays on screen. */
  refreshing?: boolean;
  selection?: Selection;
  onToggleRow?(id: RowId): void;
  onTogglePage?(): void;
  onRetry?(): void;
}

/** Pages longer than this scroll through a virtualised body, so 100-row pages stay smooth. */
export const VIRTUALIZE_FROM = 40;
const ROW_HEIGHT = 44;

const useStyles = makeStyles({
  // Its own stacking context: the sticky header never rises above popups of the shell.
  frame: { position: 'relative', isolation: 'isolate' },
  progress: { position: 'absolute', top: 0, left: 0, right: 0, zIndex: 2 },
  scroller: { overflowY: 'auto', maxHeight: '70vh', position: 'relative' },
  state: { padding: tokens.spacingVerticalXXL, display: 'flex', justifyContent: 'center', color: tokens.colorNeutralForeground3 },
  row: { height: `${ROW_HEIGHT}px` },
  headerCell: { whiteSpace: 'nowrap' },
  stickyHeader: { position: 'sticky', top: 0, zIndex: 1, backgroundColor: tokens.colorNeutralBackground1 },
});

/** The "select the page" box: ticked, mixed (some rows of the page) or not. */
export function pageCheckState(selection: Selection, pageIds: readonly RowId[]): boolean | 'mixed' {
  if (isPageSelected(selection, pageIds)) return true;
  return pageIds.some((id) => isRowSelected(selection, id)) ? 'mixed' : false;
}

function direction(sort: Sort | null, attr: string | undefined): 'ascending' | 'descending' | undefined {
  if (!attr || sort?.attr !== attr) return undefined;
  return sort.order === 'ASC' ? 'ascending' : 'descending';
}

/**
 * The table of every list: sortable headers cycling none/ascending/descending, selection of rows and of the
 * page, empty and error states from the catalogue, a virtualised body for long pages.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { t } = useTranslation();
  const styles = useStyles();
  const scroller = useRef<HTMLDivElement>(null);
  const { rows, columns, selection } = props;
  const virtual = rows.length > VIRTUALIZE_FROM;
  // No React Compiler in this project: the virtualizer's functions are only read while rendering.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: virtual ? rows.length : 0,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });
  const pageIds = rows.map(props.rowId);
  const pageChecked = selection ? pageCheckState(selection, pageIds) : false;
  const span = columns.length + (selection ? 1 : 0);
  const shownSort = props.sort ?? props.defaultSort ?? null;

  if (props.status === 'ERROR') return <ListLoadError onRetry={props.onRetry} />;

  const renderRow = (row: Row, index: number) => {
    const id = props.rowId(row);
    const checked = selection ? isRowSelected(selection, id) : false;
    return (
      <TableRow
        key={id}
        className={styles.row}
        aria-selected={selection ? checked : undefined}
        data-index={index}
        ref={virtual ? virtualizer.measureElement : undefined}
      >
        {selection && (
          <TableSelectionCell
            checked={checked}
            onClick={() => props.onToggleRow?.(id)}
            checkboxIndicator={{ 'aria-label': t('list.selectRow', { name: props.rowLabel(row) }) }}
          />
        )}
        {columns.map((column) => (
          <TableCell key={column.id}>{column.render(row)}</TableCell>
        ))}
      </TableRow>
    );
  };

  const items = virtual ? virtualizer.getVirtualItems() : [];
  const padTop = virtual ? (items[0]?.start ?? 0) : 0;
  const padBottom = virtual ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;

  return (
    <div className={styles.frame}>
      {props.refreshing && <ProgressBar className={styles.progress} thickness="medium" aria-label={t('app.loading')} />}
      <div ref={scroller} className={styles.scroller}>
        <Table aria-label={props.label} sortable aria-busy={props.status === 'PENDING' || props.refreshing === true}>
          <TableHeader className={styles.stickyHeader}>
            <TableRow>
              {selection && (
                <TableSelectionCell
                  checked={pageChecked}
                  onClick={() => props.onTogglePage?.()}
                  checkboxIndicator={{ 'aria-label': t('list.selectPage') }}
                />
              )}
              {columns.map((column) => (
                <TableHeaderCell
                  key={column.id}
                  className={styles.headerCell}
                  style={column.width ? { width: column.width } : undefined}
                  sortable={Boolean(column.sortAttr)}
                  sortDirection={direction(shownSort, column.sortAttr)}
                  onClick={column.sortAttr ? () => props.onSort(nextSort(shownSort, column.sortAttr ?? '')) : undefined}
                >
                  {column.hideHeader ? <VisuallyHidden>{column.header}</VisuallyHidden> : column.header}
                </TableHeaderCell>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {props.status === 'PENDING' && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={span}>
                  <div className={styles.state}>
                    <Spinner size="small" label={t('app.loading')} />
                  </div>
                </TableCell>
              </TableRow>
            )}
            {props.status === 'LOADED' && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={span}>
                  <div className={styles.state}>{t('table.no_result')}</div>
                </TableCell>
              </TableRow>
            )}
            {virtual ? (
              <>
                {padTop > 0 && <tr aria-hidden="true" style={{ height: padTop }} />}
                {items.map((item) => {
                  const row = rows[item.index];
                  return row === undefined ? null : renderRow(row, item.index);
                })}
                {padBottom > 0 && <tr aria-hidden="true" style={{ height: padBottom }} />}
              </>
            ) : (
              rows.map((row, index) => renderRow(row, index))
            )}
          </TableBody>
        </Table>
      </div>
    </div>
  );
}
