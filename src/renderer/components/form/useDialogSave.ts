import { useState } from 'react';

/**
 * The save of a form in a FormDialog: busy while it runs; a refusal the user can correct stays over the
 * fields until the next try or until the dialog closes.
 */
export function useDialogSave(onClose: () => void) {
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const close = (): void => {
    setFailure(null);
    onClose();
  };
  /** `refused`: what the dialog shows of a failed save, or null when it dealt with it otherwise (a toast, closing). */
  const run = async (save: () => Promise<void>, refused: (error: unknown) => string | null): Promise<void> => {
    setSaving(true);
    setFailure(null);
    try {
      await save();
    } catch (error) {
      setFailure(refused(error));
    } finally {
      setSaving(false);
    }
  };
  return { saving, close, run, frame: { busy: saving, onClose: close, failure } };
}
