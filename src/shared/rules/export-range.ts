import { z } from 'zod';
import type { AdminExportRequest } from '../domain/admin-export';
import { parseDateOnly } from './date-only';

/**
 * The export form's rule (spec 2 §5 Export; §9 "Export date range at most 60 days"): periodical, start and
 * end dates required, at most 60 days apart. The four messages are the spec's, word for word; an end before
 * the start and a date that is not one are decisions of ours. One schema for the form, the bridge and the
 * server: dates typed dd/MM/yyyy or sent yyyy-MM-dd, answered as yyyy-MM-dd.
 */

export const EXPORT_MAX_DAYS = 60;

export const EXPORT_RANGE_MESSAGES = {
  periodicalRequired: 'La revue est obligatoire',
  startDateRequired: 'La date de début est obligatoire',
  endDateRequired: 'La date de fin est obligatoire',
  tooLong: 'La différence entre les dates doit être de 60 jours maximums',
  startDateInvalid: 'Date de début invalide (jj/mm/aaaa attendu)',
  endDateInvalid: 'Date de fin invalide (jj/mm/aaaa attendu)',
  endBeforeStart: 'La date de fin ne peut pas précéder la date de début',
  periodicalInvalid: 'Revue : identifiant invalide',
} as const;
const M = EXPORT_RANGE_MESSAGES;

const DAY_MS = 86_400_000;

/** Calendar days from one yyyy-MM-dd to another (negative when the second comes first). */
export function daysBetween(startIsoDay: string, endIsoDay: string): number {
  return Math.round((Date.parse(`${endIsoDay}T00:00:00Z`) - Date.parse(`${startIsoDay}T00:00:00Z`)) / DAY_MS);
}

export interface ExportRangeInput {
  periodicalId: string;
  startDate: string;
  endDate: string;
}

export type ExportRangeField = keyof ExportRangeInput;

/** Every failure of the rule, one per field at most, in the form's order; empty when valid. */
export function exportRangeIssues(input: ExportRangeInput): { field: ExportRangeField; message: string }[] {
  const issues: { field: ExportRangeField; message: string }[] = [];
  const periodical = input.periodicalId.trim();
  if (periodical === '') issues.push({ field: 'periodicalId', message: M.periodicalRequired });
  else if (!/^[A-Z0-9]{2,10}$/.test(periodical)) issues.push({ field: 'periodicalId', message: M.periodicalInvalid });
  const day = (value: string, required: string, invalid: string, field: ExportRangeField): string | null => {
    if (value.trim() === '') {
      issues.push({ field, message: required });
      return null;
    }
    const parsed = parseDateOnly(value);
    if (parsed === null) issues.push({ field, message: invalid });
    return parsed;
  };
  const start = day(input.startDate, M.startDateRequired, M.startDateInvalid, 'startDate');
  const end = day(input.endDate, M.endDateRequired, M.endDateInvalid, 'endDate');
  if (start !== null && end !== null) {
    const days = daysBetween(start, end);
    if (days < 0) issues.push({ field: 'endDate', message: M.endBeforeStart });
    else if (days > EXPORT_MAX_DAYS) issues.push({ field: 'endDate', message: M.tooLong });
  }
  return issues;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The bridge's check of an export request (contract): its shape, each field on its own, with the spec's
 * messages; the range rule itself is the form's and the server's (adminExportRequestSchema).
 */
export const adminExportRequestShape = z
  .object({
    periodicalId: z.string().min(1, M.periodicalRequired).max(10, M.periodicalInvalid).regex(/^[A-Za-z0-9]+$/, M.periodicalInvalid),
    startDate: z.string().min(1, M.startDateRequired).max(10, M.startDateInvalid).regex(ISO_DAY, M.startDateInvalid),
    endDate: z.string().min(1, M.endDateRequired).max(10, M.endDateInvalid).regex(ISO_DAY, M.endDateInvalid),
  })
  .strict();

/** The request the three exports take, checked by the whole rule; its output carries yyyy-MM-dd days. */
export const adminExportRequestSchema = z
  .object({
    periodicalId: z.string().max(10),
    startDate: z.string().max(10),
    endDate: z.string().max(10),
  })
  .strict()
  .superRefine((value, ctx) => {
    for (const issue of exportRangeIssues(value)) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  })
  .transform(
    (value): AdminExportRequest => ({
      periodicalId: value.periodicalId.trim(),
      startDate: parseDateOnly(value.startDate) ?? value.startDate,
      endDate: parseDateOnly(value.endDate) ?? value.endDate,
    }),
  );
