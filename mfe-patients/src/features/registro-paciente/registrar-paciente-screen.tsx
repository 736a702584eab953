import { useCallback, useState } from 'react';
import { useLocation, useParams } from '@registro-lma/shared/router';
import Alert from '@mui/material/Alert';
import { bloqueoPorEstado, type HospitalSelect, type Paciente, type UsuarioSesion } from '@registro-lma/shared/domain';
import { useSession } from '@registro-lma/shared/session';
import { claveBorrador, ErrorState, ForbiddenState, LoadingState, useRemoteData, type CambiosRegistro, type OpcionCampo, ScreenLayout, VolverAlInicio } from '@registro-lma/shared/ui';
import { PacienteInaccesible } from '../../comun/paciente-inaccesible-state';
import { listarHospitalesSelect, obtenerPaciente } from '../../comun/pacientes.resource';
import { puedeRegistrarPacientes, puedeTrasladar } from '../../comun/paciente-policy';
import { FormularioPaciente } from './paciente-form';
import { valoresAlta, valoresEdicion } from './paciente-mapper';

function opcionesCentro(hospitales: readonly HospitalSelect[], paciente: Paciente | null): OpcionCampo[] {
  // The patient's own centre stays offered even when it is not among the user's (or no longer active).
  const todos = paciente === null || hospitales.some((h) => h.hospital_id === paciente.hospital_id) ? hospitales : [...hospitales, paciente.hospital];
  return todos.map((hospital) => ({ valor: hospital.hospital_id, etiqueta: `${hospital.codigo} · ${hospital.nombre}` }));
}

/** The centres a user registers patients in: their own; an ADMIN, any active centre. */
function useCentros(usuario: UsuarioSesion | null) {
  const esAdmin = usuario !== null && puedeTrasladar(usuario.rol);
  const cargar = useCallback(() => (esAdmin ? listarHospitalesSelect() : Promise.resolve(usuario?.hospitales ?? [])), [esAdmin, usuario]);
  return useRemoteData(cargar);
}

function RegistroPaciente({ usuario }: { readonly usuario: UsuarioSesion | null }) {
  const { id } = useParams();
  const { pathname } = useLocation();
  const pacienteId = id === undefined ? null : Number(id);
  const centros = useCentros(usuario);
  const cargarPaciente = useCallback(() => (pacienteId === null ? Promise.resolve(null) : obtenerPaciente(pacienteId)), [pacienteId]);
  const paciente = useRemoteData(cargarPaciente);
  const [escritoAntes, setEscritoAntes] = useState<CambiosRegistro | null>(null);

  if (paciente.status === 403) return <ForbiddenState message="No tiene permisos para editar este paciente." action={<VolverAlInicio />} />;
  if (paciente.status === 404 || Number.isNaN(pacienteId)) return <PacienteInaccesible estado={404} />;

  const titulo = paciente.data ? `Editar paciente ${paciente.data.upn}` : pacienteId === null ? 'Registrar paciente' : 'Editar paciente';
  const fallo = paciente.error !== null ? paciente : centros.error !== null ? centros : null;
  if (fallo !== null) {
    return (
      <ScreenLayout titulo={titulo}>
        <ErrorState message={fallo.error ?? undefined} onRetry={fallo.reload} />
      </ScreenLayout>
    );
  }
  if (paciente.loading || centros.data === null || (pacienteId !== null && paciente.data === null)) {
    return (
      <ScreenLayout titulo={titulo}>
        <LoadingState />
      </ScreenLayout>
    );
  }

  const bloqueo = paciente.data ? bloqueoPorEstado(paciente.data.estado) : null;
  if (bloqueo !== null) {
    return (
      <ScreenLayout titulo={titulo}>
        <Alert severity="warning">{bloqueo}</Alert>
      </ScreenLayout>
    );
  }

  return (
    <ScreenLayout titulo={titulo}>
      <FormularioPaciente
        // A reload after a conflict starts the form again from the fresh record.
        key={paciente.loads}
        paciente={paciente.data}
        inicial={paciente.data ? valoresEdicion(paciente.data) : valoresAlta(centros.data)}
        centros={opcionesCentro(centros.data, paciente.data)}
        centroEditable={paciente.data === null || (usuario !== null && puedeTrasladar(usuario.rol))}
        claveBorrador={usuario === null ? null : claveBorrador(usuario.usuario_id, pathname)}
        escritoAntes={escritoAntes}
        onConflicto={(cambios) => {
          setEscritoAntes(cambios);
          paciente.reload();
        }}
      />
    </ScreenLayout>
  );
}

/** `/registrar-paciente` (new) and `/registrar-paciente/{id}` (edit): the patient registration form. */
export function RegistrarPacienteScreen() {
  const usuario = useSession((estado) => estado.usuario);
  if (usuario !== null && !puedeRegistrarPacientes(usuario.rol)) {
    return <ForbiddenState message="No tiene permisos para registrar ni editar pacientes." action={<VolverAlInicio />} />;
  }
  return <RegistroPaciente usuario={usuario} />;
}
