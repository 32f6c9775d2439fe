import { Menu, type ContextMenuParams, type MenuItemConstructorOptions, type Session, type WebContents } from 'electron';

/**
 * French spell checking (issue 26: the structured editor, and every field of the app): Electron's
 * dictionary in French, and the context menu of an editable field with its suggestions, in French.
 */

export const SPELL_CHECKER_LANGUAGES = ['fr'];

export function installSpellChecker(ses: Session): void {
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
