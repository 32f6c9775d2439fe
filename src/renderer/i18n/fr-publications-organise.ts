/** Wordings of the publication organise (spec 2; what the specs do not give is written here once). */
export const frPublicationsOrganise = {} as const;
