import { describe, expect, it } from 'vitest';
import { deepLinkInArguments, deepLinkPath } from '../../../src/shared/rules/deep-link';

describe('pupitre:// deep links', () => {
  it('open the record’s screen', () => {
    expect(deepLinkPath('pupitre://article/12')).toBe('/articles/12');
    expect(deepLinkPath('pupitre://publication/7')).toBe('/publications/7/organiser');
    expect(deepLinkPath('pupitre://author/3')).toBe('/auteurs/3');
    expect(deepLinkPath('pupitre://image/104/')).toBe('/images/104');
  });

  it.each([
    'pupitre://article/0',
    'pupitre://article/012',
    'pupitre://article/-1',
    'pupitre://article/1e3',
    'pupitre://article/1234567890',
    'pupitre://article/12/modifier',
    'pupitre://article/12?x=1',
    'pupitre://article/12#x',
    'pupitre://article/%2e%2e',
    'pupitre://article/..',
    'pupitre://bundle/12',
    'pupitre://constructor/1',
    'pupitre://__proto__/1',
    'pupitre://user:pw@article/12',
    'pupitre://article:80/12',
    'PUPITRE://article/12',
    'https://article/12',
    'pupitre:article/12',
    `pupitre://article/1${'0'.repeat(300)}`,
  ])('refuse %s', (link) => {
    expect(deepLinkPath(link)).toBeNull();
  });

  it('are found among a launch’s arguments, the first good one', () => {
    expect(deepLinkInArguments(['/opt/Pupitre/pupitre', '--no-sandbox', 'pupitre://author/9'])).toBe('/auteurs/9');
    expect(deepLinkInArguments(['pupitre://author/x', 'pupitre://image/2'])).toBe('/images/2');
    expect(deepLinkInArguments(['/opt/Pupitre/pupitre', '--flag'])).toBeNull();
  });
});
