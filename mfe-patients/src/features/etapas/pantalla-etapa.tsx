import { useCallback, useEffect, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useParams } from '@registro-lma/shared/router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { bloqueoPorEstado, type DefinicionEtapa, type UsuarioSesion } from '@registro-lma/shared/domain';
import { useSession } from '@registro-lma/shared/session';
import { ErrorState, ForbiddenState, LoadingState, NotFoundState, precargarCampoFecha, useRemoteData } from '@registro-lma/shared/ui';
import { CabeceraPaciente } from '../../comun/cabecera-paciente';
import { obtenerPaciente } from '../../comun/pacientes.resource';
import { puedeVerPacientes } from '../../comun/permisos-paciente';
import { obtenerResumenEtapas } from '../../comun/resumen-etapas.resource';
import { VolverAlInicio } from '../../comun/volver-al-inicio';
import { BloqueEtapa } from './bloque-etapa';
import { CambiosPendientesProvider } from './cambios-pendientes';
import { obtenerRegistrosEtapa } from './etapas.resource';

/** A stage shown on a screen, with its own heading when it follows another (e.g. the rescue lines under relapse). */
export interface BloquePantalla {
  readonly etapa: DefinicionEtapa;
  readonly titulo?: string;
}

export interface PantallaEtapaProps {
  /** The stages of the screen, in order: the first one names it. */
  readonly bloques: readonly [BloquePantalla, ...BloquePantalla[]];
}

const MENSAJE_SIN_PERMISOS = 'No tiene permisos para ver este paciente.';

function Pantalla({ titulo, children }: { readonly titulo: string; readonly children: ReactNode }) {
  return (
    <Stack component="section" spacing={3} aria-labelledby="pantalla-etapa-titulo">
      <Typography id="pantalla-etapa-titulo" variant="h4" component="h1">
        {titulo}
      </Typography>
      {children}
    </Stack>
  );
}

interface EtapasPacienteProps extends PantallaEtapaProps {
  readonly pacienteId: number;
  readonly usuario: UsuarioSesion | null;
}

function EtapasPaciente({ pacienteId, bloques, usuario }: EtapasPacienteProps) {
  const { pathname } = useLocation();
  // Every stage form has dates: its picker is fetched while the records load.
  useEffect(precargarCampoFecha, []);
  // The patient, the stages' summary and every stage's records are read at once.
  const paciente = useRemoteData(useCallback(() => obtenerPaciente(pacienteId), [pacienteId]));
  const resumen = useRemoteData(useCallback(() => obtenerResumenEtapas(pacienteId), [pacienteId]));
  const registros = useRemoteData(useCallback(() => Promise.all(bloques.map(({ etapa }) => obtenerRegistrosEtapa(pacienteId, etapa))), [pacienteId, bloques]));
  const cargas = [paciente, resumen, registros];
  const titulo = bloques[0].etapa.titulo;

  if (cargas.some((carga) => carga.status === 403)) return <ForbiddenState message={MENSAJE_SIN_PERMISOS} action={<VolverAlInicio />} />;
  if (paciente.status === 404) return <NotFoundState message="Paciente no encontrado." action={<VolverAlInicio />} />;
  const fallo = cargas.find((carga) => carga.error !== null);
  if (fallo !== undefined) {
    return (
      <Pantalla titulo={titulo}>
        <ErrorState message={fallo.error ?? undefined} onRetry={fallo.reload} />
      </Pantalla>
    );
  }
  if (paciente.data === null || resumen.data === null || registros.data === null) {
    return (
      <Pantalla titulo={titulo}>
        <LoadingState />
      </Pantalla>
    );
  }

  const recargar = () => {
    paciente.reload();
    resumen.reload();
    registros.reload();
  };
  const bloqueo = bloqueoPorEstado(paciente.data.estado);
  const { data: datosResumen } = resumen;
  const { data: porBloque } = registros;
  return (
    <CambiosPendientesProvider>
      <Pantalla titulo={titulo}>
        <CabeceraPaciente
          paciente={paciente.data}
          nivelTitulo="h2"
          acciones={
            <Button component={RouterLink} to={`/paciente/${pacienteId}`} variant="outlined">
              Ver ficha del paciente
            </Button>
          }
        />
        {bloqueo && <Alert severity="warning">{bloqueo}</Alert>}
        {bloques.map((bloque, indice) => (
          <BloqueEtapa
            key={bloque.etapa.id}
            etapa={bloque.etapa}
            titulo={bloque.titulo}
            pacienteId={pacienteId}
            registros={porBloque[indice] ?? []}
            resumen={datosResumen}
            usuario={usuario}
            admiteDatos={bloqueo === null}
            ruta={pathname}
            onCambiado={recargar}
          />
        ))}
      </Pantalla>
    </CambiosPendientesProvider>
  );
}

/** A clinical stage screen (`/diagnostico/{id}`, `/recaida/{id}`…): the patient, then each stage's record or rows. */
export function PantallaEtapa({ bloques }: PantallaEtapaProps) {
  const { id } = useParams();
  const usuario = useSession((estado) => estado.usuario);
  const pacienteId = Number(id);
  if (usuario !== null && !puedeVerPacientes(usuario.rol)) return <ForbiddenState message={MENSAJE_SIN_PERMISOS} action={<VolverAlInicio />} />;
  if (!Number.isInteger(pacienteId) || pacienteId <= 0) return <NotFoundState message="Paciente no encontrado." action={<VolverAlInicio />} />;
  return <EtapasPaciente key={pacienteId} pacienteId={pacienteId} bloques={bloques} usuario={usuario} />;
}
