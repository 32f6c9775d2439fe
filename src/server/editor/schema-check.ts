import { SaxesParser, type SaxesTagPlain } from 'saxes';
import type { XmlElementSpec } from '../../shared/domain/editor';
import { ARTICLE_XML_SCHEMA } from '../../shared/editor/article-schema';
import { REFERENCE_LINK_REFUSAL, isRenvoiTarget, type RenvoiType } from '../../shared/rules/reference-link';
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

const SPECS = new Map(ARTICLE_XML_SCHEMA.elements.map((element) => [element.name, element]));

/** An expert part of a document: an outermost expert element (by its name) or an expert leaf (by its attributes too: its content). */
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

const shown = (value: string) => (value.length > 60 ? `${value.slice(0, 60)}…` : value);

function attributeFault(spec: XmlElementSpec, attributes: Readonly<Record<string, string>>): string | null {
  for (const [name, value] of Object.entries(attributes)) {
    const attribute = spec.attributes.find((one) => one.name === name);
    if (!attribute) return `l’attribut ${name} de <${spec.name}> n’est pas dans le schéma des articles.`;
    if (attribute.values && !attribute.values.includes(value)) return `l’attribut ${name} de <${spec.name}> vaut « ${shown(value)} » : ${attribute.values.join(', ')} attendu.`;
  }
  if (spec.name === 'renvoi') {
    const target = { type: (attributes['type'] ?? 'url') as RenvoiType, refid: attributes['refid'] ?? '' };
    if (!isRenvoiTarget(target)) {
      return target.type === 'document' ? `la cible du renvoi « ${shown(target.refid)} » n’est pas un identifiant de document.` : `la cible du renvoi « ${shown(target.refid)} » est refusée. ${REFERENCE_LINK_REFUSAL}`;
    }
  }
  return null;
}

const isLeaf = (spec: XmlElementSpec) => spec.children.length === 0 && !spec.text;

const partKey = (spec: XmlElementSpec, attributes: Readonly<Record<string, string>>) =>
  isLeaf(spec) ? `${spec.name} ${JSON.stringify(Object.entries(attributes).sort(([a], [b]) => a.localeCompare(b)))}` : spec.name;

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
  parser.on('opentag', (tag: SaxesTagPlain) => {
    const parent = open.at(-1);
    const spec = SPECS.get(tag.name);
    if (!spec) refuse(`l’élément <${shown(tag.name)}> n’est pas dans le schéma des articles.`);
    else if (parent ? !parent.children.includes(spec.name) : !spec.top) refuse(`<${spec.name}> n’est pas permis ${parent ? `dans <${parent.name}>` : 'comme racine'}.`);
    else {
      const wrong = attributeFault(spec, tag.attributes);
      if (wrong) refuse(wrong);
      if (spec.expert && (!parent?.expert || isLeaf(spec))) expertParts.push({ key: partKey(spec, tag.attributes), name: spec.name, line: parser.line });
    }
    // An unknown element is refused already: what it holds is read as if it were an element holding anything.
    open.push(spec ?? { name: tag.name, top: false, children: [...SPECS.keys()], text: true, attributes: [], description: '', expert: false });
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
