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

/** "Wider set of four" of spec 2 §6: add article, see or download XML, edit plan, BAP. */
export const WIDER_EDITORIAL_ROLES = ['ADMIN', 'ADMIN_ARTICLES', 'MANAGER', 'PRODUCER'] as const satisfies readonly Role[];
/** "Smaller set of three", also the roles of quick search to organise and of plan saving. */
export const SMALLER_EDITORIAL_ROLES = ['ADMIN', 'ADMIN_ARTICLES', 'MANAGER'] as const satisfies readonly Role[];
/** Roles that see the export page. */
export const EXPORT_ROLES = ['ADMIN', 'MANAGER'] as const satisfies readonly Role[];
