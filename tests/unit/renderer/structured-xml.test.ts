import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Node as PmNode } from 'prosemirror-model';
import { EditorState } from 'prosemirror-state';
import { ARTICLE_XML_SCHEMA, initialXml } from '../../../src/shared/editor/article-schema';
import { bodyXml } from '../../../src/server/db/seed-articles';
import { parseMixedXml, textOf } from '../../../src/server/articles/xml-body';
import { serialize } from '../../../src/server/articles/import';
import { ARTICLE_TYPES } from '../../../src/shared/domain/publication';
import { structuredSchema } from '../../../src/renderer/features/articles/editor/structured/pm-schema';
import { docToXml, xmlToDoc } from '../../../src/renderer/features/articles/editor/structured/xml-document';
import type { XmlElementSpec } from '../../../src/shared/domain/editor';

/**
 * The structured editor's document (issue 26): the ProseMirror schema generated from the server's article
 * schema, every seed document and import fixture read and written back byte for byte, written anew the same
 * after the server's canonical form (the import's), an edit changing only its block, what the editor
 * cannot represent refused in French, and a property over random documents of the schema.
 */

const ss = structuredSchema(ARTICLE_XML_SCHEMA);
const canonical = (xml: string) => serialize(parseMixedXml(xml));

const parsed = (xml: string, root: string | null = null): PmNode => {
  const result = xmlToDoc(ss, xml, root);
  if (!result.ok) throw new Error(result.reason);
  return result.doc;
};
/** The same document as new node objects: nothing kept from its source, every node written anew. */
const rebuilt = (doc: PmNode) => PmNode.fromJSON(ss.schema, doc.toJSON());

const SEED = [
  ...ARTICLE_TYPES.map((type, index) => bodyXml(100 + index, type, `Titre <i>riche</i> n° ${index} & « guillemets »`)),
  bodyXml(7, null, 'Sans type'),
  initialXml({ id: 12, kind: 'ARTICLE', type: 'COMMENTARY', title: 'Un article neuf' }),
  initialXml({ id: 13, kind: 'BUNDLE', type: 'DOSSIER', title: 'Un lot <b>neuf</b>' }),
];
const FIXTURES = readdirSync('tests/fixtures')
  .filter((name) => name.startsWith('article') && name.endsWith('.xml'))
  .map((name) => readFileSync(`tests/fixtures/${name}`, 'utf8'));

describe('the structured editor’s schema', () => {
  it('has a type for every element of the server’s schema, marks for the inline markup', () => {
    // …and the long body's groups of blocks, a matter of display (structured-block-groups.test.ts).
    expect(Object.keys(ss.schema.marks)).toEqual(['i', 'b', 'sup', 'sub', 'renvoi', 'groupe_de_blocs']);
    for (const element of ARTICLE_XML_SCHEMA.elements) {
      const [name] = ss.typesOf(element.name);
      expect(ss.schema.nodes[name ?? ''] ?? ss.schema.marks[name ?? ''], element.name).toBeDefined();
    }
    expect(ss.schema.nodes['para']?.isTextblock).toBe(true);
    expect(ss.schema.nodes['corps']?.isTextblock).toBe(false);
    expect(ss.schema.nodes['appel_note']?.isInline).toBe(true);
    expect(ss.schema.nodes['note_blocs']).toBeDefined();
    // A superscript cannot hold italics; a renvoi holds no other markup.
    expect(ss.schema.marks['sup']?.excludes(ss.schema.marks['sub'] ?? ss.schema.marks['sup'])).toBe(true);
    expect(ss.schema.marks['renvoi']?.excludes(ss.schema.marks['i'] ?? ss.schema.marks['renvoi'])).toBe(true);
    // Enter at the end of a paragraph makes a paragraph (the most common text block is the default one).
    expect(ss.schema.nodes['section']?.contentMatch.defaultType?.name).toBe('para');
  });
});

