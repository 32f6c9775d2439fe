import { describe, expect, it } from 'vitest';
import { Menu, fakeEvent, session } from '../../support/fake-electron';
import { startApp } from './harness';

/** Issue 26: French spell checking in the desktop app, with the suggestions in the context menu. */
describe('spell checking (src/main/spellcheck.ts)', () => {
  it('checks in French', async () => {
    await startApp();
    expect(session.defaultSession.spellCheckerLanguages).toEqual(['fr']);
  });

  it('offers the suggestions for a misspelled word in an editable field, and puts the chosen one in place', async () => {
    const { window } = await startApp();
    window.webContents.emit('context-menu', fakeEvent({}), { isEditable: true, misspelledWord: 'jurisprudance', dictionarySuggestions: ['jurisprudence', 'jurisprudences'] });
    const menu = Menu.popped;
    expect(menu?.template.map((item) => item.label ?? item.type)).toEqual(['jurisprudence', 'jurisprudences', 'Ajouter au dictionnaire', 'separator', 'Couper', 'Copier', 'Coller', 'Tout sélectionner']);
    menu?.click('jurisprudence');
    expect(window.webContents.replacedMisspellings).toEqual(['jurisprudence']);
    menu?.click('Ajouter au dictionnaire');
    expect(session.defaultSession.dictionaryWords).toEqual(['jurisprudance']);
  });

  it('says when there is no suggestion, and shows no menu outside editable fields', async () => {
    const { window } = await startApp();
    window.webContents.emit('context-menu', fakeEvent({}), { isEditable: true, misspelledWord: 'xqzt', dictionarySuggestions: [] });
    expect(Menu.popped?.find('Aucune suggestion')?.enabled).toBe(false);
    Menu.popped = null;
    window.webContents.emit('context-menu', fakeEvent({}), { isEditable: false, misspelledWord: '', dictionarySuggestions: [] });
    expect(Menu.popped).toBeNull();
  });
});
