import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '../../../../src/core/app-core';
import type { Article, ArticleImportResult, ArticleImportVerdict, ArticleRow } from '../../../../src/shared/domain/article';
import type { AdminOnlinePush } from '../../../../src/shared/domain/online-push';
import type { SearchResult } from '../../../../src/shared/domain/search-result';
import { bytesSource, settledBatch } from '../images/reference-bed';
import { call } from '../online-push/helpers';
import { startArticleBed, type ArticleBed } from './bed';

/**
 * Every XML the product hands out imports back (issue 22): the article's and the bundle's download, and each
 * XML of a push-online zip, edited and imported again by the administrator, is a MODIFICATION of the same
 * document, whose title the import then replaces. The real core on the real reference server.
 */

let bed: ArticleBed;
let admin: Core;

beforeAll(async () => {
  bed = await startArticleBed();
  admin = await bed.core('admin');
}, 90_000);
afterAll(async () => bed?.close());

/** One file through the download queue, read from disk. */
async function downloaded(path: string, fileName: string): Promise<string> {
  const { batchId } = await call<{ batchId: string }>(admin, 'downloads.start', [{ label: 'XML', items: [{ path, fileName }] }]);
  const item = (await settledBatch(admin, batchId)).items.find((i) => i.batchId === batchId);
  expect(item?.status).toBe('done');
  return readFile(item?.path ?? '', 'utf8');
}

/** The file edited (a new title) and imported again: checked, then imported, as the import dialog does. */
async function importsBack(id: number, xml: string): Promise<void> {
  const title = `Titre revu hors de Pupitre ${id}`;
  const edited = xml.replace(/<titre>[\s\S]*?<\/titre>/, `<titre>${title}</titre>`);
  expect(edited).not.toBe(xml);
  const file = bytesSource(`${id}.xml`, Buffer.from(edited, 'utf8'));
  expect(await call<ArticleImportVerdict>(admin, 'articles.askImport', [file])).toMatchObject({ importable: true, mode: 'MODIFICATION', metadata: { id, title } });
  const result = await call<ArticleImportResult>(admin, 'articles.import', [file]);
  expect(result.items).toEqual([expect.objectContaining({ status: 'DONE', articleId: id, messages: [`Le document ${id} existait : son titre et son contenu ont été remplacés.`] })]);
  expect((await call<Article>(admin, 'articles.get', [id])).title).toBe(title);
}

const rows = async (request: Record<string, unknown>) => (await call<SearchResult<ArticleRow>>(admin, 'articles.search', [{ size: 100, attachedOnly: false, ...request }])).result;

describe('the XML handed out imports back as a MODIFICATION', () => {
  it('an article with a body, and one without (the editor’s initial document)', async () => {
    const withBody = (await rows({ kindFilter: ['ARTICLE'], statusFilter: ['IN_PROGRESS'], periodicalFilter: ['BJS'] })).find((r) => r.nextPublicationOnlineDate === null);
    if (!withBody) throw new Error('aucun article BJS en cours');
    const created = await call<Article>(admin, 'articles.create', [
      { periodicalId: 'BJS', title: 'Article sans corps', type: 'FOCUS', planNodeId: 'BJS-SOC', publicationId: null, bundleId: null, tags: [] },
    ]);
    for (const id of [withBody.id, created.id]) await importsBack(id, await downloaded(`/api/article/xml/${id}`, `${id}.xml`));
  });

  it('a bundle', async () => {
    const bundle = (await rows({ kindFilter: ['BUNDLE'], statusFilter: ['IN_PROGRESS'] }))[0];
    if (!bundle) throw new Error('aucun lot en cours');
    const xml = await downloaded(`/api/bundle/xml/${bundle.id}`, `${bundle.id}.xml`);
    expect(xml).toContain(`<lot id="${bundle.id}"`);
    await importsBack(bundle.id, xml);
  });

  it('each XML of a push-online zip', async () => {
    const push = (await call<AdminOnlinePush[]>(admin, 'pushOnline.list', [])).find((p) => p.title === 'Dossier illustré de novembre');
    if (!push) throw new Error('mise en ligne « Dossier illustré de novembre » absente');
    const { batchId } = await call<{ batchId: string }>(admin, 'pushOnline.download', [push.id]);
    expect((await settledBatch(admin, batchId)).items.find((i) => i.batchId === batchId)?.status).toBe('done');
    const entries = unzipSync(new Uint8Array(await readFile(join(bed.downloadDir('admin'), `${push.id}-export.zip`))));
    expect(push.articleIds.length).toBeGreaterThan(0);
    for (const id of push.articleIds) await importsBack(id, new TextDecoder().decode(entries[`${id}/${id}.xml`]));
  });
});
