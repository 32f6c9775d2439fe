import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '../../../../src/core/app-core';
import type { Article, OnlinePush } from '../../../../src/shared/domain/article';
import { parisIsoDay } from '../../../../src/server/text/dates';
import { errorOf, settledBatch, valueOf } from '../images/reference-bed';
import { startArticleBed, type ArticleBed } from '../articles/bed';
import type { DemoUser } from '../../../support/signed-in-core';

/**
 * The export page's files (spec 2 §7 POST /api/admin/export/{authors,references,publication}; issue 12)
 * through core and the one download queue on the real reference server: their names (periodical and
 * dates), their content, every text cell neutralised, the 60-day rule, and the roles (published elements
 * for the administrator alone; authors and references for a manager of the periodical).
 */

let bed: ArticleBed;
let admin: Core;
let redaction: Core;
const today = parisIsoDay(new Date());
const FORMULA_TITLE = '=HYPERLINK("http://exemple.invalid","cliquez")';

beforeAll(async () => {
  bed = await startArticleBed();
  [admin, redaction] = await Promise.all([bed.core('admin'), bed.core('redaction')]);
  // An article online today whose title a spreadsheet would run as a formula.
  const article = valueOf<Article>(
    await admin.dispatch('articles.create', [{ periodicalId: 'BJS', title: FORMULA_TITLE, type: 'COMMENTARY', planNodeId: 'BJS-SOC', publicationId: null, bundleId: null, tags: [] }]),
  );
  valueOf(await admin.dispatch('articles.workflow', ['BAP_ARTICLE', article.id]));
  valueOf<OnlinePush>(await admin.dispatch('articles.pushOnline', [{ articleIds: [article.id], delay: null }]));
}, 90_000);
afterAll(async () => bed?.close());

type Kind = 'authors' | 'references' | 'publication';

async function exported(user: DemoUser, kind: Kind, request: { periodicalId: string; startDate: string; endDate: string }) {
  const core = user === 'admin' ? admin : redaction;
  const { batchId } = valueOf<{ batchId: string }>(await core.dispatch('adminExports.download', [kind, request]));
  const state = await settledBatch(core, batchId);
  const item = state.items.find((i) => i.batchId === batchId);
  if (!item) throw new Error('aucun fichier');
  return { item, read: () => readFile(join(bed.downloadDir(user), item.fileName ?? '')) };
}

const workbook = async (bytes: Buffer) => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  return book;
};

describe('files', () => {
  it('authors: an xlsx named with the periodical and the dates, one row per author of what went online', async () => {
    const { item, read } = await exported('admin', 'authors', { periodicalId: 'BJS', startDate: '2023-05-01', endDate: '2023-06-29' });
    expect(item).toMatchObject({ status: 'done', fileName: 'auteurs-BJS-2023-05-01-2023-06-29.xlsx' });
    const sheet = (await workbook(await read())).getWorksheet('Auteurs');
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Identifiant', 'Auteur', 'Éléments publiés', 'Titres', 'Dernière mise en ligne']);
    expect(sheet?.rowCount).toBeGreaterThan(1);
    expect(typeof sheet?.getRow(2).getCell(1).value).toBe('number');
  });

  it('references: a csv (BOM, `;`) with a line per element, its text cells neutralised', async () => {
    const { item, read } = await exported('admin', 'references', { periodicalId: 'BJS', startDate: today, endDate: today });
    expect(item).toMatchObject({ status: 'done', fileName: `references-BJS-${today}-${today}.csv` });
    const text = (await read()).toString('utf8');
    expect(text.startsWith('\uFEFFRéférence;Identifiant;Élément;Type;Titre;Publication;Rubrique;Auteurs;Mise en ligne\r\n')).toBe(true);
    const line = text.split('\r\n').find((l) => l.includes('HYPERLINK'));
    // Neutralised (a leading '), then quoted for its `"`.
    expect(line).toContain(`"'=HYPERLINK(""http://exemple.invalid"",""cliquez"")"`);
    expect(line).toMatch(/^BJS, article \d+;\d+;Article;COMMENTARY;/);
  });

  it('published elements: an xlsx of the publications and of the articles and bundles, cells neutralised', async () => {
    const { item, read } = await exported('admin', 'publication', { periodicalId: 'BJS', startDate: today, endDate: today });
    expect(item).toMatchObject({ status: 'done', fileName: `elements-publies-BJS-${today}-${today}.xlsx` });
    const book = await workbook(await read());
    expect(book.worksheets.map((w) => w.name)).toEqual(['Publications', 'Articles et lots']);
    const titles: unknown[] = [];
    book.getWorksheet('Articles et lots')?.eachRow((row) => titles.push(row.getCell(3).value));
    expect(titles).toContain(`'${FORMULA_TITLE}`);
    expect(titles).not.toContain(FORMULA_TITLE);
  });
});

describe('rules and roles', () => {
  it('refuses a range of more than 60 days (server, 400) and missing values (bridge), with the spec’s messages', async () => {
    // The server's check (the form's rule, the same messages): 400.
    const tooLong = (await exported('admin', 'authors', { periodicalId: 'BJS', startDate: '2024-01-01', endDate: '2024-03-02' })).item;
    expect(tooLong).toMatchObject({ status: 'failed', httpStatus: 400 });
    expect(tooLong.error).toContain('La différence entre les dates doit être de 60 jours maximums');
    // The bridge's check of the request's shape, with the same messages.
    const empty = errorOf(await admin.dispatch('adminExports.download', ['authors', { periodicalId: '', startDate: '', endDate: '' }]));
    for (const message of ['La revue est obligatoire', 'La date de début est obligatoire', 'La date de fin est obligatoire']) expect(empty.message).toContain(message);
    // 60 days exactly pass (2024 is a leap year: 1 January to 1 March).
    expect((await exported('admin', 'references', { periodicalId: 'BJS', startDate: '2024-01-01', endDate: '2024-03-01' })).item.status).toBe('done');
  });

  it('a manager exports authors and references of their periodical; published elements and other periodicals are refused (403)', async () => {
    const range = { startDate: '2023-05-01', endDate: '2023-06-29' };
    expect((await exported('redaction', 'authors', { periodicalId: 'BJS', ...range })).item.status).toBe('done');
    expect((await exported('redaction', 'references', { periodicalId: 'DEF', ...range })).item.status).toBe('done');
    expect((await exported('redaction', 'publication', { periodicalId: 'BJS', ...range })).item).toMatchObject({ status: 'failed', httpStatus: 403 });
    expect((await exported('redaction', 'authors', { periodicalId: 'GDP', ...range })).item).toMatchObject({ status: 'failed', httpStatus: 403 });
  });
});
