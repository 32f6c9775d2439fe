import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { readEditorImport } from '../../../../src/core/editor/import-file';
import { wordHtmlToArticleBlocks } from '../../../../src/core/editor/word-to-article';
import { checkWellFormed } from '../../../../src/server/editor/well-formed';
import { replaceDocumentBody } from '../../../../src/shared/rules/document-body';
import { BridgeError } from '../../../../src/shared/errors';
import { docxOf, word } from '../../../support/docx';

/**
 * The editor's Word import (spec 2 §5 "Article editor import accepts .xml and .docx"): a real .docx read by
 * mammoth becomes the blocks of the schema, which make a well-formed document once in its body.
 */

const bytesSource = (name: string, bytes: Uint8Array) => ({ kind: 'bytes' as const, name, size: bytes.length, base64: Buffer.from(bytes).toString('base64') });

const DOCX = docxOf(
  [
    word.heading(1, 'Première partie'),
    word.para(word.run('Le '), word.run('principe', { bold: true }), word.run(' de '), word.run('loyauté', { italic: true }), word.run(' & la 1'), word.run('re', { superscript: true }), word.run(' chambre.')),
    word.para(word.run('Voir '), word.link('Légifrance'), word.run('.')),
    word.heading(2, 'Sous-partie <a>'),
    word.table([
      ['Juridiction', 'Date'],
      ['Cass. soc.', '12/03/2025'],
    ]),
    word.heading(1, 'Seconde partie'),
    word.para(word.run('Fin.')),
  ].join(''),
);

describe('Word import of the editor', () => {
  it('turns headings into nested sections, runs into b, i and sup, a web link into a renvoi, a table into a tableau', async () => {
    const imported = await readEditorImport(bytesSource('note.docx', DOCX), 'ARTICLE');
    expect(imported.format).toBe('WORD');
    if (imported.format !== 'WORD') return;
    expect(imported.droppedImages).toBe(0);
    expect(imported.blocks.split('\n')).toEqual([
      '  <section>',
      '    <titre>Première partie</titre>',
      '    <para>Le <b>principe</b> de <i>loyauté</i> &amp; la 1<sup>re</sup> chambre.</para>',
      '    <para>Voir <renvoi type="url" refid="https://www.legifrance.gouv.fr/">Légifrance</renvoi>.</para>',
      '    <section>',
      '      <titre>Sous-partie &lt;a&gt;</titre>',
      '      <tableau>',
      '        <ligne><cellule>Juridiction</cellule><cellule>Date</cellule></ligne>',
      '        <ligne><cellule>Cass. soc.</cellule><cellule>12/03/2025</cellule></ligne>',
      '      </tableau>',
      '    </section>',
      '  </section>',
      '  <section>',
      '    <titre>Seconde partie</titre>',
      '    <para>Fin.</para>',
      '  </section>',
    ]);
    const document = replaceDocumentBody('<article id="3">\n  <titre>T</titre>\n  <corps>\n    <para/>\n  </corps>\n</article>', 'ARTICLE', imported.blocks);
    expect(() => checkWellFormed(document ?? '', 'article')).not.toThrow();
  });

  it('makes headings bold paragraphs in a bundle presentation, which holds no section', async () => {
    const imported = await readEditorImport(bytesSource('lot.docx', docxOf(word.heading(1, 'Présentation') + word.para(word.run('Texte.')))), 'BUNDLE');
    expect(imported.format === 'WORD' && imported.blocks).toBe('  <para><b>Présentation</b></para>\n  <para>Texte.</para>');
  });

  it('keeps the text of what the schema has no place for, drops images and counts them, refuses links that are not web links', async () => {
    const html = '<p>Lien <a href="javascript:alert(1)">piégé</a>, <sup><strong>gras en exposant</strong></sup><img src="" /></p><ul><li>Un</li><li>Deux<ul><li>Deux bis</li></ul></li></ul>';
    expect(wordHtmlToArticleBlocks(html, { sections: true })).toEqual({
      xml: '  <para>Lien piégé, <sup>gras en exposant</sup></para>\n  <liste type="puces">\n    <item>Un</item>\n    <item>Deux</item>\n    <item>Deux bis</item>\n  </liste>',
      droppedImages: 1,
    });
  });

  it('keeps the spaces Word makes bold or italic outside the element', () => {
    expect(wordHtmlToArticleBlocks('<p>Un<strong> mot </strong>ici<em> </em>fin</p>', { sections: true }).xml).toBe('  <para>Un <b>mot</b> ici fin</para>');
  });

  it('reads an XML file as its text and refuses what is neither XML nor Word, by content', async () => {
    const xml = await readEditorImport(bytesSource('a.xml', Buffer.from('\uFEFF<article id="1"/>', 'utf8')), 'ARTICLE');
    expect(xml).toEqual({ name: 'a.xml', format: 'XML', xml: '<article id="1"/>' });
    const refused = await readEditorImport(bytesSource('faux.docx', Buffer.from('%PDF-1.7 pas un document Word')), 'ARTICLE').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(BridgeError);
    expect((refused as BridgeError).code).toBe('UPLOAD_REJECTED');
  });

  it('uses a test document mammoth reads without a warning (its heading styles known)', async () => {
    const converted = await mammoth.convertToHtml({ buffer: Buffer.from(DOCX) });
    expect(converted.messages).toEqual([]);
  });
});
