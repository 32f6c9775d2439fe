import type { PublicationRow, PublicationWorkflowAction } from '@shared/domain/publication';
import { hasRole } from '@shared/rules/permissions';
import {
  PUBLICATION_ACTION_ROLES,
  canEditPublication,
  canViewPlacard,
  canViewPrinterPdf,
  isProcessInProgress,
  publicationActions,
} from '@shared/rules/publication-workflow';

/** The entries of the publication actions menu, in the order shown. */
export type PublicationMenuItem =
  | 'edit'
  | 'generatePlacard'
  | 'unlockPlacard'
  | 'bapAll'
  | 'generatePrinterPdf'
  | 'bat'
  | 'cancelPrinterPdf'
  | 'close'
  | 'cancelClosing'
  | 'viewPlacard'
  | 'viewPrinterPdf';

/** The workflow action behind each entry that is one (spec 2 §3 publication workflow actions). */
export const ITEM_ACTIONS = {
  generatePlacard: 'GENERATE_PUBLICATION_PLACARD',
  unlockPlacard: 'UNLOCK_PUBLICATION_PLACARD',
  bapAll: 'BAP_ARTICLES_OF_PUBLICATION',
  generatePrinterPdf: 'GENERATE_PUBLICATION_PRINTER_PDF',
  bat: 'BAT_PUBLICATION',
  cancelPrinterPdf: 'INVALIDATE_PUBLICATION_PRINTER_PDF',
  close: 'CLOSE_PUBLICATION',
} as const satisfies Partial<Record<PublicationMenuItem, PublicationWorkflowAction>>;
export type WorkflowMenuItem = keyof typeof ITEM_ACTIONS;

/** The processes running now, shown at the top of the menu as progress. */
export type RunningProcess = 'PLACARD' | 'PRINTER_PDF';

export interface PublicationMenu {
  running: RunningProcess[];
  items: PublicationMenuItem[];
}

/**
 * What the menu offers (spec 2 §4 Publication, roles of §6): each workflow entry only when the shared rule
 * allows it (publicationActions, the rule the server applies), "Modifier" when the host page can edit and
 * canEditPublication allows, cancelling a scheduled closing to the roles that close, the PDFs to Ml when
 * there is one. A refused entry is not shown: the reason is the server's if the state moved meanwhile.
 */
export function publicationMenu(publication: PublicationRow, roles: readonly string[], editable: boolean): PublicationMenu {
  const verdicts = publicationActions(publication, roles);
  const items: PublicationMenuItem[] = [];
  if (editable && canEditPublication(publication, roles).allowed) items.push('edit');
  for (const [item, action] of Object.entries(ITEM_ACTIONS) as [WorkflowMenuItem, PublicationWorkflowAction][]) {
    if (verdicts[action].allowed) items.push(item);
  }
  if (publication.scheduledDate !== null && hasRole(roles, PUBLICATION_ACTION_ROLES.close, publication.periodicalId)) items.push('cancelClosing');
  if (canViewPlacard(publication, roles).allowed) items.push('viewPlacard');
  if (canViewPrinterPdf(publication, roles).allowed) items.push('viewPrinterPdf');
  const running: RunningProcess[] = [];
  if (isProcessInProgress(publication.lastRequestPlacardProcessStatus)) running.push('PLACARD');
  if (isProcessInProgress(publication.lastPrinterPdfProcessStatus)) running.push('PRINTER_PDF');
  return { running, items };
}
