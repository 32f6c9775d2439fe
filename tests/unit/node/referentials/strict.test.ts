import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '../../../../src/core/app-core';
import { exportReferential } from '../../../../src/server/referentials/export';
import { REFERENTIALS } from '../../../../src/server/referentials/registry';
import {
  REFERENTIAL_TYPES,
  referentialFormats,
  type ReferentialBaseline,
  type ReferentialImportResult,
  type ReferentialPreview,
  type ReferentialRow,
  type ReferentialType,
} from '../../../../src/shared/domain/referential';
import { obtainTokens } from '../../../support/scripted-browser';
import { startArticleBed, type ArticleBed } from '../articles/bed';
import { bytesSource, errorOf, valueOf } from '../images/reference-bed';
import { callers, type Caller } from '../server/api-client';
import { xlsxOf } from './files';

/**
 * The referential import against a back-office without the dry run (issue 32): a strict reference server,
 * which serves only the specs' calls and takes a POST for the import whatever its query says. Core's preview
 * sends nothing there but the spec's GET; « Confirmer » imports once. The same files previewed by the full
 * server's dry run give the same rows.
 */

interface Bed {
  bed: ArticleBed;
  admin: Core;
  /** The imports the server received: method and URL of each POST to a referential. */
  posts: string[];
  read: Caller;
}

async function startBed(strict: boolean): Promise<Bed> {
  const posts: string[] = [];
  const record = (request: FastifyRequest) => {
    if (request.method === 'POST' && request.url.startsWith('/api/admin/referential/')) posts.push(`POST ${request.url}`);
  };
  const bed = await startArticleBed({ server: { strict, onRequest: record } });
  const { admin: read } = await callers(bed.server.url, ['admin']);
  return { bed, admin: await bed.core('admin'), posts, read };
}

let strict: Bed;
let full: Bed;

beforeAll(async () => {
  [strict, full] = await Promise.all([startBed(true), startBed(false)]);
}, 120_000);
afterAll(async () => {
  await Promise.all([strict?.bed.close(), full?.bed.close()]);
});

/** The referential as the server keeps it, read by the spec's GET (json; regex its text file). */
async function kept(on: Bed, type: ReferentialType): Promise<unknown> {
  const answer = await on.read('GET', `/api/admin/referential/${type}${type === 'regex' ? '' : '?format=json'}`);
  expect(answer.status).toBe(200);
  return answer.body;
}

const previewOn = async (on: Bed, type: ReferentialType, name: string, bytes: Buffer) => on.admin.dispatch('referentials.preview', [type, bytesSource(name, bytes)]);
const importOn = async (on: Bed, type: ReferentialType, name: string, bytes: Buffer, { previewedBy, baseline }: ReferentialBaseline) =>
  on.admin.dispatch('referentials.import', [type, bytesSource(name, bytes), { previewedBy, baseline }]);

/** A row the seed does not have, for each referential. */
const NEW_ROW: Record<ReferentialType, ReferentialRow> = {
  pdc: { code: 'DNUM', libelle: 'Droit du numérique', parent: 'DPRIV' },
  emetteurs: { code: 'CNB', libelle: 'Conseil national des barreaux' },
  'tailles-pubs': { code: 'CARRE', libelle: 'Carré', largeur_mm: 100, hauteur_mm: 100.5 },
  regex: { libelle: 'Règlement européen', motif: String.raw`\brèglement\s+\(UE\)` },
  'types-texte': { code: 'QPC', libelle: 'Question prioritaire de constitutionnalité' },
  'article-tags': { libelle: 'Hors-série' },
  'push-online': { code: 'FLUX', libelle: 'Flux', url: 'https://flux.pupitre.example/' },
};

/**
 * The seeded rows with the first one renamed, the last one left out (but ad sizes, which ads use: the server
 * would refuse it at the import) and a new one added.
 */
function edited(type: ReferentialType, rows: readonly ReferentialRow[]): ReferentialRow[] {
  const [first, ...others] = rows;
  if (!first) throw new Error(`${type}: no seeded row`);
  const kept = type === 'tailles-pubs' ? others : others.slice(0, -1);
  return [{ ...first, libelle: `${String(first['libelle'])} (revu)` }, ...kept, NEW_ROW[type]];
}

describe('the same file previewed by core and by the full server’s dry run', () => {
  it('gives the same rows added, changed and removed, for every referential in every format, and the strict server is not written', async () => {
    for (const type of REFERENTIAL_TYPES) {
      const seeded = await kept(strict, type);
      expect(await kept(full, type), type).toEqual(seeded);
      const definition = REFERENTIALS[type];
      const rows = edited(type, (await exportRows(full, type)) as ReferentialRow[]);
      for (const format of referentialFormats(type)) {
        const file = await exportReferential(definition, rows, format);
        const here = valueOf<ReferentialPreview>(await previewOn(strict, type, file.fileName, file.body));
        const there = valueOf<ReferentialPreview>(await previewOn(full, type, file.fileName, file.body));
        expect([here.previewedBy, there.previewedBy]).toEqual(['client', 'server']);
        const { baseline: _a, previewedBy: _b, ...local } = here;
        const { baseline: _c, previewedBy: _d, ...dryRun } = there;
        expect(local, `${type}.${format}`).toEqual(dryRun);
        expect(local.added.length + local.changed.length, `${type}.${format}`).toBeGreaterThan(1);
      }
      expect(await kept(strict, type), type).toEqual(seeded);
    }
    // No import on the strict server; the full server was asked its dry run every time.
    expect(strict.posts).toEqual([]);
    expect(full.posts.length).toBeGreaterThan(0);
    for (const post of full.posts) expect(post).toMatch(/^POST \/api\/admin\/referential\/[a-z-]+\?dryRun=true$/);
  }, 120_000);
});

