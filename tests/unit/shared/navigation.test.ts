import { describe, expect, it } from 'vitest';
import { usersConsoleUrl, visibleAdminEntries, visibleTabs } from '../../../src/shared/rules/navigation';
import { DEMO_ACCOUNTS } from '../../support/demo-accounts';

const ACCOUNTS = DEMO_ACCOUNTS;

describe('tabs and admin menu per role', () => {
  it.each([
    ['admin', ['author', 'image', 'ad', 'publication', 'article']],
    ['redaction', ['author', 'image', 'ad', 'article']],
    ['production', ['author', 'image', 'ad', 'article']],
    ['medias', ['author', 'image', 'ad', 'publication']],
    ['kyrielle', ['author', 'image', 'ad']],
    ['lecteur', ['author', 'image', 'ad']],
  ] as const)('%s sees its tabs', (account, tabs) => {
    expect(visibleTabs(ACCOUNTS[account])).toEqual(tabs);
  });

  it.each([
    ['admin', ['periodicalPlan', 'bundlePlans', 'referential', 'usersConsole', 'export', 'pushOnline']],
    ['redaction', ['export']],
    ['production', []],
    ['medias', []],
    ['kyrielle', ['kyrielle']],
    ['lecteur', []],
  ] as const)('%s sees its admin entries', (account, entries) => {
    expect(visibleAdminEntries(ACCOUNTS[account])).toEqual(entries);
  });

  it('builds the users console address from the base and realm', () => {
    expect(usersConsoleUrl('http://127.0.0.1:4310/', 'pupitre')).toBe('http://127.0.0.1:4310/admin/pupitre/console/');
  });
});
