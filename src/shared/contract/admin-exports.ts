/**
 * Data exports of the admin export page: authors, references, published elements (spec 2 §2.9, §5, §7 Admin)
 * (issue 12; methods are added here, one per call, each with its zod arguments).
 */
export const adminExportMethods = {} as const;
