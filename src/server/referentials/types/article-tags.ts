import { REFERENTIAL_LABELS } from '../../../shared/domain/referential';
import type { ReferentialDefinition } from '../definition';

/** The page counts offered as tags in the article dialog (GET /api/article/tags): the article_tag table itself. */
export const articleTags: ReferentialDefinition = {
  type: 'article-tags',
  label: REFERENTIAL_LABELS['article-tags'],
  table: 'article_tag',
  key: 'libelle',
  columns: [{ name: 'libelle', kind: 'text', required: true, maxLength: 60, dbColumn: 'label' }],
};
