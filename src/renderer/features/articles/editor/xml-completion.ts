import type { AttrSpec, ElementSpec } from '@codemirror/lang-xml';
import type { ArticleXmlSchema, XmlElementSpec } from '@shared/domain/editor';

/**
 * The article schema (src/shared/editor/article-schema.ts) as @codemirror/lang-xml's completion wants it. Expert-only
 * elements (spec 2 §2.6) are offered only in expert mode, and dropped from their parents' children too.
 */
export function completionSchema(schema: ArticleXmlSchema, expertMode: boolean, root: string | null): ElementSpec[] {
  const kept = schema.elements.filter((element) => expertMode || !element.expert);
  const names = new Set(kept.map((element) => element.name));
  return kept.map((element) => toElementSpec(element, names, root));
}

function toElementSpec(element: XmlElementSpec, names: ReadonlySet<string>, root: string | null): ElementSpec {
  const attributes: AttrSpec[] = element.attributes.map((attribute) => ({
    name: attribute.name,
    ...(attribute.values ? { values: attribute.values } : {}),
    completion: { detail: attribute.required ? 'obligatoire' : undefined, info: attribute.description },
  }));
  return {
    name: element.name,
    // At the top, only the document's own root (an article is <article>, a bundle <lot>).
    top: element.top && (root === null || element.name === root),
    children: element.children.filter((child) => names.has(child)),
    attributes,
    completion: { info: element.description, ...(element.expert ? { detail: 'expert' } : {}) },
  };
}
