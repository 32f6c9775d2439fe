import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';

/**
 * The two questions of spec 2 §8 about unsaved changes of a tree, each with "Revenir au CdF" (focused, safe):
 * 'cancel' (« Annuler »: the tree read again) asks "Êtes-vous sur de vouloir abandonner les modifications
 * apportées ?" — "Abandonner"; 'leave' (another screen, spec 2 §4 "quit without saving") asks "Êtes-vous sûr
 * de vouloir quitter sans enregistrer les modifications ?" — "Quitter sans enregistrer".
 */
export function AbandonDialog({ open, question, onBack, onAbandon }: { open: boolean; question: 'cancel' | 'leave'; onBack(): void; onAbandon(): void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_e, data) => !data.open && onBack()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t(`kyrielleTool.dialogs.${question}.title`)}</DialogTitle>
          <DialogContent>{t(`kyrielleTool.dialogs.${question}.text`)}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onBack}>
              {t('kyrielleTool.dialogs.back')}
            </Button>
            <Button onClick={onAbandon}>{t(`kyrielleTool.dialogs.${question}.confirm`)}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
