import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '../../../../src/core/app-core';
import type { DownloadsState } from '../../../../src/shared/domain/files';
import { REFERENTIAL_TYPES, referentialFormats, type ReferentialBaseline, type ReferentialImportResult, type ReferentialPreview, type ReferentialType } from '../../../../src/shared/domain/referential';
import { startArticleBed, type ArticleBed } from '../articles/bed';
import { bytesSource, errorOf, settledBatch, valueOf } from '../images/reference-bed';
import { rowsOfXlsx, xlsxOf } from './files';

/**
 * The referentials (issue 12) through the real core on the real reference server: each exported in each of
 * its formats through the download queue and read back (and imported again as "no change"); an import
 * previewed by the server's dry run, then confirmed, whole; a faulty file refused with its sheet, line and column and the
 * referential unchanged; an import confirmed after a change refused; the administrator's alone.
 */

let bed: ArticleBed;
let admin: Core;

beforeAll(async () => {
  bed = await startArticleBed();
  admin = await bed.core('admin');
}, 90_000);

afterAll(async () => {
  await bed.close();
});

/** The file of an export, once the download queue has saved it. */
async function exported(core: Core, type: ReferentialType, format: string): Promise<{ name: string; bytes: Buffer }> {
  const { batchId } = valueOf<{ batchId: string }>(await core.dispatch('referentials.export', [type, format]));
  const state: DownloadsState = await settledBatch(core, batchId);
  const item = state.items.find((i) => i.batchId === batchId);
  if (!item?.path || item.status !== 'done') throw new Error(`export ${type}.${format}: ${item?.status ?? 'absent'} ${item?.error ?? ''}`);
  return { name: item.fileName ?? '', bytes: await readFile(item.path) };
}

async function currentJson(type: ReferentialType): Promise<Record<string, unknown>[]> {
  return JSON.parse((await exported(admin, type, 'json')).bytes.toString('utf8')) as Record<string, unknown>[];
}

const preview = async (type: ReferentialType, name: string, bytes: Buffer) => admin.dispatch('referentials.preview', [type, bytesSource(name, bytes)]);
/** What « Confirmer » hands back of a preview. */
const confirming = ({ previewedBy, baseline }: ReferentialPreview): ReferentialBaseline => ({ previewedBy, baseline });
/** A baseline of the server's own form that no preview gave. */
const FORGED: ReferentialBaseline = { previewedBy: 'server', baseline: '0'.repeat(32) };

