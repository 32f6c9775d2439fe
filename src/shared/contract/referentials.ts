/**
 * Referential import (with the rows it would add, change and remove, confirmed) and export (spec 2 §2.9, §7 Admin)
 * (issue 12; methods are added here, one per call, each with its zod arguments).
 */
export const referentialMethods = {} as const;
