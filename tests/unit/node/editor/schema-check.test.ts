import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ARTICLE_TYPES } from '../../../../src/shared/domain/publication';
import { initialXml } from '../../../../src/shared/editor/article-schema';
import { bodyXml } from '../../../../src/server/db/seed-articles';
import { readAgainstSchema } from '../../../../src/server/editor/schema-check';

/**
 * The save's schema check (issue 34) against what the server itself writes: the seeded bodies, a new document's
 * text and the import fixture pass it, so no document the server made is refused at its next save.
 */

const OWN = [
  ...ARTICLE_TYPES.map((type, index) => bodyXml(100 + index, type, `Titre <i>riche</i> n° ${index} & « guillemets »`)),
  initialXml({ id: 12, kind: 'ARTICLE', type: 'COMMENTARY', title: 'Un article neuf' }),
  initialXml({ id: 13, kind: 'BUNDLE', type: 'FOLDER', title: 'Un lot <b>neuf</b>' }),
  readFileSync('tests/fixtures/article-import.xml', 'utf8'),
];

describe('the article schema check', () => {
  it('passes every text the server writes', () => {
    for (const xml of OWN) expect(readAgainstSchema(xml).fault, xml.slice(0, 200)).toBeNull();
  });

  it('counts a table and the metadata by name, each metadata by its name and value, never a table’s rows or cells', () => {
    const parts = readAgainstSchema(
      '<article id="1"><corps><tableau><ligne><cellule>a</cellule></ligne></tableau></corps><metadonnees><meta valeur="v" nom="n"/></metadonnees></article>',
    ).expertParts.map((part) => part.key);
    expect(parts).toEqual(['tableau', 'metadonnees', 'meta [["nom","n"],["valeur","v"]]']);
  });
});
