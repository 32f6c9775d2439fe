import type { Node as PmNode } from 'prosemirror-model';
import { ARTICLE_XML_SCHEMA } from '../../../src/shared/editor/article-schema';
import { structuredSchema } from '../../../src/renderer/features/articles/editor/structured/pm-schema';
import { xmlToDoc } from '../../../src/renderer/features/articles/editor/structured/xml-document';

/** The structured editor's schema for the client's article schema, as the editor builds it. */
export const ss = structuredSchema(ARTICLE_XML_SCHEMA);

/** The document of an XML text the editor can show (`root`: the root element it must have, or null for any). */
export function docOf(xml: string, root: string | null = null): PmNode {
  const result = xmlToDoc(ss, xml, root);
  if (!result.ok) throw new Error(result.reason);
  return result.doc;
}
