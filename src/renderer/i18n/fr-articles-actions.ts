/** Wordings of the articles' actions (spec 2; what the specs do not give is written here once). */
export const frArticlesActions = {} as const;
