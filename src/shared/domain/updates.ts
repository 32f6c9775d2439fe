/**
 * Where the desktop app's update stands (issue 14): read by the settings page, pushed on every change.
 * - unavailable: no updater here (`web`: the browser; `development`: a run that is not an installed build);
 * - off: no feed address in the settings (the default);
 * - idle: an address, not checked yet; checking; upToDate (when, ISO);
 * - available: a newer version, downloading; downloaded: installed at the next start (or on "Redémarrer");
 * - error: the French reason of the last failure.
 */
export type UpdateStatus =
  | { state: 'unavailable'; reason: 'web' | 'development' }
  | { state: 'off' }
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'upToDate'; checkedAt: string }
  | { state: 'available'; version: string }
  | { state: 'downloaded'; version: string }
  | { state: 'error'; message: string };

export type UpdateState = UpdateStatus['state'];
