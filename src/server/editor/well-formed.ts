import { SaxesParser } from 'saxes';
import { HttpError } from '../http/errors';

/**
 * The editor's save is checked as well-formed XML before it is kept (issue 11), with saxes like the
 * imports (publications/xml.ts), but over the whole document whatever its size (5 MB at most) and with no
 * tree built. No DOCTYPE (hence no entity); the root must be the document's own (article or lot). A
 * refusal is a 400 whose French message starts with the line and column, which the editor marks.
 */
export function checkWellFormed(xml: string, root: string): void {
  const parser = new SaxesParser({ position: true });
  let first: string | undefined;
  const fault = (message: string) => new HttpError(400, `XML mal formé, ligne ${parser.line}, colonne ${Math.max(parser.column, 1)} : ${message}`);
  parser.on('doctype', () => {
    throw fault('les déclarations DOCTYPE ne sont pas acceptées.');
  });
  parser.on('opentag', (tag) => {
    if (first !== undefined) return;
    first = tag.name;
    if (tag.name !== root) throw fault(`l’élément racine doit être <${root}>, pas <${tag.name}>.`);
  });
  try {
    parser.write(xml).close();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // saxes prefixes its message with "file:line:column: ", said here in French.
    const detail = (error instanceof Error ? error.message : String(error)).replace(/^(?:[^:]*:)?\d+:\d+: /, '');
    throw fault(`${detail}.`.replace(/\.\.$/, '.'));
  }
  if (first === undefined) throw new HttpError(400, 'XML mal formé, ligne 1, colonne 1 : le document n’a pas d’élément racine.');
}
