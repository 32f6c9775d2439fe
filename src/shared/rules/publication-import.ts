import type { Role } from '../domain/roles';

/**
 * Who may import publications from an XML file (spec 2 §6 "Publication import: Tl and Bl"): the list shows
 * the import button to them, the server refuses anyone else.
 */
export const PUBLICATION_IMPORT_ROLES = ['ADMIN', 'ADMIN_ARTICLES'] as const satisfies readonly Role[];
