import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@fluentui/react-components';
import { HistoryRegular } from '@fluentui/react-icons';
import { HistoryDialog, type HistoryDialogProps } from './HistoryDialog';

/** "Historique" and the history dialog it opens (issue 27): one element for a page to mount. */
export function HistoryButton(props: Omit<HistoryDialogProps, 'onClose'>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<HistoryRegular />} onClick={() => setOpen(true)}>
        {t('history.open')}
      </Button>
      {open && <HistoryDialog {...props} onClose={() => setOpen(false)} />}
    </>
  );
}
