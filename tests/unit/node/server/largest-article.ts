import { expect } from 'vitest';
import type { Article } from '../../../../src/shared/domain/article';
import type { EditorSession } from '../../../../src/shared/domain/editor';
import type { FontoDocument } from '../../../../src/shared/domain/fonto-contract';
import type { Caller } from './api-client';

/**
 * The largest honest placard: an article whose body is as long as the editor saves (5 Mio of XML, about 1,000
 * pages of placard, seconds of pdf-lib and between 128 and 192 Mo of heap), in ordinary legal prose.
 */

const SENTENCE = 'Le juge du fond apprécie souverainement les éléments de preuve qui lui sont soumis, sans avoir à suivre les parties dans le détail de leur argumentation. ';
const PARAGRAPH = `<para>${SENTENCE.repeat(6)}</para>`;

/** Paragraphs of that prose, `bytes` of them at most. */
export const paragraphs = (bytes: number): string => PARAGRAPH.repeat(Math.floor(bytes / Buffer.byteLength(PARAGRAPH, 'utf8')));

const ok = <T>(answer: { status: number; body: unknown }): T => {
  expect([200, 201], JSON.stringify(answer.body)).toContain(answer.status);
  return answer.body as T;
};

/** A new BJS article (placards allowed), with the body a new article has. */
export const newArticle = async (admin: Caller, title: string): Promise<Article> =>
  ok<Article>(await admin('POST', '/api/article', { periodicalId: 'BJS', title, type: 'COMMENTARY', planNodeId: 'BJS-SOC', publicationId: null, bundleId: null, tags: [] }));

/** A new article whose body, saved through Fonto's contract as the editor saves it, is the largest; answers its id. */
export async function largestArticle(admin: Caller): Promise<number> {
  const article = await newArticle(admin, 'Le plus long placard');
  const session = ok<EditorSession>(await admin('POST', '/api/fonto/session', { documentId: article.id }));
  const context = { editSessionToken: session.token, documentId: String(article.id) };
  const doc = ok<FontoDocument>(await admin('GET', `/api/fonto/document?documentId=${article.id}&context=${encodeURIComponent(JSON.stringify(context))}`));
  const room = 5 * 1024 * 1024 - Buffer.byteLength(doc.content, 'utf8');
  const content = doc.content.replace(/<para>[^<]*<\/para>/, paragraphs(room));
  ok(await admin('PUT', '/api/fonto/document', { context, documentId: String(article.id), content, revisionId: doc.revisionId }));
  ok(await admin('PUT', '/api/fonto/document/lock', { context, documentId: context.documentId, lock: { isLockAcquired: false } }));
  return article.id;
}
