import { useCallback, useRef, useState, type ReactElement } from 'react';
import { DisableImageDialog } from './DisableImageDialog';

export interface DisableConfirmation {
  /** Resolves true at once for an unused image; a used one asks first, listing its uses. */
  confirm(image: { id: number; name: string; used: boolean }): Promise<boolean>;
  /** Render it in the screen. */
  dialog: ReactElement;
}

/**
 * The question before disabling an image, as a promise: the image form's `confirmDisable`, the list's and the
 * view's enable toggles all wait on the same dialog.
 */
export function useDisableConfirmation(): DisableConfirmation {
  const [asked, setAsked] = useState<{ id: number; name: string } | null>(null);
  const resolver = useRef<((confirmed: boolean) => void) | null>(null);

  const confirm = useCallback((image: { id: number; name: string; used: boolean }) => {
    if (!image.used) return Promise.resolve(true);
    // A question still open is answered "no" before the next one.
    resolver.current?.(false);
    setAsked({ id: image.id, name: image.name });
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const answer = useCallback((confirmed: boolean) => {
    resolver.current?.(confirmed);
    resolver.current = null;
    setAsked(null);
  }, []);

  return { confirm, dialog: <DisableImageDialog image={asked} onAnswer={answer} /> };
}
