import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { REFERENTIAL_COLUMN_NAMES, REFERENTIAL_MAX_FAULTS, REFERENTIAL_TYPES } from '../../../../src/shared/domain/referential';
import { checkRows } from '../../../../src/shared/referential-file/check-rows';
import { describeFault, FaultList } from '../../../../src/shared/referential-file/faults';
import { detectFormat, readReferentialFile } from '../../../../src/shared/referential-file/read-file';
import { ReferentialRefusal } from '../../../../src/server/referentials/refusal';
import { REFERENTIAL_RULES } from '../../../../src/shared/referential-file/registry';
import { refusalOf } from '../zip/refusal';
import type { ReferentialRules } from '../../../../src/shared/referential-file/rules';
import { xlsxOf } from './files';

/**
 * The readers of the referential files and the checks of their rows (issue 12): every fault says where it
 * is, as the format knows it (sheet, line, column letter; xml line and column; json element; text line), in
 * French.
 */

async function faultsOf(rules: ReferentialRules, bytes: Buffer): Promise<string[]> {
  const faults = new FaultList();
  const { table } = await readReferentialFile(rules, bytes, faults);
  checkRows(rules, table, faults);
  return faults.sorted.map(describeFault);
}

async function rowsOf(rules: ReferentialRules, bytes: Buffer) {
  const faults = new FaultList();
  const { format, table } = await readReferentialFile(rules, bytes, faults);
  const rows = checkRows(rules, table, faults);
  expect(faults.items.map(describeFault)).toEqual([]);
  return { format, rows: rows.map((r) => r.row) };
}

const { pdc, emetteurs, regex } = REFERENTIAL_RULES;
const sizes = REFERENTIAL_RULES['tailles-pubs'];

describe('xlsx', () => {
  it('reads the sheet named after the type, headers in any case and accents, empty rows skipped', async () => {
    const bytes = await xlsxOf({
      Notes: [['rien']],
      pdc: [['Code', 'Libellé', 'PARENT'], ['DPRIV', 'Droit privé', null], [], ['DCIV', 'Droit civil', 'DPRIV']],
    });
    const { format, rows } = await rowsOf(pdc, bytes);
    expect(format).toBe('xlsx');
    expect(rows).toEqual([
      { code: 'DPRIV', libelle: 'Droit privé', parent: null },
      { code: 'DCIV', libelle: 'Droit civil', parent: 'DPRIV' },
    ]);
  });

  it('names the sheet, line and column of a missing value, a wrong type and a duplicate key', async () => {
    const bytes = await xlsxOf({
      'tailles-pubs': [
        ['code', 'libelle', 'largeur_mm', 'hauteur_mm'],
        ['PAGE', 'Pleine page', 210, 297],
        ['DEMI', '', 'large', 148],
        ['PAGE', 'Encore', 100, 100],
      ],
    });
    expect(await faultsOf(sizes, bytes)).toEqual([
      'Feuille « tailles-pubs », ligne 3, colonne B (libelle) : valeur obligatoire manquante.',
      'Feuille « tailles-pubs », ligne 3, colonne C (largeur_mm) : nombre attendu, « large » reçu.',
      'Feuille « tailles-pubs », ligne 4, colonne A (code) : « PAGE » en double (déjà ligne 2).',
    ]);
  });

  it('refuses a missing or unknown column in the header, line 1', async () => {
    const bytes = await xlsxOf({ emetteurs: [['code', 'nom'], ['CE', 'Conseil d’État']] });
    expect(await faultsOf(emetteurs, bytes)).toEqual([
      'Feuille « emetteurs », ligne 1, colonne B : colonne « nom » inconnue (attendues : code, libelle).',
      'Feuille « emetteurs », ligne 1 : colonne « libelle » manquante dans l’en-tête.',
    ]);
  });

  it('refuses formulas and dates in cells, and reads a neutralised cell back as it was', async () => {
    const bytes = await xlsxOf({
      emetteurs: [
        ['code', 'libelle'],
        ['CE', { formula: 'A1&"x"', result: 'CEx' }],
        ['CC', new Date(Date.UTC(2024, 0, 1))],
        ['AMF', "'=Autorité"],
      ],
    });
    expect(await faultsOf(emetteurs, bytes)).toEqual([
      'Feuille « emetteurs », ligne 2, colonne B (libelle) : texte attendu, une formule reçu(e).',
      'Feuille « emetteurs », ligne 3, colonne B (libelle) : texte attendu, une date reçu(e).',
    ]);
    const ok = await xlsxOf({ emetteurs: [['code', 'libelle'], ['AMF', "'=Autorité"]] });
    expect((await rowsOf(emetteurs, ok)).rows).toEqual([{ code: 'AMF', libelle: '=Autorité' }]);
  });

  it('refuses a damaged workbook and a zip that is not one', async () => {
    const good = await xlsxOf({ emetteurs: [['code', 'libelle']] });
    expect(await faultsOf(emetteurs, good.subarray(0, 200))).toEqual([expect.stringMatching(/^Fichier XLSX refusé : archive endommagée|^Fichier XLSX illisible/)]);
    const zip = Buffer.from(zipSync({ 'a.txt': new TextEncoder().encode('bonjour') }));
    expect(await faultsOf(emetteurs, zip)).toEqual([expect.stringMatching(/^Fichier XLSX illisible : /)]);
  });

  it('stops inflating a zip bomb at the limit', () => {
    const bomb = zipSync({ 'xl/a.xml': new Uint8Array(5_000_000) }, { level: 9 });
    expect(bomb.length).toBeLessThan(50_000);
    expect(refusalOf(bomb, { entries: 10, entryBytes: 10_000_000, totalBytes: 1_000_000 })).toMatch(/^contenu décompressé de plus de 1/);
    expect(refusalOf(bomb, { entries: 10, entryBytes: 10_000_000, totalBytes: 10_000_000 })).toBeNull();
  });
});

