import { MENSAJE_SIN_PERMISOS } from '@registro-lma/shared/domain';
import { StatusPage } from './status-page';

export const TITULO_ACCESO_DENEGADO = 'Acceso denegado';

/** G17, the same text the API sends with a 403. */
export function ForbiddenPage() {
  return (
    <StatusPage code="Error 403" title={TITULO_ACCESO_DENEGADO}>
      {MENSAJE_SIN_PERMISOS}
    </StatusPage>
  );
}
