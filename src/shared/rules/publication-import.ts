import { rolesOf } from './abilities';

/**
 * Who may import publications from an XML file (spec 2 §6 "Publication import: Tl and Bl"): the list shows
 * the import button to them, the server refuses anyone else.
 */
export const PUBLICATION_IMPORT_ROLES = rolesOf('publication.import');
