/**
 * The Jouve process report (spec 2 §7 GET /api/admin/jouve)
 * (issue 12; methods are added here, one per call, each with its zod arguments).
 */
export const jouveMethods = {} as const;
