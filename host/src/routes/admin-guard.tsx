import type { ReactNode } from 'react';
import { useSession } from '@registro-lma/shared/session';
import { ForbiddenPage } from '../errors/forbidden-page';

/** Guard `auth-admin`: the administration screens (and their remote code) only for ADMIN. */
export function AdminGuard({ children }: { children: ReactNode }) {
  const esAdmin = useSession((state) => state.usuario?.rol === 'ADMIN');
  return esAdmin ? children : <ForbiddenPage />;
}
