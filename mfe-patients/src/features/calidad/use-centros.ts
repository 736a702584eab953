import { useCallback } from 'react';
import type { HospitalSelect, UsuarioSesion } from '@registro-lma/shared/domain';
import { useRemoteData } from '@registro-lma/shared/ui';
import { listarHospitalesSelect } from '../../comun/pacientes.resource';
import { veTodosLosCentros } from '../../comun/paciente-policy';

const NINGUNO: readonly HospitalSelect[] = [];

/** The centres the user may filter by: every one for the monitors, its own for the clinician. */
export function useCentros(usuario: UsuarioSesion | null): readonly HospitalSelect[] {
  const todos = usuario !== null && veTodosLosCentros(usuario.rol);
  const centros = useRemoteData(useCallback(() => (todos ? listarHospitalesSelect() : Promise.resolve(usuario?.hospitales ?? [])), [todos, usuario]));
  return centros.data ?? NINGUNO;
}
