import { frPublicationsFlatplan } from './fr-publications-flatplan';
import { frPublicationsList } from './fr-publications-list';
import { frPublicationsOrganise } from './fr-publications-organise';
import { frPublicationsWorkflow } from './fr-publications-workflow';

/** Publications: the list and its dialog, the organise page and its tree, the workflow menu and notices. */
export const frPublications = {
  list: frPublicationsList,
  organise: frPublicationsOrganise,
  flatplan: frPublicationsFlatplan,
  workflow: frPublicationsWorkflow,
} as const;
