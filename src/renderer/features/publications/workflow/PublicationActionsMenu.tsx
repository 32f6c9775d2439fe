import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Menu,
  MenuButton,
  MenuDivider,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Spinner,
  Tooltip,
  makeStyles,
} from '@fluentui/react-components';
import {
  ArrowDownload20Regular,
  CalendarCancel20Regular,
  CheckmarkCircle20Regular,
  DismissCircle20Regular,
  DocumentPdf20Regular,
  Edit20Regular,
  LockOpen20Regular,
  MoreVertical20Regular,
  Print20Regular,
  Signature20Regular,
  TaskListSquareLtr20Regular,
  ArchiveArrowBack20Regular,
} from '@fluentui/react-icons';
import type { PublicationRow } from '@shared/domain/publication';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { formatDateTime } from '../../../i18n/dates';
import { useRoles } from '../../auth/useAuth';
import { useOnlineOnly } from '../../connectivity/useOnlineOnly';
import { CloseDialog } from './CloseDialog';
import { ITEM_ACTIONS, publicationMenu, type PublicationMenuItem, type WorkflowMenuItem } from './menu-items';
import { usePublicationPdf } from './pdf-downloads';
import { usePublicationWorkflow } from './usePublicationWorkflow';

export interface PublicationActionsMenuProps {
  publication: PublicationRow;
  /** Where the menu sits: a list row (icon button) or the organise page's header (labelled button). */
  placement: 'row' | 'header';
  /** Opens the host page's edit dialog (the "Modifier" item, offered only while IN_PROGRESS). */
  onEdit?: () => void;
}

/** The entries asked for with a confirmation first (spec 2 §2.8: BAT, PDF generation and cancellation; unlock and unscheduling undo work). */
type Confirmed = 'generatePlacard' | 'generatePrinterPdf' | 'bat' | 'cancelPrinterPdf' | 'unlockPlacard' | 'cancelClosing';
const CONFIRMED: ReadonlySet<PublicationMenuItem> = new Set<Confirmed>(['generatePlacard', 'generatePrinterPdf', 'bat', 'cancelPrinterPdf', 'unlockPlacard', 'cancelClosing']);
const isConfirmed = (item: PublicationMenuItem): item is Confirmed => CONFIRMED.has(item);
/** The entries that only read: offered offline too (the download queue waits for the server). */
const READ_ONLY: ReadonlySet<PublicationMenuItem> = new Set<PublicationMenuItem>(['viewPlacard', 'viewPrinterPdf']);

/** The icon of each menu item (the list's bulk actions show the same). */
export const PUBLICATION_ACTION_ICONS: Record<PublicationMenuItem, ReactElement> = {
  edit: <Edit20Regular />,
  generatePlacard: <DocumentPdf20Regular />,
  unlockPlacard: <LockOpen20Regular />,
  bapAll: <TaskListSquareLtr20Regular />,
  generatePrinterPdf: <Print20Regular />,
  bat: <Signature20Regular />,
  cancelPrinterPdf: <DismissCircle20Regular />,
  close: <ArchiveArrowBack20Regular />,
  cancelClosing: <CalendarCancel20Regular />,
  viewPlacard: <ArrowDownload20Regular />,
  viewPrinterPdf: <ArrowDownload20Regular />,
};

const useStyles = makeStyles({
  progress: { cursor: 'default' },
});

/**
 * The actions menu of a publication (spec 2 §4 Publication), in a list row or the organise page's header:
 * what the shared rules allow to the user's roles, with the processes running shown at the top; the
 * confirmations of spec 2 §2.8 and the closing dialog. The host page refreshes itself (the publication
 * queries are refreshed after each action and read again while a process runs).
 */
export function PublicationActionsMenu({ publication, placement, onEdit }: PublicationActionsMenuProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const roles = useRoles();
  const online = useOnlineOnly();
  const workflow = usePublicationWorkflow(publication);
  const openPdf = usePublicationPdf();
  const [confirming, setConfirming] = useState<Confirmed | null>(null);
  const [closing, setClosing] = useState(false);
  const { running, items } = publicationMenu(publication, roles, onEdit !== undefined);
  const name = publication.name;

  const choose = (item: PublicationMenuItem) => {
    if (isConfirmed(item)) return setConfirming(item);
    switch (item) {
      case 'edit':
        return onEdit?.();
      case 'close':
        return setClosing(true);
      case 'viewPlacard':
        return void openPdf(publication, 'placard');
      case 'viewPrinterPdf':
        return void openPdf(publication, 'BAT');
      default:
        return void workflow.run(ITEM_ACTIONS[item as WorkflowMenuItem]);
    }
  };

  const confirm = async () => {
    if (confirming === 'cancelClosing') await workflow.cancelClosing();
    else if (confirming !== null) await workflow.run(ITEM_ACTIONS[confirming]);
    setConfirming(null);
  };

  const trigger =
    placement === 'row' ? (
      <Tooltip content={t('publications.workflow.menu.rowLabel', { name })} relationship="label">
        <Button appearance="subtle" size="small" icon={running.length > 0 ? <Spinner size="extra-tiny" /> : <MoreVertical20Regular />} />
      </Tooltip>
    ) : (
      <MenuButton icon={running.length > 0 ? <Spinner size="extra-tiny" /> : undefined}>{t('publications.workflow.menu.header')}</MenuButton>
    );
  const workflowItems = items.filter((item) => !READ_ONLY.has(item));
  const pdfItems = items.filter((item) => READ_ONLY.has(item));

  return (
    <>
      <Menu positioning={placement === 'row' ? 'below-end' : 'below-start'}>
        <MenuTrigger disableButtonEnhancement>{trigger}</MenuTrigger>
        <MenuPopover>
          <MenuList>
            {running.map((kind) => (
              <MenuItem key={kind} className={styles.progress} icon={<Spinner size="extra-tiny" />} disabled>
                {t(`publications.workflow.progress.${kind}`)}
              </MenuItem>
            ))}
            {running.length > 0 && items.length > 0 && <MenuDivider />}
            {workflowItems.map((item) => (
              <MenuItem key={item} icon={PUBLICATION_ACTION_ICONS[item]} disabled={online.disabled && item !== 'edit'} onClick={() => choose(item)}>
                {t(`publications.workflow.items.${item}`)}
              </MenuItem>
            ))}
            {workflowItems.length > 0 && pdfItems.length > 0 && <MenuDivider />}
            {pdfItems.map((item) => (
              <MenuItem key={item} icon={PUBLICATION_ACTION_ICONS[item]} onClick={() => choose(item)}>
                {t(`publications.workflow.items.${item}`)}
              </MenuItem>
            ))}
            {running.length === 0 && items.length === 0 && (
              <MenuItem icon={<CheckmarkCircle20Regular />} disabled>
                {t('publications.workflow.menu.empty')}
              </MenuItem>
            )}
          </MenuList>
        </MenuPopover>
      </Menu>
      {confirming !== null && (
        <ConfirmDialog
          open
          title={t(`publications.workflow.confirm.${confirming}.title`)}
          text={t(`publications.workflow.confirm.${confirming}.text`, {
            name,
            date: publication.scheduledDate === null ? '' : formatDateTime(publication.scheduledDate),
          })}
          confirmLabel={t(`publications.workflow.confirm.${confirming}.action`)}
          onConfirm={confirm}
          onCancel={() => setConfirming(null)}
        />
      )}
      {closing && (
        <CloseDialog
          open
          publicationName={name}
          onClose={async (date) => {
            if (await workflow.close(date)) setClosing(false);
          }}
          onCancel={() => setClosing(false)}
        />
      )}
    </>
  );
}
