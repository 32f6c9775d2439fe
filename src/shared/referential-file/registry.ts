import type { ReferentialType } from '../domain/referential';
import type { ReferentialRules } from './rules';
import { articleTagsRules } from './types/article-tags';
import { emetteursRules } from './types/emetteurs';
import { pdcRules } from './types/pdc';
import { pushOnlineRules } from './types/push-online';
import { regexRules } from './types/regex';
import { taillesPubsRules } from './types/tailles-pubs';
import { typesTexteRules } from './types/types-texte';

/** The files of every referential of the page, by its type in the path (spec 2 §7 Admin). */
export const REFERENTIAL_RULES: Readonly<Record<ReferentialType, ReferentialRules>> = {
  pdc: pdcRules,
  emetteurs: emetteursRules,
  'tailles-pubs': taillesPubsRules,
  regex: regexRules,
  'types-texte': typesTexteRules,
  'article-tags': articleTagsRules,
  'push-online': pushOnlineRules,
};
