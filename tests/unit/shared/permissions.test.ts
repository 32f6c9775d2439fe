import { describe, expect, it } from 'vitest';
import { hasRole, periodicalsWithRole, rightsTable } from '../../../src/shared/rules/permissions';
import { can } from '../../../src/shared/rules/abilities';
import { ROLE_CODES } from '../../../src/shared/domain/roles';

describe('hasRole (spec 1 §6)', () => {
  it('lets KYRIELLE pass any check that lists it', () => {
    expect(hasRole(['KYRIELLE'], ['KYRIELLE'])).toBe(true);
    expect(hasRole(['KYRIELLE'], ['ADMIN', 'MANAGER', 'KYRIELLE'])).toBe(true);
    expect(hasRole(['KYRIELLE'], ['ADMIN', 'MANAGER'])).toBe(false);
  });

  it('lets ADMIN pass any check unless KYRIELLE is required without ADMIN', () => {
    expect(hasRole(['ADMIN'], ['ADMIN_AUTHORS'])).toBe(true);
    expect(hasRole(['ADMIN'], ['MANAGER'], 'BJS')).toBe(true);
    expect(hasRole(['ADMIN'], ['KYRIELLE'])).toBe(false);
    expect(hasRole(['ADMIN'], ['KYRIELLE', 'ADMIN'])).toBe(true);
    // ADMIN does not pass such a check by itself, but the roles it also holds still count.
    expect(hasRole(['ADMIN', 'MANAGER_BJS'], ['KYRIELLE', 'MANAGER'])).toBe(true);
  });

  it('passes on the plain role', () => {
    expect(hasRole(['ADMIN_AUTHORS'], ['ADMIN_AUTHORS'])).toBe(true);
    expect(hasRole(['VIEWER'], ['ADMIN_AUTHORS'])).toBe(false);
    expect(hasRole(['MANAGER'], ['MANAGER'], 'GDP')).toBe(true);
  });

  it('passes on ROLE_PERIODICAL only for that periodical when one is given', () => {
    expect(hasRole(['MANAGER_BJS'], ['MANAGER'], 'BJS')).toBe(true);
    expect(hasRole(['MANAGER_BJS'], ['MANAGER'], 'DEF')).toBe(false);
    expect(hasRole(['EDITOR_GDP'], ['MANAGER', 'EDITOR'], 'GDP')).toBe(true);
  });

  it('counts a periodical role for its role when no periodical is in context', () => {
    expect(hasRole(['MANAGER_BJS'], ['MANAGER'])).toBe(true);
    expect(hasRole(['PRODUCER_DEF'], ['MANAGER'])).toBe(false);
  });

  it('does not mistake ADMIN_ADS and friends for a periodical role of ADMIN', () => {
    expect(hasRole(['ADMIN_ADS'], ['ADMIN'])).toBe(false);
    expect(hasRole(['ADMIN_IMAGES', 'ADMIN_AUTHORS', 'ADMIN_ARTICLES'], ['ADMIN'])).toBe(false);
  });

  it('gives no administrator right to ADMIN_<periodical>-shaped roles (design.md: Tl is ADMIN alone)', () => {
    expect(hasRole(['ADMIN_BJS'], ['ADMIN'])).toBe(false);
    expect(hasRole(['ADMIN_WEB'], ['ADMIN'])).toBe(false);
    expect(hasRole(['ADMIN_BJS'], ['ADMIN', 'MANAGER'], 'BJS')).toBe(false);
    expect(can(['ADMIN_BJS'], 'page.admin')).toBe(false);
    expect(can(['ADMIN_WEB'], 'article.import')).toBe(false);
    expect(can(['ADMIN_BJS'], 'article.edit', 'BJS')).toBe(false);
    expect(periodicalsWithRole(['ADMIN_BJS'], ['ADMIN', 'MANAGER'])).toEqual([]);
  });

  it('maps the codes of spec 2 as design.md decides', () => {
    expect(ROLE_CODES.Tl).toEqual(['ADMIN']);
    expect(ROLE_CODES.wl).toEqual(['EDITOR', 'MANAGER', 'PRODUCER', 'ADMIN_ARTICLES']);
    expect(hasRole(['PRODUCER_BJS'], ROLE_CODES.kl, 'BJS')).toBe(true);
    expect(hasRole(['VIEWER'], ROLE_CODES.Ml)).toBe(true);
    expect(hasRole(['ONLINE_BJS'], ROLE_CODES.Ul, 'BJS')).toBe(true);
  });

  it('lists the periodicals a user holds a role for', () => {
    expect(periodicalsWithRole(['MANAGER_DEF', 'MANAGER_BJS', 'EDITOR_GDP', 'ADMIN_AUTHORS'], ['MANAGER'])).toEqual(['BJS', 'DEF']);
    expect(periodicalsWithRole(['ADMIN_ADS'], ['ADMIN'])).toEqual([]);
  });
});

describe('rightsTable (spec 1 §1)', () => {
  it('grants everything to admin', () => {
    const table = rightsTable(['ADMIN']);
    expect(table.sections.every((s) => s.granted)).toBe(true);
    expect(table.periodicals.map((p) => p.periodicalId)).toEqual(['BJS', 'DEF', 'GDP']);
    expect(table.periodicals.every((p) => Object.values(p.granted).every(Boolean))).toBe(true);
  });

  it('needs the exact combination for others', () => {
    const table = rightsTable(['MANAGER_BJS', 'MANAGER_DEF', 'EDITOR_GDP', 'ADMIN_AUTHORS']);
    expect(table.sections).toEqual([
      { section: 'authors', granted: true },
      { section: 'images', granted: false },
      { section: 'ads', granted: false },
      { section: 'online', granted: false },
    ]);
    expect(table.periodicals[0]).toEqual({ periodicalId: 'BJS', granted: { MANAGER: true, EDITOR: false, PRODUCER: false, ONLINE: false } });
    expect(table.periodicals[2]?.granted).toEqual({ MANAGER: false, EDITOR: true, PRODUCER: false, ONLINE: false });
  });

  it('shows the online column per periodical and the online section by the plain role', () => {
    const table = rightsTable(['ONLINE_BJS']);
    expect(table.periodicals[0]?.granted.ONLINE).toBe(true);
    expect(table.sections.find((s) => s.section === 'online')?.granted).toBe(false);
  });
});
