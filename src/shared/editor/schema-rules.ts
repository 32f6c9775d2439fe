import type { XmlAttributeSpec, XmlElementSpec } from '../domain/editor';
import { REFERENCE_LINK_REFUSAL, isRenvoiTarget, type RenvoiType } from '../rules/reference-link';
import { ARTICLE_XML_SCHEMA } from './article-schema';

/**
 * The article schema's rules on what a document may carry (issue 34), asked by the server of every save
 * (server/editor/schema-check.ts) and by the structured editor of every paste (structured/clipboard.ts).
 */

export const ARTICLE_SPECS: ReadonlyMap<string, XmlElementSpec> = new Map(ARTICLE_XML_SCHEMA.elements.map((element) => [element.name, element]));

/** A value quoted in a refusal: its first 60 characters. */
export const shown = (value: string) => (value.length > 60 ? `${value.slice(0, 60)}…` : value);

const allowedValue = (attribute: XmlAttributeSpec, value: string) => !attribute.values || attribute.values.includes(value);

/** Why a renvoi's target is refused (the renvoi dialog's rule, reference-link.ts), or null. */
function renvoiFault(attributes: Readonly<Record<string, string>>): string | null {
  const target = { type: (attributes['type'] ?? 'url') as RenvoiType, refid: attributes['refid'] ?? '' };
  if (isRenvoiTarget(target)) return null;
  return target.type === 'document' ? `la cible du renvoi « ${shown(target.refid)} » n’est pas un identifiant de document.` : `la cible du renvoi « ${shown(target.refid)} » est refusée. ${REFERENCE_LINK_REFUSAL}`;
}

/** Why an element's attributes are refused: a name the schema does not give it, a value it does not list, a renvoi's target. */
export function attributesFault(spec: XmlElementSpec, attributes: Readonly<Record<string, string>>): string | null {
  for (const [name, value] of Object.entries(attributes)) {
    const attribute = spec.attributes.find((one) => one.name === name);
    if (!attribute) return `l’attribut ${shown(name)} de <${spec.name}> n’est pas dans le schéma des articles.`;
    if (!allowedValue(attribute, value)) return `l’attribut ${name} de <${spec.name}> vaut « ${shown(value)} » : ${attribute.values?.join(', ') ?? ''} attendu.`;
  }
  return spec.name === 'renvoi' ? renvoiFault(attributes) : null;
}

/** Of some attributes, those the schema gives the element with a value it allows (text: any); null for a renvoi whose target is refused. */
export function schemaAttributes(spec: XmlElementSpec, attributes: Readonly<Record<string, unknown>>): Record<string, string> | null {
  const kept: Record<string, string> = {};
  for (const attribute of spec.attributes) {
    const value = attributes[attribute.name];
    if (typeof value === 'string' && allowedValue(attribute, value)) kept[attribute.name] = value;
  }
  return spec.name === 'renvoi' && renvoiFault(kept) ? null : kept;
}

const expertHolders = new Set(ARTICLE_XML_SCHEMA.elements.filter((element) => element.expert).flatMap((element) => element.children));

/**
 * An expert part of a document (spec 2 §2.6: the expert mode's to add): an expert element that no expert element
 * holds (a table, the metadata), told apart by its name; or an expert element that holds nothing (a metadata), by
 * its attributes too, its whole content. Null for any other element (a table's rows and cells are edited by all).
 */
export function expertPartKey(spec: XmlElementSpec, attributes: Readonly<Record<string, string>>): string | null {
  if (!spec.expert) return null;
  if (spec.children.length === 0 && !spec.text) return `${spec.name} ${JSON.stringify(Object.entries(attributes).sort(([a], [b]) => a.localeCompare(b)))}`;
  return expertHolders.has(spec.name) ? null : spec.name;
}
