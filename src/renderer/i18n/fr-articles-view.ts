/** Wordings of the articles' view (spec 2; what the specs do not give is written here once). */
export const frArticlesView = {} as const;
