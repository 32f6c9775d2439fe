/** Wordings of the articles' list (spec 2; what the specs do not give is written here once). */
export const frArticlesList = {} as const;
