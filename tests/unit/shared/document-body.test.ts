import { describe, expect, it } from 'vitest';
import { replaceDocumentBody } from '../../../src/shared/rules/document-body';

const ARTICLE = '<?xml version="1.0" encoding="UTF-8"?>\n<article id="7">\n  <titre>Titre</titre>\n  <corps>\n    <para>Ancien</para>\n  </corps>\n  <notes/>\n</article>\n';

describe('replaceDocumentBody (Word import)', () => {
  it('replaces the body of an article and keeps its title and notes', () => {
    expect(replaceDocumentBody(ARTICLE, 'ARTICLE', '  <para>Nouveau</para>\n  <para>Suite</para>')).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<article id="7">\n  <titre>Titre</titre>\n  <corps>\n    <para>Nouveau</para>\n    <para>Suite</para>\n  </corps>\n  <notes/>\n</article>\n',
    );
  });

  it('fills an empty body element, and adds a body where there is none', () => {
    expect(replaceDocumentBody('<article id="7"><corps/></article>', 'ARTICLE', '  <para>A</para>')).toBe('<article id="7"><corps>\n    <para>A</para>\n  </corps></article>');
    expect(replaceDocumentBody('<lot id="8">\n  <titre>Lot</titre>\n</lot>', 'BUNDLE', '  <para>A</para>')).toBe(
      '<lot id="8">\n  <titre>Lot</titre>\n  <presentation>\n    <para>A</para>\n  </presentation>\n</lot>',
    );
  });

  it('keeps a replacement text with $ signs as it is', () => {
    expect(replaceDocumentBody(ARTICLE, 'ARTICLE', "  <para>Coût : 10 $' et $&</para>")).toContain("<para>Coût : 10 $' et $&</para>");
  });

  it('answers null for a text that is not a document of this kind', () => {
    expect(replaceDocumentBody('<lot id="8"></lot>', 'ARTICLE', '<para>A</para>')).toBeNull();
  });
});
