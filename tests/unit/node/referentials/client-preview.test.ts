import { describe, expect, it } from 'vitest';
import { importPreviewedOnClient, previewOnClient } from '../../../../src/core/admin/referential-preview';
import type { RequestOptions } from '../../../../src/core/http/rest-client';
import type { Upload, UploadMimeType } from '../../../../src/core/uploads/read-upload';
import type { ReferentialFormat, ReferentialRow, ReferentialType } from '../../../../src/shared/domain/referential';
import { BridgeError } from '../../../../src/shared/errors';
import { xlsxOf } from './files';

/**
 * The preview core computes itself when the back-office has no dry run (issue 32): the file read by the
 * server's rules, the referential read by the spec's GET, compared; nothing sent but that read. The back-office
 * here is a script of answers: tests/unit/node/referentials/strict.test.ts runs the same against a strict
 * reference server, and checks it agrees with the full server's dry run.
 */

interface Asked {
  method: string;
  path: string;
  query: RequestOptions['query'];
  cache: boolean | undefined;
  /** Whether it carried a body (the import: the file, as multipart). */
  body: boolean;
}

/** A back-office that exports `kept` (parsed json, or text as the REST client hands them) and takes any import. */
function backOffice(...kept: unknown[]) {
  const asked: Asked[] = [];
  const rest = {
    request: <T>(method: string, path: string, options: RequestOptions = {}): Promise<T> => {
      asked.push({ method, path, query: options.query, cache: options.cache, body: options.body !== undefined });
      return Promise.resolve((method === 'GET' ? kept.shift() : { reçu: true }) as T);
    },
  };
  return { rest, asked };
}

const MIME: Record<ReferentialFormat, UploadMimeType> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  json: 'application/json',
  xml: 'application/xml',
  txt: 'text/plain',
};

function upload(name: string, format: ReferentialFormat, content: string | Buffer): Upload {
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  return { name, size: bytes.length, mimeType: MIME[format], bytes };
}

