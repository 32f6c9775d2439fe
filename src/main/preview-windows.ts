import type { BrowserWindow } from 'electron';
import { BridgeError } from '../shared/errors';

/** At most this many record windows at once: a page calling app.openPreview in a loop cannot pile them up. */
export const MAX_PREVIEW_WINDOWS = 8;

/** The app's second windows (app.openPreview), one per record path. */
export interface PreviewWindows {
  /** Brings the record's window forward if it is open, or opens one while fewer than the cap are. */
  open(path: string): Promise<void>;
  all(): Iterable<BrowserWindow>;
}

export function previewWindows(create: (path: string) => BrowserWindow): PreviewWindows {
  const byPath = new Map<string, BrowserWindow>();
  return {
    open(path) {
      const open = byPath.get(path);
      if (open) {
        if (open.isMinimized()) open.restore();
        open.focus();
        return Promise.resolve();
      }
      if (byPath.size >= MAX_PREVIEW_WINDOWS) {
        return Promise.reject(new BridgeError('NOT_ALLOWED', `${MAX_PREVIEW_WINDOWS} aperçus sont déjà ouverts : fermez-en un pour en ouvrir un autre.`));
      }
      const win = create(path);
      byPath.set(path, win);
      win.on('closed', () => byPath.delete(path));
      return Promise.resolve();
    },
    all: () => byPath.values(),
  };
}
