import { frArticlesActions } from './fr-articles-actions';
import { frArticlesEditor } from './fr-articles-editor';
import { frArticlesList } from './fr-articles-list';
import { frArticlesStructured } from './fr-articles-structured';
import { frArticlesView } from './fr-articles-view';

/** Articles: the list, the view, the actions and dialogs, the XML editor. */
export const frArticles = {
  list: frArticlesList,
  view: frArticlesView,
  actions: frArticlesActions,
  editor: frArticlesEditor,
  structured: frArticlesStructured,
} as const;
