import type { ReactNode } from 'react';
import type { Rol } from '@registro-lma/shared/domain';
import { useSession } from '@registro-lma/shared/session';
import { ForbiddenPage } from '../errors/forbidden-page';

export interface RoleGuardProps {
  /** The roles the route is for; anyone else gets the 403 page and the remote's code is never loaded. */
  readonly roles: readonly Rol[];
  readonly children: ReactNode;
}

/** A route's guard: its screen only for the roles of its `guard` in the route table. */
export function RoleGuard({ roles, children }: RoleGuardProps) {
  const permitido = useSession((state) => state.usuario !== null && roles.includes(state.usuario.rol));
  return permitido ? children : <ForbiddenPage />;
}
