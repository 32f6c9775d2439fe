/** Wordings of the publication workflow (spec 2; what the specs do not give is written here once). */
export const frPublicationsWorkflow = {} as const;
