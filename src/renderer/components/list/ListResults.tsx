import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Sort } from '@shared/rules/list-query';
import { isRowSelected } from '@shared/rules/selection';
import { DataTable, type Column } from './DataTable';
import { ListViewBar } from './ListViewBar';
import { Pager } from './Pager';
import { SelectionToolbar } from './SelectionToolbar';
import { TileGrid } from './TileGrid';
import { useGridMarker } from './useGridMarker';
import type { ListQueryControls } from './useListQuery';
import type { ListSearch } from './useListSearch';
import type { ListSelection } from './useListSelection';

type RowId = string | number;

/** What a tile of the grid needs to show and change its own selection. */
export interface TileSelection {
  selected: boolean;
  onSelectedChange(): void;
}

export interface ListGrid<Row> {
  /** One tile of the grid view, rendered as an <li>. */
  renderTile(row: Row, tile: TileSelection): ReactNode;
  /** Spec 1 §9: the image and ad grids have 3 columns (TileGrid's default otherwise). */
  columns?: number;
  /** The sortable attributes and their column names, offered by the grid's sort dropdown. */
  sortAttributes: readonly { attr: string; label: string }[];
}

export interface ListResultsProps<Row> {
  /** Names the table and the grid ("Publicités", "Images"). */
  label: string;
  list: ListQueryControls;
  search: ListSearch<Row>;
  selection: ListSelection;
  rowId(row: Row): RowId;
  /** How a row names itself for its checkbox ("Sélectionner Jean Dupont"). */
  rowLabel(row: Row): string;
  columns: Column<Row>[];
  /** The grid view of a list that has one (images, ads): without it, the table alone and no view bar. */
  grid?: ListGrid<Row>;
  /** What the server sorts by when none is chosen. */
  defaultSort: Sort;
  /** The page sizes offered (the pager's defaults otherwise). */
  pageSizes?: readonly number[];
  /** The bulk actions of the selection toolbar (export, delete...). */
  bulkActions?: ReactNode;
}

/**
 * The results of a list: for a list that has a grid view (images, ads) the table/grid switch with the grid's
 * sort; the selection toolbar with the list's bulk actions; the table, or the tiles when the URL's `grid`
 * marker says so; and the pager once there is something to page through.
 */
export function ListResults<Row>({
  label,
  list,
  search,
  selection,
  rowId,
  rowLabel,
  columns,
  grid,
  defaultSort,
  pageSizes,
  bulkActions,
}: ListResultsProps<Row>) {
  const { t } = useTranslation();
  const [gridMarker, setGridMarker] = useGridMarker();
  const showGrid = grid !== undefined && gridMarker;
  return (
    <>
      {grid && (
        <ListViewBar
          view={{
            grid: gridMarker,
            onChange: setGridMarker,
            labels: { group: t('list.view.label'), table: t('list.view.table'), grid: t('list.view.grid') },
          }}
          sort={{
            label: t('list.sort.label'),
            attributes: grid.sortAttributes,
            optionLabel: (attribute, order) => t(`list.sort.${order}`, { attribute }),
            sort: list.query.sort,
            defaultSort,
            onSort: list.setSort,
          }}
        />
      )}
      <SelectionToolbar
        selection={selection.selection}
        total={search.total}
        pageSelected={selection.pageSelected}
        onSelectAll={selection.selectAll}
        onClear={selection.clear}
      >
        {bulkActions}
      </SelectionToolbar>
      {showGrid ? (
        <TileGrid
          label={label}
          rows={search.rows}
          rowId={rowId}
          columns={grid.columns}
          status={search.status}
          refreshing={search.refreshing}
          selection={selection.selection}
          onTogglePage={selection.togglePage}
          onRetry={search.retry}
          renderTile={(row) => {
            const id = rowId(row);
            return grid.renderTile(row, { selected: isRowSelected(selection.selection, id), onSelectedChange: () => selection.toggleRow(id) });
          }}
        />
      ) : (
        <DataTable
          label={label}
          columns={columns}
          rows={search.rows}
          rowId={rowId}
          rowLabel={rowLabel}
          status={search.status}
          refreshing={search.refreshing}
          sort={list.query.sort}
          defaultSort={defaultSort}
          onSort={list.setSort}
          selection={selection.selection}
          onToggleRow={selection.toggleRow}
          onTogglePage={selection.togglePage}
          onRetry={search.retry}
        />
      )}
      {search.status !== 'ERROR' && search.total > 0 && (
        <Pager page={list.query.page} size={list.query.size} total={search.total} sizes={pageSizes} onPage={list.setPage} onSize={list.setSize} />
      )}
    </>
  );
}
