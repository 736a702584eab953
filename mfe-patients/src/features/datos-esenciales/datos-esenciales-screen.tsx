import { useCallback, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from '@registro-lma/shared/router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { bloqueoPorEstado, ROLES_EDITAR_ETAPA } from '@registro-lma/shared/domain';
import { useSession } from '@registro-lma/shared/session';
import { ErrorState, ForbiddenState, LoadingState, NotFoundState, useRemoteData } from '@registro-lma/shared/ui';
import { CabeceraPaciente } from '../../comun/cabecera-paciente';
import { obtenerPaciente } from '../../comun/pacientes.resource';
import { puedeVerPacientes } from '../../comun/permisos-paciente';
import { VolverAlInicio } from '../../comun/volver-al-inicio';
import { obtenerDatosIniciales } from './datos-esenciales.resource';
import { FormularioDatosEsenciales } from './formulario-datos-esenciales';
import { ResumenCompletitud } from './resumen-completitud';

const TITULO = 'Datos esenciales';
const MENSAJE_SIN_PERMISOS = 'No tiene permisos para ver este paciente.';

function Pantalla({ children }: { readonly children: ReactNode }) {
  return (
    <Stack component="section" spacing={3} aria-labelledby="datos-esenciales-titulo">
      <Typography id="datos-esenciales-titulo" variant="h4" component="h1">
        {TITULO}
      </Typography>
      {children}
    </Stack>
  );
}

function DatosEsenciales({ pacienteId }: { readonly pacienteId: number }) {
  const usuario = useSession((estado) => estado.usuario);
  const paciente = useRemoteData(useCallback(() => obtenerPaciente(pacienteId), [pacienteId]));
  const datos = useRemoteData(useCallback(() => obtenerDatosIniciales(pacienteId), [pacienteId]));

  if (paciente.status === 403 || datos.status === 403) return <ForbiddenState message={MENSAJE_SIN_PERMISOS} action={<VolverAlInicio />} />;
  if (paciente.status === 404 || datos.status === 404) return <NotFoundState message="Paciente no encontrado." action={<VolverAlInicio />} />;
  const fallo = [paciente, datos].find((carga) => carga.error !== null);
  if (fallo !== undefined) {
    return (
      <Pantalla>
        <ErrorState message={fallo.error ?? undefined} onRetry={fallo.reload} />
      </Pantalla>
    );
  }
  if (paciente.data === null || datos.data === null) {
    return (
      <Pantalla>
        <LoadingState />
      </Pantalla>
    );
  }
  const editable = usuario !== null && ROLES_EDITAR_ETAPA.includes(usuario.rol) && bloqueoPorEstado(paciente.data.estado) === null;
  return (
    <Pantalla>
      <CabeceraPaciente
        paciente={paciente.data}
        nivelTitulo="h2"
        acciones={
          <Button component={RouterLink} to={`/paciente/${pacienteId}`} variant="outlined">
            Ver ficha del paciente
          </Button>
        }
      />
      <ResumenCompletitud datos={datos.data} />
      <FormularioDatosEsenciales
        // A fresh data set (after a save or a conflict) starts the form again.
        key={datos.loads}
        pacienteId={pacienteId}
        datos={datos.data}
        editable={editable}
        onRecargar={() => {
          paciente.reload();
          datos.reload();
        }}
      />
    </Pantalla>
  );
}

/** `/datos-esenciales/{id}`: the registry's minimum data set of a patient (data-dictionary §3.2). */
export function DatosEsencialesScreen() {
  const { id } = useParams();
  const usuario = useSession((estado) => estado.usuario);
  const pacienteId = Number(id);
  if (usuario !== null && !puedeVerPacientes(usuario.rol)) return <ForbiddenState message={MENSAJE_SIN_PERMISOS} action={<VolverAlInicio />} />;
  if (!Number.isInteger(pacienteId) || pacienteId <= 0) return <NotFoundState message="Paciente no encontrado." action={<VolverAlInicio />} />;
  return <DatosEsenciales key={pacienteId} pacienteId={pacienteId} />;
}
