import { MENSAJE_PACIENTE_NO_ENCONTRADO, MENSAJE_SIN_PERMISOS_PACIENTE } from '@registro-lma/shared/domain';
import { ForbiddenState, NotFoundState, VolverAlInicio } from '@registro-lma/shared/ui';

/** Why a patient's screen cannot be shown: the user may not see the patient (403), or there is no such patient (404). */
export function PacienteInaccesible({ estado }: { readonly estado: 403 | 404 }) {
  return estado === 403 ? (
    <ForbiddenState message={MENSAJE_SIN_PERMISOS_PACIENTE} action={<VolverAlInicio />} />
  ) : (
    <NotFoundState message={MENSAJE_PACIENTE_NO_ENCONTRADO} action={<VolverAlInicio />} />
  );
}
