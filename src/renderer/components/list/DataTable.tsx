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
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import type { Sort } from '@shared/rules/list-query';
import { nextSort } from '@shared/rules/list-query';
import { isPageSelected, isRowSelected, type Selection } from '@shared/rules/selection';
import { useBoxSize } from '../useBoxSize';
import { VisuallyHidden } from '../VisuallyHidden';
import { planColumns, type ColumnPlan, type ColumnSize } from './column-plan';
import { ListLoadError } from './ListLoadError';
import type { SearchStatus } from './search-contexts';

/** A column and its place in the layout rule (column-plan.ts: width, minWidth, priority). */
export interface Column<Row> extends ColumnSize {
  header: string;
  /** The attribute the server sorts by (ID, NAME, UPDATE...); absent: not sortable. */
  sortAttr?: string;
  /** The row's main column: it shows the folded columns on its secondary line (default: the first flexible one). */
  main?: boolean;
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
/** Fluent's selection cell. */
const SELECTION_WIDTH = 44;
/** Fluent's cells pad their content (spacingHorizontalS on each side), outside the widths the columns give. */
const CELL_PADDING = 16;

const useStyles = makeStyles({
  // Its own stacking context: the sticky header never rises above popups of the shell.
  frame: { position: 'relative', isolation: 'isolate' },
  progress: { position: 'absolute', top: 0, left: 0, right: 0, zIndex: 2 },
  scroller: { overflowY: 'auto', overflowX: 'auto', maxHeight: '70vh', position: 'relative' },
  // Words never break inside (titles clamp in their cells); a word longer than its column may.
  cell: { overflowWrap: 'break-word', minWidth: 0 },
  // One folded column a line: its header, then its content, which goes under it when the line is too short.
  folded: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXXS, marginTop: tokens.spacingVerticalXXS },
  foldedItem: { maxWidth: '100%', fontSize: tokens.fontSizeBase200 },
  foldedLabel: { color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap', marginRight: tokens.spacingHorizontalXS },
  foldedValue: { display: 'inline-block', maxWidth: '100%', verticalAlign: 'top', overflow: 'hidden' },
  // When the table scrolls sideways, its first cells and its actions stay in view over the others.
  stickyStart: { position: 'sticky', left: 0, zIndex: 1, backgroundColor: tokens.colorNeutralBackground1 },
  stickyEnd: { position: 'sticky', right: 0, zIndex: 1, backgroundColor: tokens.colorNeutralBackground1 },
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

/** Where the folded columns show: the column marked main, else the first flexible one, else the first. */
function mainColumn<Row>(columns: readonly Column<Row>[], plan: ColumnPlan): string | undefined {
  const shown = columns.filter((c) => plan.shown.some((s) => s.id === c.id));
  return (shown.find((c) => c.main) ?? shown.find((c) => !c.width || c.width.endsWith('%')) ?? shown[0])?.id;
}

/**
 * The table of every list: sortable headers cycling none/ascending/descending, selection of rows and of the
 * page, empty and error states from the catalogue, a virtualised body for long pages. Its columns follow the
 * layout rule of column-plan.ts to the frame's width: those that do not fit fold into the main cell's
 * secondary line ("Type : Commentaire"), and the table scrolls sideways only past that, its first cells and
 * its actions kept in view.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { t } = useTranslation();
  const styles = useStyles();
  const scroller = useRef<HTMLDivElement>(null);
  const { rows, selection } = props;
  // Unmeasured (first paint, a DOM without layout): every column, as the CSS widths lay them out.
  const frameWidth = useBoxSize(scroller, 'width', null);
  const plan = frameWidth === null ? null : planColumns(props.columns, frameWidth, selection ? SELECTION_WIDTH : 0, CELL_PADDING);
  const widths = new Map(plan?.shown.map((c) => [c.id, c.width]));
  const columns = plan ? props.columns.filter((c) => widths.has(c.id)) : props.columns;
  const folded = plan ? props.columns.filter((c) => plan.folded.includes(c.id)) : [];
  const main = plan && folded.length > 0 ? mainColumn(props.columns, plan) : undefined;
  const scrolls = plan?.scrolls === true;
  // Sideways scrolling keeps the selection box, the first column and the actions in view.
  const stickyClass = (index: number, column: Column<Row> | null): string | undefined => {
    if (!scrolls) return undefined;
    if (column?.id === 'actions') return styles.stickyEnd;
    return index === 0 ? styles.stickyStart : undefined;
  };
  const stickyLeft = (index: number): { left: number } | undefined => (scrolls && index === 0 && selection ? { left: SELECTION_WIDTH } : undefined);
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
            className={scrolls ? styles.stickyStart : undefined}
            checked={checked}
            onClick={() => props.onToggleRow?.(id)}
            checkboxIndicator={{ 'aria-label': t('list.selectRow', { name: props.rowLabel(row) }) }}
          />
        )}
        {columns.map((column, index) => (
          <TableCell key={column.id} className={mergeClasses(styles.cell, stickyClass(index, column))} style={stickyLeft(index)}>
            {column.render(row)}
            {column.id === main && (
              <span className={styles.folded}>
                {folded.map((other) => (
                  <span key={other.id} className={styles.foldedItem}>
                    <span className={styles.foldedLabel}>{`${other.header} :`}</span>
                    <span className={styles.foldedValue}>{other.render(row)}</span>
                  </span>
                ))}
              </span>
            )}
          </TableCell>
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
        <Table
          aria-label={props.label}
          sortable
          aria-busy={props.status === 'PENDING' || props.refreshing === true}
          style={plan ? { width: plan.tableWidth } : undefined}
        >
          <TableHeader className={styles.stickyHeader}>
            <TableRow>
              {selection && (
                <TableSelectionCell
                  className={scrolls ? styles.stickyStart : undefined}
                  checked={pageChecked}
                  onClick={() => props.onTogglePage?.()}
                  checkboxIndicator={{ 'aria-label': t('list.selectPage') }}
                />
              )}
              {columns.map((column, index) => (
                <TableHeaderCell
                  key={column.id}
                  className={mergeClasses(styles.headerCell, stickyClass(index, column))}
                  style={{ width: widths.get(column.id) ?? column.width, ...stickyLeft(index) }}
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
