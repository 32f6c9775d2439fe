import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogBody, DialogContent, DialogSurface, DialogTitle, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, ArrowUploadRegular, BookRegular, ChevronDownRegular } from '@fluentui/react-icons';
import { useBridge } from '../../../bridge/BridgeContext';
import { ImportResultCard } from '../../admin/referentials/ImportResultCard';
import type { ImportOutcome } from '../../admin/referentials/useReferentialImport';
import { useNotify } from '../../notifications/useNotify';
import { toFileSource } from '../../uploads/file-sources';

const useStyles = makeStyles({
  trigger: {
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': { color: tokens.colorNeutralForegroundOnBrand },
    ':hover:active': { color: tokens.colorNeutralForegroundOnBrand },
  },
  file: { display: 'none' },
});

/**
 * The top bar's Ouvrages menu (spec 2 §2.10, §7): "Télécharger le référentiel" (the xlsx through the download
 * queue) and "Charger le référentiel" (an xlsx applied whole or refused; its result card).
 */
export function OuvragesMenu() {
  const { t } = useTranslation();
  const styles = useStyles();
  const bridge = useBridge();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

  const exportReferential = () => {
    bridge
      .invoke('kyrielle.exportReferential')
      .then(() => notify.success(t('kyrielleTool.shell.exportQueued')))
      .catch((error: unknown) => notify.error(t('kyrielleTool.errors.KYRIELLE_EXPORT', { message: messageOf(error) })));
  };
  const importReferential = async (file: File) => {
    try {
      const result = await bridge.invoke('kyrielle.importReferential', await toFileSource(bridge, file));
      setOutcome({ kind: 'applied', result });
      notify.success(t('kyrielleTool.import.success'));
    } catch (error) {
      setOutcome({ kind: 'refused', file: file.name, message: messageOf(error) });
      notify.error(t('kyrielleTool.errors.KYRIELLE_IMPORT', { message: messageOf(error).split('\n')[0] ?? '' }));
    }
  };

  return (
    <>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button appearance="transparent" className={styles.trigger} icon={<BookRegular />} iconPosition="before">
            {t('kyrielleTool.shell.ouvrages')}
            <ChevronDownRegular aria-hidden />
          </Button>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem icon={<ArrowDownloadRegular />} onClick={exportReferential}>
              {t('kyrielleTool.shell.exportReferential')}
            </MenuItem>
            <MenuItem icon={<ArrowUploadRegular />} onClick={() => input.current?.click()}>
              {t('kyrielleTool.shell.importReferential')}
            </MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
      <input
        ref={input}
        type="file"
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        className={styles.file}
        aria-label={t('kyrielleTool.shell.importReferential')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void importReferential(file);
        }}
      />
      <Dialog open={outcome !== null} onOpenChange={(_e, data) => !data.open && setOutcome(null)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{t('kyrielleTool.shell.importReferential')}</DialogTitle>
            <DialogContent>{outcome && <ImportResultCard name={t('kyrielleTool.shell.ouvrages')} outcome={outcome} onDismiss={() => setOutcome(null)} />}</DialogContent>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
}
