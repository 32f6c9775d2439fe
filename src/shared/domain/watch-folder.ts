/** The watched import folder (issue 14): XML files dropped there are imported as a drop on the window would. */

/** Where the watched folder stands, for the settings page's status line. */
export interface WatchFolderStatus {
  /** The folder watched, or null when off. */
  folder: string | null;
  /** True while files are taken (a folder is set and a user is signed in). */
  watching: boolean;
  /** Files imported and refused since the folder record began (kept across restarts). */
  imported: number;
  refused: number;
  /** Files left in the folder for a later try (offline, server unavailable) or waiting their turn. */
  waiting: number;
  /** Why the folder cannot be watched (missing, unreadable), in French; null when all is well. */
  problem: string | null;
}

/** One file handled: what the page tells in a toast. */
export interface WatchFolderNotice {
  fileName: string;
  outcome: 'imported' | 'refused';
  /** French: what was done, or why the file was refused. */
  message: string;
  /** The first article the import created or changed, for the toast's link. */
  articleId: number | null;
}
