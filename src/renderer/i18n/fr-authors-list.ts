/** Wordings of the authors list screen(s), under authors.list in the catalogue. */
export const frAuthorsList = {
  title: '',
} as const;
