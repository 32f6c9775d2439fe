import { REFERENTIAL_LABELS } from '../../domain/referential';
import type { ReferentialRules } from '../rules';

/** The page counts offered as tags in the article dialog (GET /api/article/tags). */
export const articleTagsRules: ReferentialRules = {
  type: 'article-tags',
  label: REFERENTIAL_LABELS['article-tags'],
  key: 'libelle',
  columns: [{ name: 'libelle', kind: 'text', required: true, maxLength: 60 }],
};
