import type { ReactNode } from 'react';
import type { Role } from '@shared/domain/roles';
import { useHasRole } from '../features/auth/useAuth';
import { AccessDeniedPage } from './AccessDeniedPage';

/** Page-level guard: the page for users holding one of the roles (rules/permissions), else "Accès refusé". */
export function RequireRoles({ roles, children }: { roles: readonly Role[] | null | undefined; children: ReactNode }) {
  const allowed = useHasRole(roles ?? [], undefined);
  if (roles && !allowed) return <AccessDeniedPage />;
  return <>{children}</>;
}
