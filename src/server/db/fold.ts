/**
 * What pupitre_fold() (migration 002) folds, for the SQL that defines it and for the code that must know a
 * term's folded form before it reaches the database (the title-fragment tally's key, migration 018).
 */

/** Accented letters folded by pupitre_fold(), each to its base letter (ligatures are replaced before). */
export const ACCENTED = 'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖØòóôõöøÙÚÛÜùúûüÝŸýÿ';
export const BASE = 'AAAAAAaaaaaaCcEEEEeeeeIIIIiiiiNnOOOOOOooooooUUUUuuuuYYyy';
/** Typographic apostrophe to the plain one; hyphens and no-break spaces to spaces (Saint-Étienne ~ saint etienne). */
export const PUNCTUATION_FROM = '’‘-‐–—\u00a0\u202f';
export const PUNCTUATION_TO = `''${' '.repeat(6)}`;
/** Replaced before the accents, in this order. */
export const LIGATURES: readonly (readonly [string, string])[] = [
  ['Œ', 'OE'],
  ['œ', 'oe'],
  ['Æ', 'AE'],
  ['æ', 'ae'],
  ['ß', 'ss'],
];

const LIGATURE = new Map(LIGATURES);

/**
 * pupitre_fold(term) when the term is letters and digits that fold to ASCII ones only (a–z, 0–9), as the
 * database would fold it; null for any other character (a space, a mark, a letter the fold keeps as it is).
 */
export function foldedAsciiWord(term: string): string | null {
  let folded = '';
  for (const character of term) {
    const accented = ACCENTED.indexOf(character);
    if (/^[0-9A-Za-z]$/.test(character)) folded += character;
    else if (accented >= 0) folded += BASE.charAt(accented);
    else if (LIGATURE.has(character)) folded += LIGATURE.get(character);
    else return null;
  }
  return folded.toLowerCase();
}
