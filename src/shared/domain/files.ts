/** Desktop file services (issue 3): downloads, uploads, offline lists, drafts. */

export type DownloadStatus = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

/**
 * What a download is of, when a record: its failure is told keyed by HTTP status and entity (spec 2 §8); the
 * layout tool's referential, whose failure is the tool's KYRIELLE_EXPORT notification (spec 2 §8).
 */
export const DOWNLOAD_ENTITIES = ['ARTICLE', 'BUNDLE', 'PUBLICATION', 'KYRIELLE_REFERENTIAL'] as const;
export type DownloadEntity = (typeof DOWNLOAD_ENTITIES)[number];

export interface DownloadItem {
  id: string;
  batchId: string;
  /** What the user asked for, as shown before the final name is known. */
  label: string;
  /** Final file name on disk once done (sanitised, never overwriting: `name (2).ext`). */
  fileName: string | null;
  /** Absolute path once done. */
  path: string | null;
  status: DownloadStatus;
  receivedBytes: number;
  totalBytes: number | null;
  /** French reason of the last failure. */
  error: string | null;
  /** HTTP status of the last failure when the server answered one (errors keyed by status, spec 2 §8). */
  httpStatus: number | null;
  /** The record the file is of (a placard, a printer PDF, an XML, a push-online zip, the layout tool's referential), or null (an export). */
  entity: DownloadEntity | null;
  attempts: number;
  contentType: string | null;
  /** ISO dates. */
  startedAt: string;
  finishedAt: string | null;
}

export interface DownloadBatch {
  id: string;
  label: string;
  total: number;
  done: number;
  failed: number;
  cancelled: number;
  /** Folder the batch is saved into. */
  folder: string;
}

export interface DownloadsState {
  items: DownloadItem[];
  batches: DownloadBatch[];
  /** Items queued or running: the badge of the downloads button. */
  active: number;
}

export interface DesktopSettings {
  /** Default: the system Downloads folder. */
  downloadDir: string;
  /** "Demander où enregistrer chaque fichier": native save dialog (folder picker for a bulk download). */
  askWhereToSave: boolean;
  /** PDFs the specs open "in a new window": an app window, or the system viewer. */
  pdfViewer: 'app' | 'system';
  /** Light or dark: the system's setting, or the user's choice. */
  theme: ThemeChoice;
  /**
   * The watched import folder, off (null) by default. Set only from the native folder dialog
   * (watchFolder.choose), cleared by watchFolder.stop: never by settings.update.
   */
  watchFolder: string | null;
}

export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

export interface ConnectivityState {
  online: boolean;
  /** While offline: when the cached answer last shown was fetched (ISO), for "Hors ligne — données du …". */
  cachedAt: string | null;
}

export interface Draft {
  /** ISO date of the last backup. */
  savedAt: string;
  data: unknown;
}

/** Rejection codes of an upload, the first of which the upload error carries (spec 1 §5). */
export const UPLOAD_REJECTIONS = ['file-too-large', 'file-invalid-type', 'file-unreadable', 'too-many-files'] as const;
export type UploadRejection = (typeof UPLOAD_REJECTIONS)[number];

/** The reason a BridgeError carries when a file the server was sending failed (spec 2 §8: named with its type). */
export const UPLOAD_FAILED = 'upload-failed';

/**
 * What an upload accepts, checked on content, not on the name. 'table': a referential's xlsx, json or xml;
 * 'text': a UTF-8 text file (the reference-link patterns).
 */
export type UploadKind = 'image' | 'xml' | 'xml-or-docx' | 'table' | 'text';