const xml = (type: string, rows: readonly Record<string, string | number>[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<referentiel type="${type}">\n${rows
    .map((row) => `  <ligne>${Object.entries(row).map(([k, v]) => `<${k}>${String(v)}</${k}>`).join('')}</ligne>`)
    .join('\n')}\n</referentiel>\n`;

interface Case {
  type: ReferentialType;
  /** The referential as the back-office exports it. */
  kept: unknown;
  file: () => Promise<Upload>;
  added: ReferentialRow[];
  changed: { key: string; fields: string[] }[];
  removed: ReferentialRow[];
  unchanged: number;
}

/** Each referential of the page, each format at least once: one row added, one changed (but tags, which are their key), one removed. */
const CASES: Case[] = [
  {
    type: 'pdc',
    kept: [
      { code: 'DPRIV', libelle: 'Droit privé', parent: null },
      { code: 'DCIV', libelle: 'Droit civil', parent: 'DPRIV' },
      { code: 'DPEN', libelle: 'Droit pénal', parent: null },
    ],
    file: async () =>
      upload(
        'pdc.xlsx',
        'xlsx',
        await xlsxOf({
          pdc: [
            ['code', 'libelle', 'parent'],
            ['DPRIV', 'Droit privé', null],
            ['DCIV', 'Droit civil', null],
            ['DCOM', 'Droit commercial', 'DPRIV'],
          ],
        }),
      ),
    added: [{ code: 'DCOM', libelle: 'Droit commercial', parent: 'DPRIV' }],
    changed: [{ key: 'DCIV', fields: ['parent'] }],
    removed: [{ code: 'DPEN', libelle: 'Droit pénal', parent: null }],
    unchanged: 1,
  },
  {
    type: 'emetteurs',
    kept: [
      { code: 'CE', libelle: 'Conseil d’État' },
      { code: 'AMF', libelle: 'AMF' },
      { code: 'CNIL', libelle: 'CNIL' },
    ],
    file: async () =>
      upload('emetteurs.json', 'json', JSON.stringify([{ code: 'CE', libelle: 'Conseil d’État' }, { code: 'AMF', libelle: 'Autorité des marchés financiers' }, { code: 'CNB', libelle: 'Conseil national des barreaux' }])),
    added: [{ code: 'CNB', libelle: 'Conseil national des barreaux' }],
    changed: [{ key: 'AMF', fields: ['libelle'] }],
    removed: [{ code: 'CNIL', libelle: 'CNIL' }],
    unchanged: 1,
  },
  {
    type: 'tailles-pubs',
    kept: [
      { code: 'PAGE', libelle: 'Pleine page', largeur_mm: 210, hauteur_mm: 297 },
      { code: 'DEMI', libelle: 'Demi-page', largeur_mm: 210, hauteur_mm: 148 },
      { code: 'QUART', libelle: 'Quart de page', largeur_mm: 105, hauteur_mm: 148 },
    ],
    file: async () =>
      upload(
        'tailles.xml',
        'xml',
        xml('tailles-pubs', [
          { code: 'PAGE', libelle: 'Pleine page', largeur_mm: '210', hauteur_mm: '297.0' },
          { code: 'DEMI', libelle: 'Demi-page', largeur_mm: '210', hauteur_mm: '148,5' },
          { code: 'BANDEAU', libelle: 'Bandeau', largeur_mm: 210, hauteur_mm: 60 },
        ]),
      ),
    added: [{ code: 'BANDEAU', libelle: 'Bandeau', largeur_mm: 210, hauteur_mm: 60 }],
    changed: [{ key: 'DEMI', fields: ['hauteur_mm'] }],
    removed: [{ code: 'QUART', libelle: 'Quart de page', largeur_mm: 105, hauteur_mm: 148 }],
    unchanged: 1,
  },
  {
    type: 'regex',
    kept: '# Motifs de liens de référence : une ligne par motif.\nArticle\t\\bart\\.\nLoi\t\\bloi\nECLI\t\\bECLI:\n',
    file: async () => upload('motifs.txt', 'txt', '# mes motifs\nArticle\t\\bart\\.\n\nLoi\t\\bloi\\s+n°\nJORF\t\\bJORF\n'),
    added: [{ libelle: 'JORF', motif: '\\bJORF' }],
    changed: [{ key: 'Loi', fields: ['motif'] }],
    removed: [{ libelle: 'ECLI', motif: '\\bECLI:' }],
    unchanged: 1,
  },
  {
    type: 'types-texte',
    kept: [
      { code: 'LOI', libelle: 'Loi' },
      { code: 'DEC', libelle: 'Décret' },
      { code: 'AVIS', libelle: 'Avis' },
    ],
    file: async () => upload('types.xlsx', 'xlsx', await xlsxOf({ 'types-texte': [['Code', 'Libellé'], ['LOI', 'Loi'], ['DEC', 'Décret en Conseil d’État'], ['QPC', 'QPC']] })),
    added: [{ code: 'QPC', libelle: 'QPC' }],
    changed: [{ key: 'DEC', fields: ['libelle'] }],
    removed: [{ code: 'AVIS', libelle: 'Avis' }],
    unchanged: 1,
  },
  {
    type: 'article-tags',
    kept: [{ libelle: '1 page' }, { libelle: '2 pages' }],
    file: async () => upload('tags.xml', 'xml', xml('article-tags', [{ libelle: '1 page' }, { libelle: 'Hors-série' }])),
    added: [{ libelle: 'Hors-série' }],
    changed: [],
    removed: [{ libelle: '2 pages' }],
    unchanged: 1,
  },
  {
    type: 'push-online',
    kept: [
      { code: 'PORTAIL', libelle: 'Portail', url: 'https://portail.example/livraison' },
      { code: 'APPLI', libelle: 'Appli', url: 'https://appli.example/articles' },
      { code: 'ARCHIVES', libelle: 'Archives', url: 'https://archives.example/depot' },
    ],
    file: async () =>
      upload(
        'cibles.json',
        'json',
        JSON.stringify([
          { code: 'PORTAIL', libelle: 'Portail', url: 'https://portail.example/livraison' },
          { code: 'APPLI', libelle: 'Appli', url: 'https://appli.example/v2/articles' },
          { code: 'FLUX', libelle: 'Flux', url: 'https://flux.example/' },
        ]),
      ),
    added: [{ code: 'FLUX', libelle: 'Flux', url: 'https://flux.example/' }],
    changed: [{ key: 'APPLI', fields: ['url'] }],
    removed: [{ code: 'ARCHIVES', libelle: 'Archives', url: 'https://archives.example/depot' }],
    unchanged: 1,
  },
];

describe('a preview computed by core', () => {
  for (const c of CASES) {
    it(`${c.type}: the rows added, changed and removed, from the referential read by the spec’s GET, nothing sent`, async () => {
      const { rest, asked } = backOffice(c.kept);
      const file = await c.file();
      const preview = await previewOnClient(rest, c.type, file);
      expect(preview).toMatchObject({ type: c.type, fileName: file.name, previewedBy: 'client', applied: false, added: c.added, removed: c.removed, unchanged: c.unchanged });
      expect(preview.format).toBe(file.name.split('.').at(-1));
      expect(preview.changed.map(({ key, fields }) => ({ key, fields }))).toEqual(c.changed);
      expect(preview.baseline).toMatch(/^[0-9a-f]{32}$/);
      // json where the spec offers it; regex's patterns file asked as the blob the spec gives, without a format.
      expect(asked).toEqual([{ method: 'GET', path: `/api/admin/referential/${c.type}`, query: c.type === 'regex' ? {} : { format: 'json' }, cache: false, body: false }]);
    });
  }

  it('refuses a faulty file as the server does, without asking the back-office anything', async () => {
    const { rest, asked } = backOffice([]);
    const faulty = upload('emetteurs.xlsx', 'xlsx', await xlsxOf({ emetteurs: [['code', 'libelle'], ['CCASS', 'Cour de cassation'], ['CE', ''], ['CCASS', 'Doublon']] }));
    const error = await previewOnClient(rest, 'emetteurs', faulty).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BridgeError);
    expect((error as BridgeError).code).toBe('UPLOAD_REJECTED');
    expect((error as BridgeError).message.split('\n')).toEqual([
      'Import refusé : « emetteurs.xlsx » comporte 2 erreurs ; le référentiel « Émetteurs » n’a pas été modifié.',
      '– Feuille « emetteurs », ligne 3, colonne B (libelle) : valeur obligatoire manquante.',
      '– Feuille « emetteurs », ligne 4, colonne A (code) : « CCASS » en double (déjà ligne 2).',
    ]);
    expect(asked).toEqual([]);
  });

  it('reads kept rows an import would now refuse: the file’s rules are not the referential’s', async () => {
    const kept = [
      { code: 'ANCIEN CODE', libelle: 'x'.repeat(300), parent: 'DISPARU' },
      { code: 'DPRIV', libelle: 'Droit privé', parent: null },
    ];
    const { rest } = backOffice(kept);
    const preview = await previewOnClient(rest, 'pdc', upload('pdc.json', 'json', JSON.stringify([{ code: 'DPRIV', libelle: 'Droit privé', parent: null }])));
    expect(preview.removed).toEqual([kept[0]]);
    expect(preview.unchanged).toBe(1);
  });

  it('says plainly that it cannot tell what would change when the export does not read, and imports nothing', async () => {
    const { rest, asked } = backOffice({ lignes: [{ code: 'CE', libelle: 'Conseil d’État' }] });
    const error = await previewOnClient(rest, 'emetteurs', upload('e.json', 'json', '[{"code":"CE","libelle":"Conseil d’État"}]')).catch((e: unknown) => e);
    expect((error as BridgeError).message.split('\n')).toEqual([
      'Aperçu impossible : le référentiel « Émetteurs » exporté par le serveur n’a pas pu être lu, et sans lui ce poste ne peut pas dire ce que l’import changerait ; rien n’a été importé.',
      '– Un tableau JSON de lignes est attendu ([{…}, {…}]).',
    ]);
    expect(asked.map((a) => a.method)).toEqual(['GET']);
  });

  it('takes an empty referential as one with no rows', async () => {
    const { rest } = backOffice([]);
    const preview = await previewOnClient(rest, 'types-texte', upload('t.json', 'json', '[{"code":"LOI","libelle":"Loi"}]'));
    expect([preview.added.length, preview.removed.length, preview.unchanged]).toEqual([1, 0, 0]);
  });
});

describe('confirming a preview computed by core', () => {
  const kept = [{ code: 'LOI', libelle: 'Loi' }];
  const file = () => upload('t.json', 'json', '[{"code":"LOI","libelle":"Loi"},{"code":"DEC","libelle":"Décret"}]');

  it('reads the referential again and, unchanged, sends the file once as the spec gives it, with no query', async () => {
    const { rest, asked } = backOffice(kept, kept);
    const { baseline } = await previewOnClient(rest, 'types-texte', file());
    const result = await importPreviewedOnClient(rest, 'types-texte', file(), baseline);
    expect(result).toMatchObject({ applied: true, added: [{ code: 'DEC', libelle: 'Décret' }], removed: [], unchanged: 1 });
    expect(result).not.toHaveProperty('previewedBy');
    expect(asked.map(({ method, query, body }) => ({ method, query, body }))).toEqual([
      { method: 'GET', query: { format: 'json' }, body: false },
      { method: 'GET', query: { format: 'json' }, body: false },
      { method: 'POST', query: undefined, body: true },
    ]);
  });

  it('refuses, as the dry run’s baseline does (409), when the referential changed since the preview, and sends nothing', async () => {
    const { rest, asked } = backOffice(kept, [...kept, { code: 'ORD', libelle: 'Ordonnance' }]);
    const { baseline } = await previewOnClient(rest, 'types-texte', file());
    const error = await importPreviewedOnClient(rest, 'types-texte', file(), baseline).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'HTTP', status: 409, message: 'Le référentiel « Types de texte » a changé depuis l’aperçu : relancez l’aperçu avant de confirmer.' });
    expect(asked.map((a) => a.method)).toEqual(['GET', 'GET']);
  });
});
