import { MENSAJE_RECURSO_NO_ENCONTRADO, MENSAJE_SIN_PERMISOS } from '@registro-lma/shared/domain';
import { ForbiddenState, NotFoundState, VolverAlInicio } from '@registro-lma/shared/ui';

/** Why a sample (or its patient) cannot be shown: no permission (403) or no such record (404). */
export function MuestraInaccesible({ estado, mensaje }: { readonly estado: 403 | 404; readonly mensaje?: string }) {
  return estado === 403 ? (
    <ForbiddenState message={mensaje ?? MENSAJE_SIN_PERMISOS} action={<VolverAlInicio />} />
  ) : (
    <NotFoundState message={mensaje ?? MENSAJE_RECURSO_NO_ENCONTRADO} action={<VolverAlInicio />} />
  );
}
