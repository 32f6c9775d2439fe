import type { WebContents } from 'electron';

/** A page that dies again this soon after being loaded again stays down: a crash on loading must not loop. */
export const CRASH_RELOAD_PAUSE_MS = 60_000;

/**
 * A renderer that dies (a crash, the system ending it for memory) leaves a blank window: the page is loaded
 * again where it was, and offers back the drafts it kept in the profile (issue 33: the editor's, the forms').
 */
export function reloadAfterCrash(contents: WebContents, now: () => number = Date.now): void {
  let reloadedAt = Number.NEGATIVE_INFINITY;
  contents.on('render-process-gone', (_event, details) => {
    if (details.reason === 'clean-exit' || now() - reloadedAt < CRASH_RELOAD_PAUSE_MS) return;
    reloadedAt = now();
    contents.reload();
  });
}
