/**
 * Plan administration: the periodical plan, bundle plan templates, custom bundles, publication plan administration (spec 2 §2.9)
 * (issue 12; methods are added here, one per call, each with its zod arguments).
 */
export const planAdminMethods = {} as const;
