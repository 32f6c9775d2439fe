/**
 * The publication-id filter's mask (issue 13): a code of two parts of 3 alphanumerics each; the second
 * part is typed only once the first is filled, and clearing the first clears the second.
 */

export interface PublicationCode {
  first: string;
  second: string;
}

export const CODE_PART_LENGTH = 3;

/** What a part keeps of the typed text: letters and digits, upper-cased, 3 at most (the rest ignored). */
export function codePart(typed: string): string {
  return typed
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, CODE_PART_LENGTH);
}

export const secondPartEnabled = (code: PublicationCode) => code.first.length === CODE_PART_LENGTH;

export function withFirst(code: PublicationCode, typed: string): PublicationCode {
  const first = codePart(typed);
  // A first part no longer complete takes the second with it.
  return { first, second: first.length === CODE_PART_LENGTH ? code.second : '' };
}

export function withSecond(code: PublicationCode, typed: string): PublicationCode {
  return secondPartEnabled(code) ? { ...code, second: codePart(typed) } : code;
}

/** "ABC-123", or the first part alone while the second is empty; '' when nothing is typed. */
export function formatCode(code: PublicationCode): string {
  return code.second ? `${code.first}-${code.second}` : code.first;
}

export function parseCode(text: string): PublicationCode {
  const [first = '', second = ''] = text.split('-');
  return withSecond(withFirst({ first: '', second: '' }, first), second);
}

/**
 * The ids the search receives (publicationIdFilter holds numbers): a complete code whose six characters
 * are digits is that number; anything else filters nothing yet.
 */
export function codeToPublicationIds(code: PublicationCode): number[] {
  const whole = `${code.first}${code.second}`;
  return whole.length === 2 * CODE_PART_LENGTH && /^\d+$/.test(whole) && Number(whole) > 0 ? [Number(whole)] : [];
}

/** What the mask dropped of a typed text: its characters other than letters and digits, once each. */
export function droppedCharacters(typed: string): string {
  return [...new Set(typed.replace(/[A-Za-z0-9]/g, ''))].join('');
}

/**
 * What the mask says instead of ignoring in silence (issue 25): characters it dropped, or a code with letters,
 * which filters the search only through the GDA publication chosen among its proposals. Null: nothing to say.
 */
export function codeNotice(code: PublicationCode, dropped: string, publicationChosen: boolean): string | null {
  if (dropped.trim() !== '') return `Caractère ignoré : « ${dropped.trim()} ». Le code de publication ne prend que des lettres et des chiffres.`;
  if (!publicationChosen && /[A-Z]/.test(`${code.first}${code.second}`)) {
    return 'Un code contenant des lettres ne filtre pas la recherche à lui seul : choisissez l’une des publications GDA proposées.';
  }
  return null;
}