describe('round trip', () => {
  it.each([...SEED, ...FIXTURES].map((xml, index) => [index, xml] as const))('document %i comes back byte for byte, and the same written anew', (_index, xml) => {
    const doc = parsed(xml);
    expect(docToXml(ss, doc)).toBe(xml);
    const fresh = docToXml(ss, rebuilt(doc));
    expect(canonical(fresh)).toBe(canonical(xml));
    expect(fresh).toBe(xml);
  });

  it('an edit changes only the edited block', () => {
    const xml = SEED[0] ?? '';
    const doc = parsed(xml);
    let state = EditorState.create({ doc });
    let position = -1;
    state.doc.descendants((node, pos) => {
      if (position < 0 && node.type.name === 'para') position = pos + 1;
      return position < 0;
    });
    state = state.apply(state.tr.insertText('Ajout. ', position));
    const before = xml.split('\n');
    const after = docToXml(ss, state.doc).split('\n');
    expect(after).toHaveLength(before.length);
    const changed = after.map((line, index) => (line === before[index] ? null : index)).filter((index) => index !== null);
    expect(changed).toHaveLength(1);
    expect(after[changed[0] ?? 0]).toMatch(/^ {4}<para>Ajout\. /);
  });

  it('a new block takes the white space of its neighbours', () => {
    const doc = parsed(SEED[0] ?? '');
    let state = EditorState.create({ doc });
    let end = -1;
    state.doc.descendants((node, pos) => {
      if (node.type.name === 'para') end = pos + node.nodeSize - 1;
      return true;
    });
    state = state.apply(state.tr.split(end).insertText('Nouveau paragraphe', end + 2));
    expect(docToXml(ss, state.doc)).toContain('</para>\n    <para>Nouveau paragraphe</para>\n    <liste');
  });
});

describe('an edited block', () => {
  const endOfFirstPara = (doc: PmNode): number => {
    let end = -1;
    doc.descendants((node, pos) => {
      if (end < 0 && node.type.name === 'para') end = pos + node.nodeSize - 1;
      return end < 0;
    });
    return end;
  };
  /** The document with ` Ajout.` (no markup) added at the end of its first paragraph, written back. */
  const edited = (xml: string): string => {
    const state = EditorState.create({ doc: parsed(xml) });
    return docToXml(ss, state.apply(state.tr.insert(endOfFirstPara(state.doc), ss.schema.text(' Ajout.'))).doc);
  };
  const article = (para: string) => `<article><corps><para>${para}</para></corps></article>`;

  it('keeps an empty element of markup, as it was written', () => {
    expect(edited(article('Avant <i></i>après'))).toBe(article('Avant <i></i>après Ajout.'));
    expect(edited(article('Avant <b><i/></b> après'))).toBe(article('Avant <b><i/></b> après Ajout.'));
    expect(edited(article('<renvoi type="url" refid="https://a.fr"></renvoi>Texte'))).toBe(article('<renvoi type="url" refid="https://a.fr"></renvoi>Texte Ajout.'));
  });

  it('writes nested markup in the order of its source', () => {
    expect(edited(article('<b><i>gras italique</i></b> et <i><b>italique gras</b></i>'))).toBe(article('<b><i>gras italique</i></b> et <i><b>italique gras</b></i> Ajout.'));
    expect(edited(article('<b>x <i>y<sup>2</sup></i></b>'))).toBe(article('<b>x <i>y<sup>2</sup></i></b> Ajout.'));
    // Typed inside the nested run, the text takes its markup and keeps its order.
    const state = EditorState.create({ doc: parsed(article('<b><i>dedans</i></b>')) });
    expect(docToXml(ss, state.apply(state.tr.insertText(' tapé', endOfFirstPara(state.doc))).doc)).toBe(article('<b><i>dedans tapé</i></b>'));
  });
});

describe('what the structured editor cannot represent', () => {
  const refusal = (xml: string) => {
    const result = xmlToDoc(ss, xml, 'article');
    return result.ok ? null : result.reason;
  };
  it('is refused with a French reason, never dropped', () => {
    expect(refusal('<article><corps><inconnu/></corps></article>')).toBe('l’élément <inconnu> n’est pas dans le schéma des articles.');
    expect(refusal('<article><corps>du texte</corps></article>')).toBe('le texte « du texte » dans <corps>, qui ne contient que des blocs.');
    expect(refusal('<article><corps><!-- note --><para/></corps></article>')).toBe('un commentaire dans <corps>, qui ne contient que des blocs.');
    expect(refusal('<article><para>x</para></article>')).toBe('<para> n’est pas permis dans <article>.');
    expect(refusal('<article><corps><para><titre>x</titre></para></corps></article>')).toBe('<titre> n’est pas permis dans <para>.');
    expect(refusal('<article><corps><para><sup><i>x</i></sup></para></corps></article>')).toBe('<i> n’est pas permis dans <sup>.');
    expect(refusal('<article><corps><para>x</corps></article>')).toMatch(/^XML mal formé, ligne 1, colonne \d+ : /);
    expect(refusal('<lot><presentation/></lot>')).toMatch(/l’élément racine doit être <article>, pas <lot>/);
  });
  it('keeps what the schema does not name on a known element (the import’s placement attributes)', () => {
    const xml = '<article revue="BJS" rubrique=\'BJS-SOC\' id="3"><titre>T</titre></article>';
    const doc = parsed(xml);
    expect(docToXml(ss, rebuilt(doc))).toBe(xml);
    const changed = doc.type.create(doc.attrs, doc.firstChild?.type.create({ ...doc.firstChild.attrs, id: '4' }, doc.firstChild.content));
    expect(docToXml(ss, changed)).toBe('<article id="4" revue="BJS" rubrique="BJS-SOC"><titre>T</titre></article>');
  });
});

