import type { ReactElement } from 'react';
import type { UsuarioSesion } from '@registro-lma/shared/domain';
import { useParams } from '@registro-lma/shared/router';
import { useSession } from '@registro-lma/shared/session';
import { PacienteInaccesible } from './paciente-inaccesible-state';
import { puedeVerPacientes } from './paciente-policy';

type PacienteDeRuta =
  | { readonly rechazo: ReactElement; readonly pacienteId: null; readonly usuario: UsuarioSesion | null }
  | { readonly rechazo: null; readonly pacienteId: number; readonly usuario: UsuarioSesion | null };

/**
 * The patient of a `/…/{id}` screen, before anything is read: a role without access to patients gets the 403 page,
 * an id that cannot name a patient the 404 one (the API says the rest once the patient is read).
 */
export function usePacienteDeRuta(): PacienteDeRuta {
  const { id } = useParams();
  const usuario = useSession((estado) => estado.usuario);
  const pacienteId = Number(id);
  if (usuario !== null && !puedeVerPacientes(usuario.rol)) return { rechazo: <PacienteInaccesible estado={403} />, pacienteId: null, usuario };
  if (!Number.isInteger(pacienteId) || pacienteId <= 0) return { rechazo: <PacienteInaccesible estado={404} />, pacienteId: null, usuario };
  return { rechazo: null, pacienteId, usuario };
}
