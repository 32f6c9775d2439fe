import { describe, expect, it } from 'vitest';
import { ARTICLE_XML_SCHEMA } from '../../../src/shared/editor/article-schema';
import { completionSchema } from '../../../src/renderer/features/articles/editor/xml-completion';

/** The XML view's completion comes from the schema the document view is built from (issue 33: pictures, renvois to documents). */
describe('the XML view’s completion', () => {
  it('offers a picture where blocks go, with its attributes, and both kinds of renvoi', () => {
    const specs = completionSchema(ARTICLE_XML_SCHEMA, false, 'article');
    const of = (name: string) => specs.find((spec) => spec.name === name);
    for (const parent of ['corps', 'section', 'presentation']) expect(of(parent)?.children).toContain('image');
    expect(of('para')?.children).not.toContain('image');
    expect(of('image')?.attributes?.map((attribute) => (typeof attribute === 'string' ? attribute : attribute.name))).toEqual(['ref', 'legende']);
    const type = of('renvoi')?.attributes?.find((attribute) => typeof attribute !== 'string' && attribute.name === 'type');
    expect(typeof type === 'string' ? null : type?.values).toEqual(['url', 'document']);
  });
});
