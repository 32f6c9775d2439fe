/** Wordings of the authors edit screen(s), under authors.edit in the catalogue. */
export const frAuthorsEdit = {
  title: '',
} as const;
