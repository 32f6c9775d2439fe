/**
 * Where the desktop app's update stands (issue 14): read by the settings page, pushed on every change.
 * - unavailable: no updater here (`web`: the browser; `development`: a run that is not an installed build);
 * - off: no updater engine to ask (kept for the page's first render; the installed app always has a feed);
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

/**
 * Where the desktop app's update feed comes from (issue 23): never from the page. `build`: the address
 * electron-builder wrote into app-update.yml; `policy`: an administrator's policy (a file, or the registry on
 * Windows: `file` names it), read by main only (`url` null when the policy or its address is refused); `none`:
 * no updater (the browser).
 */
export type UpdateFeedSource = { from: 'none' } | { from: 'build' } | { from: 'policy'; file: string; url: string | null };
