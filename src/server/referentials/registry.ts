import type { ReferentialType } from '../../shared/domain/referential';
import type { ReferentialDefinition } from './definition';
import { articleTags } from './types/article-tags';
import { emetteurs } from './types/emetteurs';
import { pdc } from './types/pdc';
import { pushOnline } from './types/push-online';
import { regex } from './types/regex';
import { taillesPubs } from './types/tailles-pubs';
import { typesTexte } from './types/types-texte';

/** Every referential of the page, by its type in the path (spec 2 §7 Admin). */
export const REFERENTIALS: Readonly<Record<ReferentialType, ReferentialDefinition>> = {
  pdc,
  emetteurs,
  'tailles-pubs': taillesPubs,
  regex,
  'types-texte': typesTexte,
  'article-tags': articleTags,
  'push-online': pushOnline,
};
