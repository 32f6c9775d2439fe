/** Wordings of the authors view screen(s), under authors.view in the catalogue. */
export const frAuthorsView = {
  title: '',
} as const;
