import type { ProcessStatus } from './publication';

/**
 * The Jouve process report (spec 2 §7 GET /api/admin/jouve: "process report JSON"). Jouve is the
 * typesetter that makes placards and printer PDFs; the report is the state of those processes: totals by
 * status and the most recent ones, newest first.
 */

/** The report lists this many processes at most (the totals count them all). */
export const JOUVE_REPORT_LIMIT = 200;

export type JouveProcessType = 'PLACARD' | 'PRINTER_PDF';
export type JouveTargetKind = 'PUBLICATION' | 'ARTICLE' | 'BUNDLE';

export interface JouveProcess {
  id: number;
  type: JouveProcessType;
  target: { kind: JouveTargetKind; id: number; label: string; periodicalId: string };
  status: ProcessStatus;
  creationDate: string;
  creationUser: string | null;
  modificationDate: string;
  /** Pages of the PDF made; null until one is. */
  pageCount: number | null;
  /** Why it failed (ERROR), in French. */
  message: string | null;
}

export interface JouveReport {
  generatedAt: string;
  totals: Record<ProcessStatus, number>;
  processes: JouveProcess[];
}
