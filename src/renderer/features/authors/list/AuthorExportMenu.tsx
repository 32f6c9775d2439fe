import { useTranslation } from 'react-i18next';
import { Menu, MenuButton, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { checkExportSelection, type Selection } from '@shared/rules/selection';
import { useDownload } from '../../downloads/useDownload';
import { useNotify } from '../../notifications/useNotify';
import { authorsCsvPath } from './author-search';

/**
 * "Exporter" (any signed-in user, spec 1 §6): every author, or the selected ones — 20 at most and never the
 * all-results selection, else the 'limit download size' toast (spec 1 §8). Saved through the download service.
 */
export function AuthorExportMenu({ selection }: { selection: Selection }) {
  const { t } = useTranslation();
  const download = useDownload();
  const notify = useNotify();
  const count = selection.allSelected ? null : selection.selectedIds.length;
  const nothingSelected = !selection.allSelected && selection.selectedIds.length === 0;

  const exportAll = () =>
    void download({ label: t('authors.list.export.allLabel'), items: [{ path: authorsCsvPath('all'), fileName: t('authors.list.export.fileName') }] });

  const exportSelection = () => {
    const check = checkExportSelection(selection);
    if (!check.ok) {
      if (check.reason === 'limit download size') notify.error(t('errors.limit_download_size'));
      return;
    }
    void download({
      label: t('authors.list.export.selectionLabel', { count: selection.selectedIds.length }),
      items: [{ path: authorsCsvPath(selection.selectedIds), fileName: t('authors.list.export.fileName') }],
    });
  };

  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <MenuButton icon={<ArrowDownloadRegular />}>{t('authors.list.export.menu')}</MenuButton>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem onClick={exportAll}>{t('authors.list.export.all')}</MenuItem>
          <MenuItem onClick={exportSelection} disabled={nothingSelected}>
            {count === null || count === 0 ? t('authors.list.export.selection') : t('authors.list.export.selectionCount', { count })}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
