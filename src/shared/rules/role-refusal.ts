import type { Role } from '../domain/roles';

const ROLE_LABELS: Record<Role, string> = {
  ADMIN: 'administrateur',
  ADMIN_ADS: 'administrateur des publicités',
  ADMIN_AUTHORS: 'administrateur des auteurs',
  ADMIN_IMAGES: 'administrateur des images',
  ADMIN_ARTICLES: 'administrateur des articles',
  ONLINE: 'mise en ligne',
  EDITOR: 'éditeur',
  KYRIELLE: 'kyrielle',
  MANAGER: 'manager',
  PRODUCER: 'producteur',
  VIEWER: 'lecteur',
};

/**
 * "Réservé à l’administrateur et au rôle producteur de la revue BJS." (ADMIN passes every check, permissions.ts);
 * without a periodical, the roles alone. A check that only KYRIELLE passes names it alone.
 */
export function roleRefusal(required: readonly Role[], periodicalId?: string): string {
  if (required.length === 1 && required[0] === 'KYRIELLE') return 'Réservé au rôle kyrielle.';
  const others = required.filter((role) => role !== 'ADMIN').map((role) => ROLE_LABELS[role]);
  if (others.length === 0) return 'Réservé à l’administrateur.';
  const list = others.length === 1 ? others[0] : `${others.slice(0, -1).join(', ')} ou ${others[others.length - 1]}`;
  const scope = periodicalId === undefined ? '' : ` de la revue ${periodicalId}`;
  return `Réservé à l’administrateur et ${others.length === 1 ? 'au rôle' : 'aux rôles'} ${list}${scope}.`;
}
