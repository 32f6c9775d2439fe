import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { ABILITIES, ABILITY_NAMES, abilityRefusal, can, rolesOf, type Ability } from '../../../src/shared/rules/abilities';
import { ARTICLE_ACTION_ROLES } from '../../../src/shared/rules/article-workflow';
import { ADMIN_ENTRIES, TABS } from '../../../src/shared/rules/navigation';
import { PUBLICATION_ACTION_ROLES } from '../../../src/shared/rules/publication-workflow';
import { DEMO_ACCOUNTS } from '../../support/demo-accounts';
import { sourceFiles } from '../../support/source-files';

/**
 * The abilities table against spec 1 §6 and spec 2 §6, read with the role codes of design.md (Tl ADMIN,
 * Nl ADMIN_ADS, Dl ADMIN_IMAGES, Bl ADMIN_ARTICLES, _l MANAGER, kl PRODUCER, Ll EDITOR, wl the four
 * editorial roles, Ml VIEWER or any editorial role, Ul ONLINE).
 */

const WIDER = ['ADMIN', 'ADMIN_ARTICLES', 'MANAGER', 'PRODUCER'];
const SMALLER = ['ADMIN', 'ADMIN_ARTICLES', 'MANAGER'];
const ML = ['VIEWER', 'EDITOR', 'MANAGER', 'PRODUCER', 'ADMIN_ARTICLES'];

/** What each ability's roles are, as the specs say them (the order is the refusal's wording). */
const SPEC: Record<Ability, [roles: string[], scoped: boolean]> = {
  'author.manage': [['ADMIN', 'ADMIN_AUTHORS'], false],
  'author.manageImages': [['ADMIN', 'ADMIN_AUTHORS', 'ADMIN_IMAGES'], false],
  'image.manage': [['ADMIN', 'ADMIN_IMAGES'], false],
  'ad.manage': [['ADMIN', 'ADMIN_ADS'], false],
  'page.articleList': [['ADMIN', 'EDITOR', 'PRODUCER', 'MANAGER', 'ADMIN_ARTICLES'], false],
  'page.publicationList': [['ADMIN', 'ADMIN_IMAGES', 'ADMIN_ARTICLES'], false],
  'page.adminMenu': [['ADMIN', 'MANAGER', 'KYRIELLE'], false],
  'page.admin': [['ADMIN'], false],
  'page.export': [['ADMIN', 'MANAGER'], true],
  kyrielle: [['KYRIELLE'], false],
  'article.read': [['ADMIN', ...ML], true],
  'article.create': [WIDER, true],
  'article.anyType': [['ADMIN', 'ADMIN_ADS', 'ADMIN_AUTHORS', 'ADMIN_IMAGES', 'ADMIN_ARTICLES', 'KYRIELLE'], false],
  'article.copy': [WIDER, true],
  'article.bap': [WIDER, true],
  'article.removeBap': [SMALLER, true],
  'article.generatePlacard': [SMALLER, true],
  'article.unlockPlacard': [['ADMIN'], true],
  'article.pushOnline': [['ONLINE'], true],
  'article.move': [['ADMIN', 'ADMIN_ARTICLES', 'MANAGER', 'EDITOR'], true],
  'article.delete': [['ADMIN', 'ADMIN_ARTICLES', 'MANAGER', 'EDITOR'], true],
  'article.frontCover': [['ADMIN', 'ADMIN_ARTICLES', 'MANAGER', 'EDITOR'], true],
  'article.edit': [['ADMIN', 'EDITOR', 'MANAGER', 'PRODUCER', 'ADMIN_ARTICLES'], true],
  'article.editLocked': [['ADMIN'], true],
  'article.xml': [WIDER, true],
  'article.viewPlacard': [ML, true],
  'article.import': [['ADMIN'], false],
  'editor.expertMode': [['ADMIN', 'PRODUCER'], true],
  'bundle.create': [SMALLER, true],
  'bundle.edit': [SMALLER, true],
  'bundle.bap': [SMALLER, true],
  'bundle.addArticle': [SMALLER, true],
  'bundle.delete': [['ADMIN'], false],
  'bundle.editStructure': [['ADMIN'], false],
  'bundle.editPublished': [['ADMIN'], true],
  'publication.edit': [SMALLER, true],
  'publication.import': [['ADMIN', 'ADMIN_ARTICLES'], true],
  'publication.generatePlacard': [SMALLER, true],
  'publication.generatePrinterPdf': [['PRODUCER'], true],
  'publication.bat': [['PRODUCER'], true],
  'publication.cancelPrinterPdf': [['PRODUCER'], true],
  'publication.unlockPlacard': [['ADMIN'], true],
  'publication.close': [['PRODUCER'], true],
  'publication.bapAll': [SMALLER, true],
  'publication.viewPdf': [ML, true],
  'plan.save': [SMALLER, true],
  'plan.open': [WIDER, true],
  'plan.administrate': [['ADMIN'], false],
  'quickSearch.organise': [SMALLER, false],
  'admin.referential': [['ADMIN'], false],
  'admin.pushOnline': [['ADMIN'], false],
  'admin.bundlePlans': [['ADMIN'], false],
  'admin.jouve': [['ADMIN'], false],
  'export.authors': [['ADMIN', 'MANAGER'], true],
  'export.references': [['ADMIN', 'MANAGER'], true],
  'export.publication': [['ADMIN'], false],
};

