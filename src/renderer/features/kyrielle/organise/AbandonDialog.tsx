import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';

/** "Êtes-vous sur de vouloir abandonner les modifications apportées ?" — "Revenir au CdF" (focused, safe) or "Abandonner". */
export function AbandonDialog({ open, onBack, onAbandon }: { open: boolean; onBack(): void; onAbandon(): void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_e, data) => !data.open && onBack()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('kyrielleTool.dialogs.abandonTitle')}</DialogTitle>
          <DialogContent>{t('kyrielleTool.dialogs.abandonText')}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onBack}>
              {t('kyrielleTool.dialogs.back')}
            </Button>
            <Button onClick={onAbandon}>{t('kyrielleTool.dialogs.abandon')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
