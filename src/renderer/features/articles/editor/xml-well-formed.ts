import { SaxesParser } from 'saxes';

/** The first fault of a document that is not well-formed XML: where (1-based line and column) and why. */
export interface XmlFault {
  line: number;
  column: number;
  message: string;
}

/**
 * Well-formedness as the server checks it before a save (saxes, no DOCTYPE, the document's own root), run in
 * the page so that a fault is marked at its line before anything is sent. Answers the first fault, or null.
 * saxes stops at the first error: one fault is what the gutter shows, as the server's 400 names one.
 */
export function findXmlFault(xml: string, root: string | null): XmlFault | null {
  const parser = new SaxesParser({ position: true });
  let first: string | undefined;
  let fault: XmlFault | null = null;
  const at = (message: string): XmlFault => ({ line: parser.line, column: Math.max(parser.column, 1), message });
  parser.on('doctype', () => {
    fault ??= at('les déclarations DOCTYPE ne sont pas acceptées.');
  });
  parser.on('opentag', (tag) => {
    if (first !== undefined) return;
    first = tag.name;
    if (root !== null && tag.name !== root) fault ??= at(`l’élément racine doit être <${root}>, pas <${tag.name}>.`);
  });
  parser.on('error', (error) => {
    // saxes prefixes its message with "file:line:column: "; the position is kept apart.
    fault ??= at(inFrench(error.message.replace(/^(?:[^:]*:)?\d+:\d+: /, '')));
  });
  parser.write(xml).close();
  if (fault) return fault;
  if (first === undefined) return { line: 1, column: 1, message: 'le document n’a pas d’élément racine.' };
  return null;
}

/** saxes speaks English: its usual messages in French, any other kept as it is. */
const FRENCH: readonly [RegExp, string][] = [
  [/^unexpected close tag/, 'balise fermante inattendue.'],
  [/^unclosed tag: (.*)$/, 'balise non fermée : $1.'],
  [/^document must contain a root element/, 'le document n’a pas d’élément racine.'],
  [/^text data outside of root node/, 'du texte hors de l’élément racine.'],
  [/^disallowed character in tag name/, 'caractère interdit dans un nom de balise.'],
  [/^disallowed character in attribute name/, 'caractère interdit dans un nom d’attribut.'],
  [/^unquoted attribute value/, 'valeur d’attribut sans guillemets.'],
  [/^duplicate attribute: (.*)$/, 'attribut en double : $1.'],
  [/^unterminated entity/, 'entité non terminée.'],
  [/^undefined entity: (.*)$/, 'entité inconnue : $1.'],
  [/^unexpected end/, 'fin de document inattendue.'],
];
function inFrench(message: string): string {
  for (const [pattern, french] of FRENCH) if (pattern.test(message)) return message.replace(pattern, french).replace(/\.\.$/, '.');
  return message;
}

/** The line and column the server's 400 names ("XML mal formé, ligne 12, colonne 4 : …"), if it does. */
export function faultOfServerMessage(message: string): XmlFault | null {
  const match = /ligne (\d+), colonne (\d+)\s*:\s*(.*)$/s.exec(message);
  if (!match) return null;
  return { line: Number(match[1]), column: Number(match[2]), message: match[3] ?? message };
}
