/** Wordings of the publication list (spec 2; what the specs do not give is written here once). */
export const frPublicationsList = {} as const;
