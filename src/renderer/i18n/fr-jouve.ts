/** The Jouve process report (issue 12). */
export const frJouve = {} as const;
