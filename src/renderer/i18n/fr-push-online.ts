/** Push-online administration: the table, the countdown, its actions (issue 12). */
export const frPushOnline = {} as const;
