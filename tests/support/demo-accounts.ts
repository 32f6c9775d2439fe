/** The six demo accounts of design.md and their roles, as design.md writes them (the tests' oracle). */
export const DEMO_ACCOUNTS = {
  admin: ['ADMIN'],
  redaction: ['MANAGER_BJS', 'MANAGER_DEF', 'EDITOR_GDP', 'ADMIN_AUTHORS'],
  production: ['PRODUCER_BJS', 'PRODUCER_DEF', 'PRODUCER_GDP', 'ONLINE_BJS'],
  medias: ['ADMIN_IMAGES', 'ADMIN_ADS'],
  kyrielle: ['KYRIELLE'],
  lecteur: ['VIEWER'],
} as const;
export type DemoAccount = keyof typeof DEMO_ACCOUNTS;
