/**
 * The admin export page's files (spec 2 §2.9 Export page, §5, §7 POST /api/admin/export/{authors,references,
 * publication}). Decision (spec 2 §6 "some exports admin only"): authors and references for the two roles
 * of the page (ADMIN, or MANAGER of the periodical chosen); published elements for ADMIN alone: the
 * abilities 'export.*' of rules/abilities.ts.
 */
export const ADMIN_EXPORT_KINDS = ['authors', 'references', 'publication'] as const;
export type AdminExportKind = (typeof ADMIN_EXPORT_KINDS)[number];

/** Spec 2 §7: xlsx for authors, csv for references; the published elements as xlsx too (decision). */
export const ADMIN_EXPORT_FORMATS: Record<AdminExportKind, 'xlsx' | 'csv'> = {
  authors: 'xlsx',
  references: 'csv',
  publication: 'xlsx',
};

/** What the three exports take: a periodical and a range of Paris calendar days (yyyy-MM-dd), ends included. */
export interface AdminExportRequest {
  periodicalId: string;
  startDate: string;
  endDate: string;
}
