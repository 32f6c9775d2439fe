import { makeStyles, tokens } from '@fluentui/react-components';
import { SortDropdown, type SortDropdownProps } from './SortDropdown';
import { ViewModeSwitch, type ViewModeSwitchProps } from './ViewModeSwitch';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    marginBottom: tokens.spacingVerticalS,
  },
});

export interface ListViewBarProps {
  /** The table/grid switch (the `grid` marker of the URL). */
  view: ViewModeSwitchProps;
  /** The sort, offered in the grid view, which has no column headers to click. */
  sort: SortDropdownProps;
}

/** Above a list that has a grid view (images, ads): the table/grid switch, and in the grid the sort dropdown. */
export function ListViewBar({ view, sort }: ListViewBarProps) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <ViewModeSwitch {...view} />
      {view.grid && <SortDropdown {...sort} />}
    </div>
  );
}
