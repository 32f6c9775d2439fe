import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useBridge } from '../../bridge/BridgeContext';
import { bridgeErrorMessage } from '../../bridge/error-message';

const useStyles = makeStyles({
  log: {
    margin: 0,
    maxHeight: '60vh',
    overflow: 'auto',
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
  },
});

/** The end of the watched folder's log, for the browser, which cannot open a file of the host. */
export function WatchFolderLogDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const bridge = useBridge();
  const log = useQuery({ queryKey: ['watchFolder', 'log'], queryFn: () => bridge.invoke('watchFolder.readLog'), gcTime: 0 });
  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('settings.watchFolder.logTitle')}</DialogTitle>
          <DialogContent>
            {log.isPending ? <Spinner size="small" /> : null}
            {log.isError ? <div role="alert">{bridgeErrorMessage(log.error, t, t('settings.watchFolder.logFailed'))}</div> : null}
            {log.data !== undefined ? <pre className={styles.log}>{log.data || t('settings.watchFolder.logEmpty')}</pre> : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {t('settings.watchFolder.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
