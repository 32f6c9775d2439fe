/**
 * Scheduled online pushes administered (spec 2 §2.9 Push-online admin, §7 Admin)
 * (issue 12; methods are added here, one per call, each with its zod arguments).
 */
export const pushOnlineMethods = {} as const;
