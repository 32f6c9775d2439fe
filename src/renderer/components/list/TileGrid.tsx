import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox, ProgressBar, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import type { Selection } from '@shared/rules/selection';
import { pageCheckState } from './DataTable';
import { ListLoadError } from './ListLoadError';
import type { SearchStatus } from './search-contexts';

type RowId = string | number;

export interface TileGridProps<Row> {
  /** Names the list of tiles ("Publicités"). */
  label: string;
  rows: Row[];
  rowId(row: Row): RowId;
  /** One tile, rendered as an <li> (ImageTile is one by default). */
  renderTile(row: Row): ReactNode;
  status: SearchStatus;
  /** A newer search runs while the previous page stays on screen. */
  refreshing?: boolean;
  /** Spec 1 §9: the image and ad grids have 3 columns. */
  columns?: number;
  /** With a selection, a "select the page" box sits above the tiles (the table has it in its header). */
  selection?: Selection;
  onTogglePage?(): void;
  onRetry?(): void;
}

const useStyles = makeStyles({
  frame: { position: 'relative', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  progress: { position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 },
  grid: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    justifyItems: 'center',
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  state: { padding: tokens.spacingVerticalXXL, display: 'flex', justifyContent: 'center', color: tokens.colorNeutralForeground3 },
});

/**
 * The grid view of a list (the image and ad lists' `grid` marker): the same search, states and selection as
 * DataTable, shown as tiles in a fixed number of columns.
 */
export function TileGrid<Row>(props: TileGridProps<Row>) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { rows, selection, columns = 3 } = props;

  if (props.status === 'ERROR') return <ListLoadError onRetry={props.onRetry} />;
  if (rows.length === 0) {
    return (
      <div className={styles.state} aria-busy={props.status === 'PENDING'}>
        {props.status === 'LOADED' ? t('table.no_result') : <Spinner size="small" label={t('app.loading')} />}
      </div>
    );
  }

  const pageIds = rows.map(props.rowId);
  const pageChecked = selection ? pageCheckState(selection, pageIds) : false;
  return (
    <div className={styles.frame}>
      {props.refreshing && <ProgressBar className={styles.progress} thickness="medium" aria-label={t('app.loading')} />}
      {selection && <Checkbox checked={pageChecked} onChange={() => props.onTogglePage?.()} label={t('list.selectPage')} />}
      <ul
        className={styles.grid}
        style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
        aria-label={props.label}
        aria-busy={props.refreshing === true}
      >
        {rows.map((row) => (
          <Fragment key={props.rowId(row)}>{props.renderTile(row)}</Fragment>
        ))}
      </ul>
    </div>
  );
}
