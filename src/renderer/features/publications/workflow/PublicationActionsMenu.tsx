import type { PublicationRow } from '@shared/domain/publication';

export interface PublicationActionsMenuProps {
  publication: PublicationRow;
  /** Where the menu sits: a list row (icon button) or the organise page's header (labelled button). */
  placement: 'row' | 'header';
  /** Opens the host page's edit dialog (the "Modifier" item, offered only while IN_PROGRESS). */
  onEdit?: () => void;
}

/** Scaffold: the workflow menu of spec 2 §4 Publication is being built (issue 10). */
export function PublicationActionsMenu(_props: PublicationActionsMenuProps) {
  return null;
}
