/** Plan administration: periodical plan, bundle plans, custom bundle, publication plan (issue 12). */
export const frAdminPlans = {} as const;
