/** Roles of spec 1 §6. Periodical roles are `${Role}_${periodicalId}` (MANAGER_BJS). */
export const ROLES = [
  'ADMIN',
  'ADMIN_ADS',
  'ADMIN_AUTHORS',
  'ADMIN_IMAGES',
  'ADMIN_ARTICLES',
  'ONLINE',
  'EDITOR',
  'KYRIELLE',
  'MANAGER',
  'PRODUCER',
  'VIEWER',
] as const;
export type Role = (typeof ROLES)[number];

/** Short role codes of spec 2, decided in design.md ("The role codes of specification 2"). */
export const ROLE_CODES = {
  Tl: ['ADMIN'],
  Nl: ['ADMIN_ADS'],
  Dl: ['ADMIN_IMAGES'],
  Bl: ['ADMIN_ARTICLES'],
  _l: ['MANAGER'],
  kl: ['PRODUCER'],
  Ll: ['EDITOR'],
  wl: ['EDITOR', 'MANAGER', 'PRODUCER', 'ADMIN_ARTICLES'],
  Ml: ['VIEWER', 'EDITOR', 'MANAGER', 'PRODUCER', 'ADMIN_ARTICLES'],
  Ul: ['ONLINE'],
} as const satisfies Record<string, readonly Role[]>;
export type RoleCode = keyof typeof ROLE_CODES;

// Who may do what, with these codes: src/shared/rules/abilities.ts.
