import { useTranslation } from 'react-i18next';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { submitForm, useSaveShortcut } from '../../../app/commands/useCommand';
import { SaveButton } from '../../../components/form/SaveButton';
import { useOnlineOnly } from '../../connectivity/useOnlineOnly';

const useStyles = makeStyles({ root: { display: 'flex', gap: tokens.spacingHorizontalS } });

export interface SaveCancelActionsProps {
  dirty: boolean;
  saving: boolean;
  onSave(): void;
  onCancel(): void;
  /** Cancel is offered while clean too (it leaves the screen). */
  cancelWhenClean?: boolean;
  /** The save button submits this form instead of calling onSave. */
  form?: string;
}

/** "Annuler" and "Enregistrer" of an admin plan, in its header; Ctrl+S saves as the button does. */
export function SaveCancelActions({ dirty, saving, onSave, onCancel, cancelWhenClean = false, form }: SaveCancelActionsProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const offline = useOnlineOnly().disabled;
  useSaveShortcut(() => (form === undefined ? onSave() : submitForm(form)), dirty && !saving && !offline);
  return (
    <div className={styles.root}>
      <Button icon={<DismissRegular />} disabled={saving || (!dirty && !cancelWhenClean)} onClick={onCancel}>
        {t('adminPlans.cancel')}
      </Button>
      <SaveButton onlineOnly saving={saving} disabled={!dirty} {...(form ? { type: 'submit', form } : { onClick: onSave })} />
    </div>
  );
}
