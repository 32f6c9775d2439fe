/** Export page: authors, references, published elements (issue 12). */
export const frAdminExports = {} as const;
