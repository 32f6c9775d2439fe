import { describe, expect, it } from 'vitest';
import { DIFF_BOUNDS, UnreadableXmlError, diffVersions, readBlocks, type BlockRow } from '../../../src/renderer/features/history/block-diff';

/**
 * The readable comparison of two versions (issue 27): the article XML's blocks (paragraph, section title,
 * list item, table cell, renvoi…) matched in order, the changed ones marked word by word.
 */

const article = (body: string, title = 'Titre de l’article') =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<article id="7" type="COMMENTARY" revue="BJS">\n  <titre>${title}</titre>\n  <corps>\n${body}\n  </corps>\n</article>\n`;

const marked = (row: BlockRow | undefined) =>
  row?.change === 'changed'
    ? {
        removed: row.beforeWords.filter((w) => w.change === 'removed').map((w) => w.text.trim()),
        added: row.afterWords.filter((w) => w.change === 'added').map((w) => w.text.trim()),
      }
    : null;

describe('the blocks of a version', () => {
  it('reads title, section titles, paragraphs, list items, table cells, renvois and notes in reading order', () => {
    const xml = `<article id="7"><titre>Le <i>titre</i></titre><corps>
      <section><titre>I. Principe</titre><para>Un   paragraphe <renvoi type="url" refid="https://ex.fr/a">voir l’arrêt</renvoi>.</para>
        <liste type="puces"><item>Premier point</item><item>Second point</item></liste></section>
      <tableau><ligne><cellule>A1</cellule><cellule>B1</cellule></ligne><ligne><cellule>A2</cellule><cellule>B2</cellule></ligne></tableau>
      </corps><notes><note id="n1"><para>Une note.</para></note></notes></article>`;
    expect(readBlocks(xml)).toEqual([
      { kind: 'title', text: 'Le titre' },
      { kind: 'section', text: 'I. Principe' },
      { kind: 'paragraph', text: 'Un paragraphe voir l’arrêt.' },
      { kind: 'renvoi', text: 'voir l’arrêt', target: 'https://ex.fr/a' },
      { kind: 'list-item', text: 'Premier point' },
      { kind: 'list-item', text: 'Second point' },
      { kind: 'table-cell', text: 'A1', cell: { row: 1, column: 1 } },
      { kind: 'table-cell', text: 'B1', cell: { row: 1, column: 2 } },
      { kind: 'table-cell', text: 'A2', cell: { row: 2, column: 1 } },
      { kind: 'table-cell', text: 'B2', cell: { row: 2, column: 2 } },
      { kind: 'note', text: 'Une note.' },
    ]);
  });

  it('refuses XML that does not parse', () => {
    expect(() => readBlocks('<article><para>ouvert</article>')).toThrow(UnreadableXmlError);
  });
});

describe('two versions compared', () => {
  it('says identical versions are identical', () => {
    const xml = article('<para>Même texte.</para>');
    expect(diffVersions(xml, xml)).toMatchObject({ identical: true, sameText: true, summary: { added: 0, removed: 0, changed: 0, same: 2 } });
  });

  it('marks the words changed in a paragraph, and a paragraph added or removed', () => {
    const before = article('<para>La cour rejette le pourvoi.</para>\n<para>Paragraphe supprimé.</para>');
    const after = article('<para>La cour casse le pourvoi.</para>\n<para>Paragraphe ajouté à la fin.</para>\n<para>Un de plus.</para>');
    const diff = diffVersions(before, after);
    expect(diff.identical).toBe(false);
    expect(diff.rows?.map((r) => r.change)).toEqual(['same', 'changed', 'changed', 'added']);
    expect(marked(diff.rows?.[1])).toEqual({ removed: ['rejette'], added: ['casse'] });
    expect(diff.summary).toEqual({ added: 1, removed: 0, changed: 2, same: 1 });
  });

  it('compares section titles, list items and table cells each as its own kind', () => {
    const before = article('<section><titre>I. Le principe</titre><liste><item>un</item><item>deux</item></liste><tableau><ligne><cellule>10 €</cellule></ligne></tableau></section>');
    const after = article('<section><titre>I. Les principes</titre><liste><item>un</item></liste><tableau><ligne><cellule>12 €</cellule></ligne></tableau></section>');
    const rows = diffVersions(before, after).rows ?? [];
    expect(rows.map((r) => [r.change, r.change === 'added' ? r.after.kind : r.before.kind])).toEqual([
      ['same', 'title'],
      ['changed', 'section'],
      ['same', 'list-item'],
      ['removed', 'list-item'],
      ['changed', 'table-cell'],
    ]);
    expect(marked(rows[1])).toEqual({ removed: ['Le principe'], added: ['Les principes'] });
    expect(marked(rows[4])).toEqual({ removed: ['10'], added: ['12'] });
  });

  it('shows a renvoi whose target changed, its paragraph reading the same', () => {
    const before = article('<para>Voir <renvoi type="url" refid="https://ex.fr/1">l’arrêt</renvoi>.</para>');
    const after = article('<para>Voir <renvoi type="url" refid="https://ex.fr/2">l’arrêt</renvoi>.</para>');
    const diff = diffVersions(before, after);
    const changed = diff.rows?.filter((r) => r.change === 'changed') ?? [];
    expect(changed).toHaveLength(1);
    expect(changed[0]).toMatchObject({ before: { kind: 'renvoi', target: 'https://ex.fr/1' }, after: { kind: 'renvoi', target: 'https://ex.fr/2' } });
  });

  it('tells a change of the XML alone (an attribute) from a change of the text', () => {
    const diff = diffVersions(article('<para>Texte.</para>'), article('<para>Texte.</para>').replace('type="COMMENTARY"', 'type="FOCUS"'));
    expect(diff).toMatchObject({ identical: false, sameText: true });
  });

  it('compares two 1 MB versions quickly, with a summary when they differ past the bounds', () => {
    const paragraphs = (prefix: string) => Array.from({ length: 14_000 }, (_, n) => `<para>${prefix} paragraphe ${n} du texte de l’arrêt, assez long pour peser.</para>`).join('\n');
    const before = article(paragraphs('Ancien'));
    const after = article(paragraphs('Nouveau'));
    expect(before.length).toBeGreaterThan(1_000_000);
    const started = performance.now();
    const diff = diffVersions(before, after);
    expect(diff.rows).toBeNull();
    expect(diff.summary).toEqual({ added: 14_000, removed: 14_000, changed: 0, same: 1 });
    // One edit in a large version stays a row-by-row comparison.
    const one = diffVersions(before, before.replace('Ancien paragraphe 7000 ', 'Ancien paragraphe modifié 7000 '));
    expect(one.summary).toMatchObject({ changed: 1, added: 0, removed: 0 });
    expect(DIFF_BOUNDS.maxBlockEdits).toBeLessThan(18_000);
    expect(performance.now() - started).toBeLessThan(15_000);
  });
});