describe('export', () => {
  it('saves every referential in each of its formats, files that read back and import again as no change', async () => {
    for (const type of REFERENTIAL_TYPES) {
      for (const format of referentialFormats(type)) {
        const file = await exported(admin, type, format);
        expect(file.name).toBe(`${type}.${format}`);
        if (format === 'json') expect((JSON.parse(file.bytes.toString('utf8')) as unknown[]).length).toBeGreaterThan(0);
        if (format === 'xml') expect(file.bytes.toString('utf8')).toMatch(new RegExp(`^<\\?xml[^>]*\\?>\\n<referentiel type="${type}">\\n  <ligne>`));
        if (format === 'xlsx') expect((await rowsOfXlsx(file.bytes)).length).toBeGreaterThan(1);
        if (format === 'txt') expect(file.bytes.toString('utf8')).toMatch(/^# .*\n[^\t\n]+\t\S+/);
        const again = valueOf<ReferentialPreview>(await preview(type, file.name, file.bytes));
        expect({ type, format, added: again.added.length, changed: again.changed.length, removed: again.removed.length }).toEqual({ type, format, added: 0, changed: 0, removed: 0 });
        expect(again.unchanged).toBeGreaterThan(0);
      }
    }
  }, 60_000);

  it('writes the seeded rows: the ads’ sizes, the article tags, the plan de classement with its parents', async () => {
    const sizes = await currentJson('tailles-pubs');
    expect(sizes[0]).toEqual({ code: 'PAGE', libelle: 'Pleine page', largeur_mm: 210, hauteur_mm: 297 });
    expect((await currentJson('article-tags')).map((r) => r['libelle'])).toEqual(valueOf<string[]>(await admin.dispatch('articles.tags', [])));
    expect(await currentJson('pdc')).toContainEqual({ code: 'DCIV', libelle: 'Droit civil', parent: 'DPRIV' });
  });
});

describe('import', () => {
  it('previews the rows added, changed and removed without writing, then applies them whole once confirmed', async () => {
    const before = await currentJson('types-texte');
    const rows = before.filter((r) => r['code'] !== 'AVIS').map((r) => (r['code'] === 'DEC' ? ['DEC', 'Décret en Conseil d’État'] : [String(r['code']), String(r['libelle'])]));
    const bytes = await xlsxOf({ 'types-texte': [['code', 'libellé'], ...rows, ['QPC', 'Question prioritaire de constitutionnalité']] });

    const seen = valueOf<ReferentialPreview>(await preview('types-texte', 'types.xlsx', bytes));
    // The full reference server offers its dry run (GET /api/extensions): the preview is its own.
    expect(seen.previewedBy).toBe('server');
    expect(seen.applied).toBe(false);
    expect(seen.format).toBe('xlsx');
    expect(seen.added).toEqual([{ code: 'QPC', libelle: 'Question prioritaire de constitutionnalité' }]);
    expect(seen.changed).toEqual([{ key: 'DEC', before: { code: 'DEC', libelle: 'Décret' }, after: { code: 'DEC', libelle: 'Décret en Conseil d’État' }, fields: ['libelle'] }]);
    expect(seen.removed).toEqual([{ code: 'AVIS', libelle: 'Avis' }]);
    expect(await currentJson('types-texte')).toEqual(before);

    const done = valueOf<ReferentialImportResult>(await admin.dispatch('referentials.import', ['types-texte', bytesSource('types.xlsx', bytes), confirming(seen)]));
    expect(done.applied).toBe(true);
    expect([done.added.length, done.changed.length, done.removed.length]).toEqual([1, 1, 1]);
    const after = await currentJson('types-texte');
    expect(after.map((r) => r['code'])).toEqual([...rows.map((r) => r[0]), 'QPC']);
    expect(after).toContainEqual({ code: 'DEC', libelle: 'Décret en Conseil d’État' });

    // Confirming the same preview again: the referential changed since, refused.
    const stale = errorOf(await admin.dispatch('referentials.import', ['types-texte', bytesSource('types.xlsx', bytes), confirming(seen)]));
    expect(stale.status).toBe(409);
    expect(stale.message).toMatch(/a changé depuis l’aperçu/);
  });

  it('refuses a faulty file with its sheet, line and column, and leaves the referential unchanged', async () => {
    const before = await currentJson('emetteurs');
    const bytes = await xlsxOf({
      emetteurs: [['code', 'libelle'], ['CCASS', 'Cour de cassation'], ['CE', ''], ['CCASS', 'Doublon'], ['NOUVEAU', 'Tout nouveau']],
    });
    for (const attempt of [preview('emetteurs', 'emetteurs.xlsx', bytes), admin.dispatch('referentials.import', ['emetteurs', bytesSource('emetteurs.xlsx', bytes), FORGED])]) {
      const error = errorOf(await attempt);
      expect(error.status).toBe(400);
      expect(error.message.split('\n')).toEqual([
        'Import refusé : « emetteurs.xlsx » comporte 2 erreurs ; le référentiel « Émetteurs » n’a pas été modifié.',
        '– Feuille « emetteurs », ligne 3, colonne B (libelle) : valeur obligatoire manquante.',
        '– Feuille « emetteurs », ligne 4, colonne A (code) : « CCASS » en double (déjà ligne 2).',
      ]);
    }
    // Without a baseline too (the server's own check): nothing written.
    expect(await currentJson('emetteurs')).toEqual(before);
  });

  it('refuses a missing column and a wrong type in a cell, in French', async () => {
    const missing = await xlsxOf({ 'push-online': [['code', 'libelle'], ['WEB', 'Site']] });
    expect(errorOf(await preview('push-online', 'cibles.xlsx', missing)).message).toContain('Feuille « push-online », ligne 1 : colonne « url » manquante dans l’en-tête.');
    const wrong = await xlsxOf({ 'tailles-pubs': [['code', 'libelle', 'largeur_mm', 'hauteur_mm'], ['PAGE', 'Pleine page', 'deux cents', 297]] });
    expect(errorOf(await preview('tailles-pubs', 'tailles.xlsx', wrong)).message).toContain('Feuille « tailles-pubs », ligne 2, colonne C (largeur_mm) : nombre attendu, « deux cents » reçu.');
  });

  it('keeps ad sizes that ads use; renames one the ads then show', async () => {
    const sizes = await currentJson('tailles-pubs');
    const withoutPage = sizes.filter((s) => s['code'] !== 'PAGE');
    // Only the server's dry run knows which sizes ads use: the preview itself is refused.
    const refused = errorOf(await preview('tailles-pubs', 'tailles.json', Buffer.from(JSON.stringify(withoutPage))));
    expect(refused.message).toMatch(/La taille « PAGE » ne peut pas être retirée : \d+ publicité\(s\)/);

    const renamed = sizes.map((s) => (s['code'] === 'BANNER' ? { ...s, libelle: 'Bandeau de pied de page' } : s));
    const file = bytesSource('tailles.json', Buffer.from(JSON.stringify(renamed)));
    const seen = valueOf<ReferentialPreview>(await admin.dispatch('referentials.preview', ['tailles-pubs', file]));
    valueOf(await admin.dispatch('referentials.import', ['tailles-pubs', file, confirming(seen)]));
    expect(await currentJson('tailles-pubs')).toContainEqual({ code: 'BANNER', libelle: 'Bandeau de pied de page', largeur_mm: 210, hauteur_mm: 60 });
  });

  it('imports the patterns file and the tags the article dialog offers', async () => {
    const patterns = Buffer.from('# motifs\nArticle\t\\bart\\.\\s+\\d+\nECLI\t\\bECLI:[A-Z]{2}\n');
    const seen = valueOf<ReferentialPreview>(await preview('regex', 'motifs.txt', patterns));
    valueOf(await admin.dispatch('referentials.import', ['regex', bytesSource('motifs.txt', patterns), confirming(seen)]));
    expect((await exported(admin, 'regex', 'txt')).bytes.toString('utf8').split('\n').slice(1)).toEqual(['Article\t\\bart\\.\\s+\\d+', 'ECLI\t\\bECLI:[A-Z]{2}', '']);

    const tags = Buffer.from('<referentiel type="article-tags"><ligne><libelle>1 page</libelle></ligne><ligne><libelle>Hors-série</libelle></ligne></referentiel>');
    const tagPreview = valueOf<ReferentialPreview>(await preview('article-tags', 'tags.xml', tags));
    expect(tagPreview.added).toEqual([{ libelle: 'Hors-série' }]);
    valueOf(await admin.dispatch('referentials.import', ['article-tags', bytesSource('tags.xml', tags), confirming(tagPreview)]));
    expect(valueOf<string[]>(await admin.dispatch('articles.tags', []))).toEqual(['1 page', 'Hors-série']);
  });

  it('checks the file in core before sending it: a text file is not a table, a PNG is not text', async () => {
    const text = errorOf(await preview('emetteurs', 'notes.txt', Buffer.from('CE\tConseil d’État')));
    expect(text.code).toBe('UPLOAD_REJECTED');
    expect(text.message).toMatch(/XLSX, JSON ou XML attendu/);
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    expect(errorOf(await preview('regex', 'motifs.txt', png)).code).toBe('UPLOAD_REJECTED');
    expect(errorOf(await preview('emetteurs', 'e.json', Buffer.from('[{"code": '))).message).toMatch(/n’est pas un JSON valide/);
  });
});

describe('roles', () => {
  it('answers 403 to a manager (redaction): preview, import and export', async () => {
    const redaction = await bed.core('redaction');
    const bytes = await xlsxOf({ emetteurs: [['code', 'libelle'], ['CE', 'Conseil d’État']] });
    for (const result of [
      await redaction.dispatch('referentials.preview', ['emetteurs', bytesSource('e.xlsx', bytes)]),
      await redaction.dispatch('referentials.import', ['emetteurs', bytesSource('e.xlsx', bytes), FORGED]),
    ]) {
      const error = errorOf(result);
      expect(error.status).toBe(403);
      expect(error.message).toBe('Réservé à l’administrateur.');
    }
    const { batchId } = valueOf<{ batchId: string }>(await redaction.dispatch('referentials.export', ['emetteurs', 'xlsx']));
    const item = (await settledBatch(redaction, batchId)).items.find((i) => i.batchId === batchId);
    expect(item?.status).toBe('failed');
    expect(item?.httpStatus).toBe(403);
    expect(item?.path).toBeNull();
    await expect(readFile(join(bed.downloadDir('redaction'), 'emetteurs.xlsx'))).rejects.toThrow();
  });

  it('refuses an unknown referential or format at the bridge', async () => {
    expect(errorOf(await admin.dispatch('referentials.export', ['clients' as ReferentialType, 'json'])).code).toBe('INVALID_ARGUMENT');
    expect(errorOf(await admin.dispatch('referentials.export', ['regex', 'xlsx'])).code).toBe('INVALID_ARGUMENT');
  });
});
