import { Toolbar, ToolbarRadioButton, ToolbarRadioGroup } from '@fluentui/react-components';
import { GridRegular, TableRegular } from '@fluentui/react-icons';

export interface ViewModeSwitchProps {
  grid: boolean;
  onChange(grid: boolean): void;
  /** The list's own words: the group ("Affichage") and its two choices ("Tableau", "Grille"). */
  labels: { group: string; table: string; grid: string };
}

/** Table or grid: two radio buttons (arrow keys move between them), icon and text. */
export function ViewModeSwitch({ grid, onChange, labels }: ViewModeSwitchProps) {
  return (
    <Toolbar
      aria-label={labels.group}
      size="small"
      checkedValues={{ view: [grid ? 'grid' : 'table'] }}
      onCheckedValueChange={(_event, data) => onChange(data.checkedItems.includes('grid'))}
    >
      <ToolbarRadioGroup>
        <ToolbarRadioButton name="view" value="table" appearance="subtle" icon={<TableRegular />}>
          {labels.table}
        </ToolbarRadioButton>
        <ToolbarRadioButton name="view" value="grid" appearance="subtle" icon={<GridRegular />}>
          {labels.grid}
        </ToolbarRadioButton>
      </ToolbarRadioGroup>
    </Toolbar>
  );
}
