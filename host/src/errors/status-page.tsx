import type { ReactNode } from 'react';
import { Link as RouterLink } from '@registro-lma/shared/router';
import { HOME_PATH } from '../routes/route-table';

export const ENLACE_VOLVER_INICIO = 'Volver al inicio';

interface StatusPageProps {
  code: string;
  title: string;
  children: ReactNode;
}

/** The common look of the 404 and 403 pages: status code, title, explanation and the way back home. */
export function StatusPage({ code, title, children }: StatusPageProps) {
  return (
    <section className="tarjeta aviso" aria-labelledby="status-page-title">
      <span className="tarjeta-codigo">{code}</span>
      <h1 id="status-page-title">{title}</h1>
      <p>{children}</p>
      <RouterLink className="boton" to={HOME_PATH}>
        {ENLACE_VOLVER_INICIO}
      </RouterLink>
    </section>
  );
}
