import { createHash } from 'node:crypto';
import { constants } from 'node:fs';
import { lstat, open } from 'node:fs/promises';
import { ARTICLE_IMPORT_MAX_BYTES, type ArticleImportResult, type ArticleImportVerdict } from '../../shared/domain/article';
import type { FileSource } from '../../shared/schemas';
import { failureOf } from './failure';
import { isXmlName } from './folder-names';
import type { HandledRecord } from './handled-record';
import { parisTime } from './watch-log';

/** The import of a window drop: ask-import, then import (core's own article handlers). */
export interface ArticleImport {
  askImport(source: FileSource): Promise<ArticleImportVerdict>;
  importFile(source: FileSource): Promise<ArticleImportResult>;
}

/** What the file is, as read when judged (the record keeps it). */
interface FileFacts {
  digest: string | null;
  size: number;
  mtimeMs: number;
}

export type Judgement =
  | { kind: 'imported'; facts: FileFacts; detail: string; articleId: number | null }
  | { kind: 'refused'; facts: FileFacts; reason: string }
  | { kind: 'retry'; reason: string }
  /** Gone before it was looked at (moved or removed by someone else). */
  | { kind: 'gone' };

async function digestOf(path: string): Promise<string> {
  const hash = createHash('sha256');
  // Never through a link: the file judged is the file in the folder.
  const handle = await open(path, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0));
  try {
    for await (const chunk of handle.createReadStream({ autoClose: false })) hash.update(chunk as Buffer);
  } finally {
    await handle.close();
  }
  return hash.digest('hex');
}

function importedDetail(verdict: Extract<ArticleImportVerdict, { importable: true }>, result: ArticleImportResult): { detail: string; articleId: number | null } | null {
  const done = result.items.filter((item) => item.status === 'DONE' && item.articleId !== null);
  const first = done[0];
  if (!first) return null;
  const action = verdict.mode === 'CREATION' ? 'créé' : 'modifié';
  const articles = done.map((item) => `article ${item.articleId} « ${item.name} »`).join(', ');
  const failed = result.items.filter((item) => item.status !== 'DONE').flatMap((item) => item.messages);
  const rest = failed.length > 0 ? ` ; non importé : ${failed.join(' ; ')}` : '';
  return { detail: `${action} dans ${verdict.periodical.label} : ${articles}${rest}`, articleId: first.articleId };
}

/**
 * Looks at one file of the watched folder and imports it if it may be: a regular `.xml` file (never a
 * link), whose content was not imported before, that ask-import accepts; then the import, as a drop on the
 * window does it. Moves nothing and writes nothing: the caller files the file by the judgement.
 */
export async function judgeFile(path: string, name: string, record: HandledRecord, articles: ArticleImport): Promise<Judgement> {
  let facts: FileFacts;
  try {
    const info = await lstat(path);
    facts = { digest: null, size: info.size, mtimeMs: info.mtimeMs };
    if (!info.isFile()) return { kind: 'refused', facts, reason: 'Ce n’est pas un fichier ordinaire (lien, dossier ou périphérique) : il n’est pas lu.' };
  } catch {
    return { kind: 'gone' };
  }
  if (!isXmlName(name)) return { kind: 'refused', facts, reason: 'Ce n’est pas un fichier XML : seuls les fichiers .xml sont importés.' };
  try {
    // A file too big is refused by the import's own check, unread.
    if (facts.size <= ARTICLE_IMPORT_MAX_BYTES) facts = { ...facts, digest: await digestOf(path) };
  } catch (error) {
    return { kind: 'retry', reason: `« ${name} » n’a pas pu être lu : ${error instanceof Error ? error.message : String(error)}` };
  }
  const before = facts.digest === null ? undefined : record.imported(facts.digest);
  if (before) {
    return { kind: 'refused', facts, reason: `Ce fichier a déjà été importé le ${parisTime(new Date(before.at))} (sous le nom « ${before.name} ») : il n’est pas importé une seconde fois.` };
  }
  const source: FileSource = { kind: 'path', path };
  try {
    const verdict = await articles.askImport(source);
    if (!verdict.importable) return { kind: 'refused', facts, reason: verdict.reason };
    const result = await articles.importFile(source);
    const imported = importedDetail(verdict, result);
    if (!imported) {
      const messages = result.items.flatMap((item) => item.messages);
      return { kind: 'refused', facts, reason: messages.length > 0 ? messages.join(' ; ') : 'Le serveur n’a importé aucun article de ce fichier.' };
    }
    return { kind: 'imported', facts, ...imported };
  } catch (error) {
    const failure = failureOf(error);
    return failure.kind === 'retry' ? { kind: 'retry', reason: failure.reason } : { kind: 'refused', facts, reason: failure.reason };
  }
}
