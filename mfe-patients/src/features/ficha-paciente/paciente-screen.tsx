import { useCallback, useState } from 'react';
import { Link as RouterLink } from '@registro-lma/shared/router';
import { RUTAS } from '@registro-lma/shared/routes';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { bloqueoPorEstado, estadosAlcanzables, type Paciente, type Rol } from '@registro-lma/shared/domain';
import { ErrorState, LoadingState, useRemoteData } from '@registro-lma/shared/ui';
import { CabeceraPaciente } from '../../comun/paciente-header';
import { obtenerPaciente } from '../../comun/pacientes.resource';
import { obtenerResumenEtapas } from '../../comun/resumen-etapas.resource';
import { PacienteInaccesible } from '../../comun/paciente-inaccesible-state';
import { puedeRegistrarPacientes, puedeVerHistorial } from '../../comun/paciente-policy';
import { usePacienteDeRuta } from '../../comun/use-paciente-de-ruta';
import { CambioEstadoDialog } from './cambio-estado-dialog';
import { etapasDePaciente } from './etapas-paciente-view';
import { HistorialPaciente } from './historial-paciente-section';
import { LineaEtapas } from './linea-etapas-section';
import { ConsultasPaciente } from './consultas-paciente-section';
import { MuestrasPaciente } from './muestras-paciente-section';

interface AccionesFichaProps {
  readonly paciente: Paciente;
  readonly rol: Rol | undefined;
  readonly onCambiarEstado: () => void;
}

function AccionesFicha({ paciente, rol, onCambiarEstado }: AccionesFichaProps) {
  const editable = rol !== undefined && puedeRegistrarPacientes(rol);
  const bloqueo = bloqueoPorEstado(paciente.estado);
  const cambiaEstado = rol !== undefined && estadosAlcanzables(paciente.estado, rol).length > 0;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      <Button component={RouterLink} to={RUTAS.datosEsenciales.href({ id: paciente.paciente_id })}>
        Datos esenciales
      </Button>
      {cambiaEstado && (
        <Button variant="outlined" onClick={onCambiarEstado}>
          Cambiar estado
        </Button>
      )}
      {editable &&
        (bloqueo === null ? (
          <Button component={RouterLink} to={RUTAS.editarPaciente.href({ id: paciente.paciente_id })} variant="contained">
            Editar
          </Button>
        ) : (
          <Tooltip title={bloqueo}>
            <span>
              <Button variant="contained" disabled>
                Editar
              </Button>
            </span>
          </Tooltip>
        ))}
    </Stack>
  );
}

function FichaPaciente({ pacienteId, rol }: { readonly pacienteId: number; readonly rol: Rol | undefined }) {
  const cargar = useCallback(() => obtenerPaciente(pacienteId), [pacienteId]);
  const cargarEtapas = useCallback(() => obtenerResumenEtapas(pacienteId), [pacienteId]);
  const paciente = useRemoteData(cargar);
  const etapas = useRemoteData(cargarEtapas);
  const [cambiandoEstado, setCambiandoEstado] = useState(false);

  if (paciente.status === 403 || paciente.status === 404) return <PacienteInaccesible estado={paciente.status} />;
  if (paciente.error !== null) return <ErrorState message={paciente.error} onRetry={paciente.reload} />;
  if (paciente.data === null) return <LoadingState message="Cargando el paciente…" />;

  const datos = paciente.data;
  const cerrarYRecargar = () => {
    setCambiandoEstado(false);
    paciente.reload();
  };
  return (
    <Stack spacing={3}>
      <CabeceraPaciente paciente={datos} acciones={<AccionesFicha paciente={datos} rol={rol} onCambiarEstado={() => setCambiandoEstado(true)} />} />
      <LineaEtapas
        etapas={etapasDePaciente(datos.paciente_id, etapas.data)}
        aviso={etapas.error !== null && <ErrorState message={etapas.error} onRetry={etapas.reload} />}
      />
      <MuestrasPaciente pacienteId={datos.paciente_id} rol={rol} />
      <ConsultasPaciente pacienteId={datos.paciente_id} />
      {rol !== undefined && puedeVerHistorial(rol) && <HistorialPaciente key={datos.version} pacienteId={datos.paciente_id} centro={datos.hospital} />}
      {cambiandoEstado && rol !== undefined && (
        <CambioEstadoDialog paciente={datos} rol={rol} onCerrar={() => setCambiandoEstado(false)} onCambiado={cerrarYRecargar} onRecargar={cerrarYRecargar} />
      )}
    </Stack>
  );
}

/** `/paciente/{id}`: the patient's header and actions, its stages, samples and change history. */
export function PacienteScreen() {
  const { rechazo, pacienteId, usuario } = usePacienteDeRuta();
  if (rechazo !== null) return rechazo;
  return <FichaPaciente pacienteId={pacienteId} rol={usuario?.rol} />;
}