const ACCOUNTS = DEMO_ACCOUNTS;

describe('the abilities table', () => {
  it.each(ABILITY_NAMES)('%s has the roles the specs give', (ability) => {
    const [roles, scoped] = SPEC[ability];
    expect([...ABILITIES[ability].roles]).toEqual(roles);
    expect(ABILITIES[ability].scoped).toBe(scoped);
  });

  it('names every ability of the specs, and no other', () => {
    expect([...ABILITY_NAMES].sort()).toEqual(Object.keys(SPEC).sort());
  });

  it.each([
    ['admin', 'article.import', undefined, true],
    ['redaction', 'article.import', undefined, false],
    ['admin', 'kyrielle', undefined, false],
    ['kyrielle', 'kyrielle', undefined, true],
    ['kyrielle', 'page.adminMenu', undefined, true],
    ['redaction', 'bundle.delete', undefined, false],
    ['redaction', 'bundle.edit', 'BJS', true],
    ['redaction', 'bundle.edit', 'GDP', false],
    ['production', 'bundle.edit', 'BJS', false],
    ['redaction', 'article.xml', 'GDP', false],
    ['production', 'article.xml', 'GDP', true],
    ['medias', 'article.read', 'BJS', false],
    ['medias', 'page.publicationList', undefined, true],
    ['lecteur', 'article.read', 'GPL', true],
    ['production', 'publication.close', 'BJS', true],
    ['redaction', 'publication.close', 'BJS', false],
    ['redaction', 'page.export', 'DEF', true],
    ['redaction', 'page.export', 'GDP', false],
    ['production', 'article.pushOnline', 'BJS', true],
    ['production', 'article.pushOnline', 'DEF', false],
  ] as const)('%s: %s on %s is %s', (account, ability, periodical, expected) => {
    expect(can(ACCOUNTS[account], ability, periodical)).toBe(expected);
  });

  it('checks a scoped ability without a periodical as "held for some periodical"', () => {
    expect(can(['MANAGER_BJS'], 'plan.save')).toBe(true);
    expect(can(['EDITOR_BJS'], 'plan.save')).toBe(false);
  });

  it('says its refusal in French, with the periodical when the ability is scoped', () => {
    expect(abilityRefusal('article.import')).toBe('Réservé à l’administrateur.');
    expect(abilityRefusal('publication.close', 'BJS')).toBe('Réservé à l’administrateur et au rôle producteur de la revue BJS.');
    expect(abilityRefusal('bundle.edit', 'GDP')).toBe('Réservé à l’administrateur et aux rôles administrateur des articles ou manager de la revue GDP.');
    expect(abilityRefusal('kyrielle')).toBe('Réservé au rôle kyrielle.');
    expect(abilityRefusal('image.manage', 'BJS')).toBe('Réservé à l’administrateur et au rôle administrateur des images.');
  });

  it('is where the older lists read their roles', () => {
    expect(ARTICLE_ACTION_ROLES.xml).toBe(rolesOf('article.xml'));
    expect(PUBLICATION_ACTION_ROLES.close).toBe(rolesOf('publication.close'));
    expect(TABS.find((t) => t.section === 'article')?.roles).toBe(rolesOf('page.articleList'));
    expect(ADMIN_ENTRIES.find((e) => e.id === 'kyrielle')?.roles).toBe(rolesOf('kyrielle'));
  });
});

/** Every .ts and .tsx file under a folder. */
/** A role of spec 1 §6, plain or for a periodical (MANAGER_BJS). */
const ROLE_WORD = /^(ADMIN|MANAGER|EDITOR|PRODUCER|VIEWER|ONLINE|KYRIELLE)(_[A-Z]+)?$/;

describe('no list of roles outside the table', () => {
  it('finds no array of roles written in src but the table, the roles themselves, the rights table of spec 1 §1 and the demo accounts', async () => {
    const allowed = new Set(['src/shared/rules/abilities.ts', 'src/shared/domain/roles.ts', 'src/shared/rules/permissions.ts', 'src/server/db/seed-data.ts']);
    const found: string[] = [];
    for (const path of await sourceFiles('src')) {
      if (allowed.has(path)) continue;
      const text = await readFile(path, 'utf8');
      // An array literal of quoted words, every one a role (a list of version origins that holds 'EDITOR' is none).
      for (const match of text.matchAll(/\[\s*'(?:ADMIN|MANAGER|EDITOR|PRODUCER|VIEWER|ONLINE|KYRIELLE)(?:_[A-Z]+)?'(?:\s*,\s*'[A-Z_]+')*\s*,?\s*\]/g)) {
        const words = match[0].match(/'[A-Z_]+'/g) ?? [];
        if (words.every((word) => ROLE_WORD.test(word.slice(1, -1)))) found.push(`${path}: ${match[0]}`);
      }
    }
    expect(found).toEqual([]);
  });
});