// ----------------------------------------------------------------------------------------- property test

const specs = new Map(ARTICLE_XML_SCHEMA.elements.map((element) => [element.name, element]));
const role = (name: string) => ss.roles.get(name);
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const text = fc.stringMatching(/^[a-zA-Zéàç0-9 ,.'’<>&"-]{1,12}$/).map(escape);
const space = fc.constantFrom('', '\n', '\n  ', ' ', '\n\t');

function attributes(element: XmlElementSpec): fc.Arbitrary<string> {
  return fc
    .tuple(...element.attributes.map((attribute) => {
      const value = attribute.values ? fc.constantFrom(...attribute.values) : text;
      const written = value.map((v) => ` ${attribute.name}="${v}"`);
      return attribute.required ? written : fc.option(written, { nil: '' });
    }))
    .map((parts) => parts.join(''));
}

/** Inline content of an element (text, allowed markup, nested as the schema lets it). */
function inlineOf(name: string, depth: number): fc.Arbitrary<string> {
  const element = specs.get(name);
  if (!element) return fc.constant('');
  const children = element.children.filter((child) => role(child) === 'mark' || role(child) === 'inline');
  const pieces: fc.Arbitrary<string>[] = [text];
  for (const child of children) {
    const spec = specs.get(child);
    if (!spec) continue;
    if (role(child) === 'inline') pieces.push(attributes(spec).map((a) => `<${child}${a}/>`));
    else if (depth < 2) pieces.push(fc.tuple(attributes(spec), inlineOf(child, depth + 1)).map(([a, inner]) => `<${child}${a}>${inner}</${child}>`));
  }
  return fc.array(fc.oneof(...pieces), { maxLength: 4 }).map((parts) => parts.join(''));
}

function blockOf(name: string, depth: number): fc.Arbitrary<string> {
  const element = specs.get(name);
  if (!element) return fc.constant('');
  const blocks = element.children.filter((child) => role(child) !== 'mark' && role(child) !== 'inline');
  const tagged = (inner: fc.Arbitrary<string>) => fc.tuple(attributes(element), inner).map(([a, content]) => `<${name}${a}>${content}</${name}>`);
  const blockContent =
    depth >= 4 || blocks.length === 0
      ? fc.constant('')
      : fc.tuple(fc.array(fc.tuple(space, fc.oneof(...blocks.map((child) => blockOf(child, depth + 1)))), { maxLength: 3 }), space).map(([parts, end]) => parts.map(([ws, b]) => ws + b).join('') + end);
  if (role(name) === 'leaf') return fc.tuple(attributes(element), fc.boolean()).map(([a, short]) => (short ? `<${name}${a}/>` : `<${name}${a}></${name}>`));
  if (role(name) === 'textblock') return blocks.length && depth < 4 ? fc.oneof(tagged(inlineOf(name, 0)), tagged(blockContent)) : tagged(inlineOf(name, 0));
  return tagged(blockContent);
}

const documents = fc.tuple(fc.constantFrom('', '<?xml version="1.0" encoding="UTF-8"?>\n'), fc.constantFrom('article', 'lot').chain((root) => blockOf(root, 0)), fc.constantFrom('', '\n'))
  .map(([prolog, root, epilog]) => prolog + root + epilog);

/** Neighbours of the same markup as one (`<sub>a</sub><sub>b</sub>`: one run of text in the editor); empty elements kept apart. */
function joined(xml: string): string {
  let out = xml.replace(/<([^\s>/]+)([^>]*)><\/\1>/g, '<$1$2/>');
  for (let last = ''; last !== out; ) [last, out] = [out, out.replace(/<\/([^\s>]+)><\1>/g, '')];
  return out;
}

describe('property: random documents of the schema', () => {
  it('come back byte for byte; written anew, the same elements, the same document and the same text, and stable', () => {
    fc.assert(
      fc.property(documents, (xml) => {
        const doc = parsed(xml);
        expect(docToXml(ss, doc)).toBe(xml);
        const fresh = docToXml(ss, rebuilt(doc));
        // The same elements, nested the same (empty ones too), but for two neighbours of the same markup made one.
        expect(joined(canonical(fresh))).toBe(joined(canonical(xml)));
        expect(parsed(fresh).eq(doc)).toBe(true);
        expect(textOf(parseMixedXml(fresh))).toBe(textOf(parseMixedXml(xml)));
        // Written anew twice, the same bytes.
        expect(docToXml(ss, rebuilt(parsed(fresh)))).toBe(fresh);
      }),
      { numRuns: 300 },
    );
  });
});
