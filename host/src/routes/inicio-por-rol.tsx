import type { ReactNode } from 'react';
import { Navigate } from '@registro-lma/shared/router';
import { inicioDe } from '@registro-lma/shared/routes';
import { useSession } from '@registro-lma/shared/session';
import { HOME_PATH } from './route-table';

/** `/` for a role whose home is elsewhere (the laboratory's and the biobank's worklists) goes there. */
export function InicioPorRol({ children }: { readonly children: ReactNode }) {
  const inicio = useSession((state) => inicioDe(state.usuario?.rol));
  return inicio === HOME_PATH ? children : <Navigate to={inicio} replace />;
}
