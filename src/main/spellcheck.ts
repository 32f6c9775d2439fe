import { Menu, type ContextMenuParams, type MenuItemConstructorOptions, type Session, type WebContents } from 'electron';
import { isSecureWebUrl } from '../shared/rules/urls';
import type { PolicyRead } from './policy-file';

/**
 * French spell checking (issue 26: the structured editor, and every field of the app): Electron's
 * dictionary in French, and the context menu of an editable field with its suggestions, in French.
 */

export const SPELL_CHECKER_LANGUAGES = ['fr'];

/**
 * Where Electron fetches its Hunspell dictionary (Linux and Windows; macOS checks with its own): Google's servers,
 * unless the administrator's policy (src/main/policy-file.ts) says `"spellCheckerDictionaryUrl": "https://…/"`
 * (the publisher's mirror of the hunspell_dictionaries.zip each Electron release publishes) or `false` (no
 * spell checking, nothing fetched). A policy that cannot be trusted, or another value, turns it off too: the
 * administrator meant something other than Google's servers.
 */
export type DictionarySource = { from: 'default' } | { from: 'mirror'; url: string } | { from: 'off'; refused?: string };

export function dictionarySource(policy: PolicyRead): DictionarySource {
  if (!policy.ok) return { from: 'off', refused: policy.message };
  const value = policy.content?.['spellCheckerDictionaryUrl'];
  if (value === undefined || value === null) return { from: 'default' };
  if (value === false) return { from: 'off' };
  if (typeof value === 'string' && value.startsWith('https://') && value.endsWith('/') && isSecureWebUrl(value)) return { from: 'mirror', url: value };
  return { from: 'off', refused: 'spellCheckerDictionaryUrl doit être false ou une adresse https finissant par /, sans identifiants.' };
}

export function installSpellChecker(ses: Session, source: DictionarySource): void {
  if (source.from === 'off') return ses.setSpellCheckerEnabled(false);
  // Before the languages: setting them starts the download.
  if (source.from === 'mirror') ses.setSpellCheckerDictionaryDownloadURL(source.url);
  ses.setSpellCheckerLanguages(SPELL_CHECKER_LANGUAGES);
}

/** What the menu offers for an editable field: the suggestions for a misspelled word, then cut, copy, paste. */
export function spellingMenuTemplate(contents: WebContents, params: Pick<ContextMenuParams, 'misspelledWord' | 'dictionarySuggestions'>): MenuItemConstructorOptions[] {
  const items: MenuItemConstructorOptions[] = [];
  if (params.misspelledWord) {
    for (const word of params.dictionarySuggestions) items.push({ label: word, click: () => contents.replaceMisspelling(word) });
    if (items.length === 0) items.push({ label: 'Aucune suggestion', enabled: false });
    items.push({ label: 'Ajouter au dictionnaire', click: () => contents.session.addWordToSpellCheckerDictionary(params.misspelledWord) });
    items.push({ type: 'separator' });
  }
  items.push({ role: 'cut', label: 'Couper' }, { role: 'copy', label: 'Copier' }, { role: 'paste', label: 'Coller' }, { role: 'selectAll', label: 'Tout sélectionner' });
  return items;
}

/** The context menu of the window's editable fields. */
export function showSpellingMenu(contents: WebContents): void {
  contents.on('context-menu', (_event, params) => {
    if (!params.isEditable) return;
    Menu.buildFromTemplate(spellingMenuTemplate(contents, params)).popup();
  });
}
