/** Wordings of the bundle pages (spec 2 §2.7; what the specs do not give is written here once). */
export const frBundles = {} as const;
