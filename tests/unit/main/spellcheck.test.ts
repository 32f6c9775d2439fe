import { describe, expect, it } from 'vitest';
import { Menu, fakeEvent, session } from '../../support/fake-electron';
import { silentLogger, startApp, testPolicyPlace, writePolicy } from './harness';

/** Issue 26: French spell checking in the desktop app, with the suggestions in the context menu. */
describe('spell checking (src/main/spellcheck.ts)', () => {
  it('checks in French', async () => {
    await startApp();
    expect(session.defaultSession.spellCheckerLanguages).toEqual(['fr']);
  });

  it('fetches the dictionary from the mirror the administrator’s policy names, not Google’s servers', async () => {
    const mirror = 'https://dictionnaires.pupitre.example/hunspell/';
    await startApp(undefined, undefined, { policyPlace: testPolicyPlace(writePolicy({ spellCheckerDictionaryUrl: mirror })) });
    expect(session.defaultSession.dictionaryDownloadUrl).toBe(mirror);
    expect(session.defaultSession.spellCheckerLanguages).toEqual(['fr']);
  });

  it('checks nothing, and so fetches nothing, when the policy turns it off', async () => {
    await startApp(undefined, undefined, { policyPlace: testPolicyPlace(writePolicy({ spellCheckerDictionaryUrl: false })) });
    expect(session.defaultSession.spellCheckerEnabled).toBe(false);
    expect(session.defaultSession.spellCheckerLanguages).toEqual([]);
    expect(session.defaultSession.dictionaryDownloadUrl).toBeNull();
  });

  it.each([['an address over http', 'http://dictionnaires.pupitre.example/hunspell/'], ['an address without its final slash', 'https://dictionnaires.pupitre.example/hunspell']])(
    'turns it off, and says so in the log, for %s',
    async (_case, url) => {
      silentLogger.warn.mockClear();
      await startApp(undefined, undefined, { policyPlace: testPolicyPlace(writePolicy({ spellCheckerDictionaryUrl: url })) });
      expect(session.defaultSession.spellCheckerEnabled).toBe(false);
      expect(session.defaultSession.spellCheckerLanguages).toEqual([]);
      expect(silentLogger.warn).toHaveBeenCalledWith('spell checker policy refused: spell checking off', expect.stringContaining('https'));
    },
  );

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
