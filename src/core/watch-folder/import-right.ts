import type { ArticleImportVerdict } from '../../shared/domain/article';
import { abilityRefusal, can } from '../../shared/rules/abilities';
import type { ArticleImport } from './judge-file';

/** Why the signed-in account's files are refused, in French, as the `.txt` beside them says it. */
export const IMPORT_NOT_ALLOWED = `Ce compte ne peut pas importer d’article par XML. ${abilityRefusal('article.import')}`;

/**
 * The import as the signed-in account may make it (spec 2 §6 "XML import: admin only"): for an account that
 * may not import, every file is refused with the reason before anything is sent, so it lands in `refusés`.
 */
export function importForAccount(articles: ArticleImport, roles: () => readonly string[]): ArticleImport {
  const refused = (): ArticleImportVerdict | null => (can(roles(), 'article.import') ? null : { importable: false, reason: IMPORT_NOT_ALLOWED });
  return {
    askImport: (source) => Promise.resolve(refused() ?? articles.askImport(source)),
    importFile: (source) => (refused() ? Promise.reject(new Error(IMPORT_NOT_ALLOWED)) : articles.importFile(source)),
  };
}
