/** Referential page: import with its preview, export (issue 12). */
export const frReferentials = {} as const;
