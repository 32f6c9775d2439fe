/** Wordings of the articles' editor (spec 2; what the specs do not give is written here once). */
export const frArticlesEditor = {} as const;
