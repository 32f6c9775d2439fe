import { DocumentViewPage } from './DocumentViewPage';

/** /articles/{id} (spec 2 §2.5). */
export function ArticleViewPage() {
  return <DocumentViewPage kind="article" />;
}