/** The rows of the full server's json (or, for regex, its patterns read back from the text file). */
async function exportRows(on: Bed, type: ReferentialType): Promise<unknown> {
  const body = await kept(on, type);
  if (typeof body !== 'string') return body;
  return body
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [libelle, motif] = line.split('\t');
      return { libelle, motif };
    });
}

describe('on a back-office without the dry run', () => {
  it('would import a file POSTed with ?dryRun=true: the hazard core avoids', async () => {
    const before = (await kept(strict, 'emetteurs')) as ReferentialRow[];
    const form = new FormData();
    const bytes = Buffer.from(JSON.stringify([...before, { code: 'ESSAI', libelle: 'Essai' }]));
    form.append('file', new Blob([bytes], { type: 'application/json' }), 'emetteurs.json');
    const { access_token } = await obtainTokens(strict.bed.server.url, 'admin');
    const answer = await fetch(`${strict.bed.server.url}/api/admin/referential/emetteurs?dryRun=true`, { method: 'POST', headers: { authorization: `Bearer ${access_token}` }, body: form });
    expect(answer.status).toBe(200);
    expect(await kept(strict, 'emetteurs')).toContainEqual({ code: 'ESSAI', libelle: 'Essai' });
  });

  it('previews without writing anything, then « Confirmer » imports once; the same preview confirmed again is refused', async () => {
    const mark = strict.posts.length;
    const before = (await kept(strict, 'types-texte')) as ReferentialRow[];
    const rows = before.filter((r) => r['code'] !== 'AVIS').map((r) => (r['code'] === 'DEC' ? ['DEC', 'Décret en Conseil d’État'] : [String(r['code']), String(r['libelle'])]));
    const bytes = await xlsxOf({ 'types-texte': [['code', 'libellé'], ...rows, ['QPC', 'Question prioritaire de constitutionnalité']] });

    const seen = valueOf<ReferentialPreview>(await previewOn(strict, 'types-texte', 'types.xlsx', bytes));
    expect(seen).toMatchObject({ previewedBy: 'client', applied: false, format: 'xlsx', fileName: 'types.xlsx' });
    expect(seen.added).toEqual([{ code: 'QPC', libelle: 'Question prioritaire de constitutionnalité' }]);
    expect(seen.changed).toEqual([{ key: 'DEC', before: { code: 'DEC', libelle: 'Décret' }, after: { code: 'DEC', libelle: 'Décret en Conseil d’État' }, fields: ['libelle'] }]);
    expect(seen.removed).toEqual([{ code: 'AVIS', libelle: 'Avis' }]);
    // The preview changed nothing (« Annuler » has nothing to undo).
    expect(strict.posts.slice(mark)).toEqual([]);
    expect(await kept(strict, 'types-texte')).toEqual(before);

    const done = valueOf<ReferentialImportResult>(await importOn(strict, 'types-texte', 'types.xlsx', bytes, seen));
    expect(done.applied).toBe(true);
    expect([done.added.length, done.changed.length, done.removed.length]).toEqual([1, 1, 1]);
    expect(strict.posts.slice(mark)).toEqual(['POST /api/admin/referential/types-texte']);
    const after = (await kept(strict, 'types-texte')) as ReferentialRow[];
    expect(after.map((r) => r['code'])).toEqual([...rows.map((r) => r[0]), 'QPC']);

    const stale = errorOf(await importOn(strict, 'types-texte', 'types.xlsx', bytes, seen));
    expect(stale.status).toBe(409);
    expect(stale.message).toBe('Le référentiel « Types de texte » a changé depuis l’aperçu : relancez l’aperçu avant de confirmer.');
    expect(strict.posts.slice(mark)).toHaveLength(1);
  });

  it('refuses a faulty file here, in the server’s words, and sends nothing', async () => {
    const mark = strict.posts.length;
    const bytes = await xlsxOf({ emetteurs: [['code', 'libelle'], ['CCASS', 'Cour de cassation'], ['CE', '']] });
    const refused = errorOf(await previewOn(strict, 'emetteurs', 'emetteurs.xlsx', bytes));
    expect(refused.message.split('\n')).toEqual([
      'Import refusé : « emetteurs.xlsx » comporte 1 erreur ; le référentiel « Émetteurs » n’a pas été modifié.',
      '– Feuille « emetteurs », ligne 3, colonne B (libelle) : valeur obligatoire manquante.',
    ]);
    expect(strict.posts.slice(mark)).toEqual([]);
  });

  it('cannot know which ad sizes ads use: the preview shows the removal, the server refuses it at the import and keeps them', async () => {
    const sizes = (await kept(strict, 'tailles-pubs')) as ReferentialRow[];
    const bytes = Buffer.from(JSON.stringify(sizes.filter((s) => s['code'] !== 'PAGE')));
    const seen = valueOf<ReferentialPreview>(await previewOn(strict, 'tailles-pubs', 'tailles.json', bytes));
    expect(seen.removed.map((r) => r['code'])).toEqual(['PAGE']);
    const refused = errorOf(await importOn(strict, 'tailles-pubs', 'tailles.json', bytes, seen));
    expect(refused.status).toBe(400);
    expect(refused.message).toMatch(/La taille « PAGE » ne peut pas être retirée : \d+ publicité\(s\)/);
    expect(await kept(strict, 'tailles-pubs')).toEqual(sizes);
  });
});
