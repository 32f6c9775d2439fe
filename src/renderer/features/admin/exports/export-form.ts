import type { FieldErrors, Resolver } from 'react-hook-form';
import type { AdminExportRequest } from '@shared/domain/admin-export';
import { adminExportRequestSchema, exportRangeIssues, type ExportRangeInput } from '@shared/rules/export-range';

/** What the export form holds: the periodical's id, the dates as typed (jj/mm/aaaa). */
export type ExportFormValues = ExportRangeInput;

export const EMPTY_EXPORT_VALUES: ExportFormValues = { periodicalId: '', startDate: '', endDate: '' };

/** The shared rule of spec 2 §5 (its messages on their fields); the output is the bridge's request (yyyy-MM-dd). */
export const exportFormResolver: Resolver<ExportFormValues, unknown, AdminExportRequest> = (values) => {
  const issues = exportRangeIssues(values);
  if (issues.length === 0) return { values: adminExportRequestSchema.parse(values), errors: {} };
  const errors: FieldErrors<ExportFormValues> = {};
  for (const issue of issues) errors[issue.field] ??= { type: 'validate', message: issue.message };
  return { values: {}, errors };
};