describe('xml', () => {
  it('reads <referentiel><ligne> rows, a missing element as empty', async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<referentiel type="pdc">\n  <ligne><code>DPUB</code><libelle>Droit public</libelle></ligne>\n  <ligne><code>DADM</code><libelle>Droit administratif</libelle><parent>DPUB</parent></ligne>\n</referentiel>\n`;
    const { format, rows } = await rowsOf(pdc, Buffer.from(xml));
    expect(format).toBe('xml');
    expect(rows).toEqual([
      { code: 'DPUB', libelle: 'Droit public', parent: null },
      { code: 'DADM', libelle: 'Droit administratif', parent: 'DPUB' },
    ]);
  });

  it('names the line and column of a fault, of malformed xml, of the wrong referential', async () => {
    const xml = '<referentiel>\n  <ligne>\n    <code>CE</code>\n    <libelle></libelle>\n  </ligne>\n</referentiel>';
    expect(await faultsOf(emetteurs, Buffer.from(xml))).toEqual(['Ligne 4, colonne 14 (libelle) : valeur obligatoire manquante.']);
    expect(await faultsOf(emetteurs, Buffer.from('<referentiel>\n<ligne><code>CE</code></lign>\n</referentiel>'))).toEqual([expect.stringMatching(/^Ligne 2, colonne \d+ : XML mal formé/)]);
    expect(await faultsOf(emetteurs, Buffer.from('<referentiel type="pdc"></referentiel>'))).toEqual(['Ligne 1, colonne 25 : ce fichier est le référentiel « pdc », pas « emetteurs ».']);
    expect(await faultsOf(emetteurs, Buffer.from('<!DOCTYPE x [<!ENTITY a "b">]><referentiel/>'))).toEqual([expect.stringMatching(/DOCTYPE ne sont pas acceptées/)]);
  });
});

describe('json', () => {
  it('reads an array of objects and names the element of a fault', async () => {
    const json = JSON.stringify([
      { code: 'LOI', libelle: 'Loi' },
      { code: 'DEC', libelle: 12 },
      { code: 'bad code', libelle: 'Arrêté' },
      { code: 'ORD', libelle: true },
    ]);
    expect(await faultsOf(REFERENTIAL_RULES['types-texte'], Buffer.from(json))).toEqual([
      'Élément 3, champ « code » : code « bad code » invalide : lettres, chiffres, « . », « - » et « _ » seulement.',
      'Élément 4, champ « libelle » : texte attendu, un booléen (true) reçu(e).',
    ]);
    expect(await faultsOf(emetteurs, Buffer.from('[\n  {"code": "CE",\n  "libelle": }\n]'))).toEqual([expect.stringMatching(/JSON mal formé\.$/)]);
    expect(await faultsOf(emetteurs, Buffer.from('{"code": "CE"}'))).toEqual(['Un tableau JSON de lignes est attendu ([{…}, {…}]).']);
  });
});

describe('regex text file', () => {
  it('reads label<TAB>pattern lines, comments and blank lines aside; refuses a pattern that does not compile', async () => {
    const text = '# motifs\n\nLoi\t\\bloi\\s+n°\\s?\\d+\nCassé\t(ab\nSans tabulation\n';
    expect(await faultsOf(regex, Buffer.from(text))).toEqual([
      expect.stringMatching(/^Ligne 4, colonne 7 \(motif\) : expression régulière invalide/),
      'Ligne 5 : une tabulation est attendue entre le libellé et le motif.',
    ]);
    const { format, rows } = await rowsOf(regex, Buffer.from('Loi\t\\bloi\\b\n'));
    expect(format).toBe('txt');
    expect(rows).toEqual([{ libelle: 'Loi', motif: '\\bloi\\b' }]);
  });

  it('takes only its own format, and the tables not text', async () => {
    expect(await faultsOf(regex, Buffer.from('[]'))).toEqual([expect.stringMatching(/^Format non accepté pour ce référentiel \(json reçu\)/)]);
    expect(await faultsOf(emetteurs, Buffer.from('CE\tConseil'))).toEqual([expect.stringMatching(/^Format non accepté pour ce référentiel \(texte reçu\)/)]);
    expect(detectFormat(Buffer.from('\uFEFF  <x/>'))).toBe('xml');
  });
});

describe('rules across rows', () => {
  it('plan de classement: a parent must be a row of the file, without a cycle', async () => {
    const bytes = await xlsxOf({
      pdc: [['code', 'libelle', 'parent'], ['A', 'A', 'B'], ['B', 'B', 'A'], ['C', 'C', 'Z']],
    });
    expect(await faultsOf(pdc, bytes)).toEqual([
      'Feuille « pdc », ligne 2, colonne C (parent) : le parent « B » ferait une boucle dans le plan.',
      'Feuille « pdc », ligne 3, colonne C (parent) : le parent « A » ferait une boucle dans le plan.',
      'Feuille « pdc », ligne 4, colonne C (parent) : parent « Z » inconnu : il doit être le code d’une ligne du fichier.',
    ]);
  });

  it('lists the first faults and counts the others in a refusal saying nothing changed', async () => {
    const rows = [['code', 'libelle'], ...Array.from({ length: 15 }, (_, i) => [`C${i}`, ''])];
    const faults = new FaultList();
    const { table } = await readReferentialFile(emetteurs, await xlsxOf({ emetteurs: rows }), faults);
    checkRows(emetteurs, table, faults);
    const refusal = new ReferentialRefusal('emetteurs.xlsx', emetteurs.label, faults.items, faults.total);
    expect(refusal.status).toBe(400);
    const lines = refusal.message.split('\n');
    expect(lines[0]).toBe(`Import refusé : « emetteurs.xlsx » comporte ${faults.total} erreurs ; le référentiel « Émetteurs » n’a pas été modifié.`);
    expect(lines).toHaveLength(1 + REFERENTIAL_MAX_FAULTS + 1);
    expect(lines.at(-1)).toMatch(/^– … et \d+ autre\(s\)\.$/);
  });
});

describe('rules', () => {
  it('have the columns the page announces, the key among them', () => {
    for (const type of REFERENTIAL_TYPES) {
      const rules = REFERENTIAL_RULES[type];
      expect(rules.columns.map((c) => c.name)).toEqual(REFERENTIAL_COLUMN_NAMES[type]);
      expect(REFERENTIAL_COLUMN_NAMES[type]).toContain(rules.key);
    }
  });
});
