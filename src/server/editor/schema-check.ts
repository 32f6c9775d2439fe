import { SaxesParser } from 'saxes';
import type { XmlElementSpec } from '../../shared/domain/editor';
import { ARTICLE_SPECS, attributesFault, expertPartKey, shown } from '../../shared/editor/schema-rules';
import { HttpError } from '../http/errors';

/**
 * A save checked against the article schema (issue 34), after its well-formedness (well-formed.ts): the schema's
 * elements where the schema lets them stand, text only where it holds text, the schema's attributes with their
 * listed values, a renvoi's target by the renvoi dialog's rule, no processing instruction (a style sheet named in
 * the XML would be loaded by whoever opens it). Expert elements (tables, metadata: spec 2 §2.6) are the expert
 * mode's: a save outside it may keep, move or drop those the current version has, never add one. A refusal is a
 * 400 whose French message names what is refused and its line (no column: the client's malformed-XML
 * marking reads "ligne, colonne" only).
 */

/** An expert part of a document (schema-rules.ts) where it stands. */
export interface ExpertPart {
  key: string;
  name: string;
  line: number;
}

export interface SchemaReading {
  /** The first fault, with its line, or null. */
  fault: { line: number; reason: string } | null;
  expertParts: ExpertPart[];
}

/** Reads a well-formed document against the schema: its first fault, and its expert parts in document order. */
export function readAgainstSchema(xml: string): SchemaReading {
  const parser = new SaxesParser({ position: true });
  const open: XmlElementSpec[] = [];
  const expertParts: ExpertPart[] = [];
  let fault: SchemaReading['fault'] = null;
  const refuse = (reason: string) => {
    fault ??= { line: parser.line, reason };
  };
  parser.on('processinginstruction', (pi) => refuse(`l’instruction de traitement <?${shown(pi.target)}?> n’est pas acceptée.`));
  parser.on('opentag', (tag) => {
    // Without xmlns, saxes gives each attribute as its text.
    const attributes = tag.attributes as Record<string, string>;
    const parent = open.at(-1);
    const spec = ARTICLE_SPECS.get(tag.name);
    if (!spec) refuse(`l’élément <${shown(tag.name)}> n’est pas dans le schéma des articles.`);
    else if (parent ? !parent.children.includes(spec.name) : !spec.top) refuse(`<${spec.name}> n’est pas permis ${parent ? `dans <${parent.name}>` : 'comme racine'}.`);
    else {
      const wrong = attributesFault(spec, attributes);
      if (wrong) refuse(wrong);
      const key = expertPartKey(spec, attributes);
      if (key !== null) expertParts.push({ key, name: spec.name, line: parser.line });
    }
    // An unknown element is refused already: what it holds is read as if it were an element holding anything.
    open.push(spec ?? { name: tag.name, top: false, children: [...ARTICLE_SPECS.keys()], text: true, attributes: [], description: '', expert: false });
  });
  parser.on('closetag', () => {
    open.pop();
  });
  const text = (value: string) => {
    const parent = open.at(-1);
    if (parent && !parent.text && !/^[ \t\r\n]*$/.test(value)) refuse(`du texte dans <${parent.name}>, qui ne contient que des éléments.`);
  };
  parser.on('text', text);
  parser.on('cdata', text);
  parser.write(xml).close();
  return { fault, expertParts };
}

/** The first expert part of `saved` that `current` does not have as many times, or null. */
function addedExpertPart(saved: readonly ExpertPart[], current: readonly ExpertPart[]): ExpertPart | null {
  const available = new Map<string, number>();
  for (const part of current) available.set(part.key, (available.get(part.key) ?? 0) + 1);
  for (const part of saved) {
    const left = available.get(part.key) ?? 0;
    if (left === 0) return part;
    available.set(part.key, left - 1);
  }
  return null;
}

/** The expert parts of the version a save replaces; none if it cannot be read (a text kept before any check). */
function currentParts(xml: string): ExpertPart[] {
  try {
    return readAgainstSchema(xml).expertParts;
  } catch {
    return [];
  }
}

/**
 * 400 when `xml` (well-formed) is not a document of the article schema, or, outside the expert mode, adds an expert
 * part that `currentXml` (the version it replaces) does not have.
 */
export function checkArticleSchema(xml: string, expertMode: boolean, currentXml: () => string): void {
  const reading = readAgainstSchema(xml);
  if (reading.fault) throw new HttpError(400, `Enregistrement refusé (ligne ${reading.fault.line}) : ${reading.fault.reason}`);
  if (expertMode || reading.expertParts.length === 0) return;
  const added = addedExpertPart(reading.expertParts, currentParts(currentXml()));
  if (added) {
    throw new HttpError(400, `Enregistrement refusé (ligne ${added.line}) : <${added.name}> est réservé au mode expert (rôle Tl, ou kl de la revue) ; la version enregistrée ne l’a pas, il ne peut pas être ajouté ici.`);
  }
}
