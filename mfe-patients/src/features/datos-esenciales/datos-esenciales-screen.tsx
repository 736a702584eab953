import { useCallback } from 'react';
import { bloqueoPorEstado, ROLES_EDITAR_ETAPA } from '@registro-lma/shared/domain';
import { useSession } from '@registro-lma/shared/session';
import { ErrorState, LoadingState, useRemoteData, ScreenLayout } from '@registro-lma/shared/ui';
import { CabeceraPaciente } from '../../comun/paciente-header';
import { EnlaceFichaPaciente } from '../../comun/ficha-paciente-link';
import { obtenerPaciente } from '../../comun/pacientes.resource';
import { PacienteInaccesible } from '../../comun/paciente-inaccesible-state';
import { usePacienteDeRuta } from '../../comun/use-paciente-de-ruta';
import { obtenerDatosIniciales } from './datos-esenciales.resource';
import { FormularioDatosEsenciales } from './datos-esenciales-form';
import { ResumenCompletitud } from './completitud-summary';

const TITULO = 'Datos esenciales';
function DatosEsenciales({ pacienteId }: { readonly pacienteId: number }) {
  const usuario = useSession((estado) => estado.usuario);
  const paciente = useRemoteData(useCallback(() => obtenerPaciente(pacienteId), [pacienteId]));
  const datos = useRemoteData(useCallback(() => obtenerDatosIniciales(pacienteId), [pacienteId]));

  if (paciente.status === 403 || datos.status === 403) return <PacienteInaccesible estado={403} />;
  if (paciente.status === 404 || datos.status === 404) return <PacienteInaccesible estado={404} />;
  const fallo = [paciente, datos].find((carga) => carga.error !== null);
  if (fallo !== undefined) {
    return (
      <ScreenLayout titulo={TITULO}>
        <ErrorState message={fallo.error ?? undefined} onRetry={fallo.reload} />
      </ScreenLayout>
    );
  }
  if (paciente.data === null || datos.data === null) {
    return (
      <ScreenLayout titulo={TITULO}>
        <LoadingState />
      </ScreenLayout>
    );
  }
  const editable = usuario !== null && ROLES_EDITAR_ETAPA.includes(usuario.rol) && bloqueoPorEstado(paciente.data.estado) === null;
  return (
    <ScreenLayout titulo={TITULO}>
      <CabeceraPaciente
        paciente={paciente.data}
        nivelTitulo="h2"
        acciones={<EnlaceFichaPaciente pacienteId={pacienteId} />}
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
    </ScreenLayout>
  );
}

/** `/datos-esenciales/{id}`: the registry's minimum data set of a patient (data-dictionary §3.2). */
export function DatosEsencialesScreen() {
  const { rechazo, pacienteId } = usePacienteDeRuta();
  if (rechazo !== null) return rechazo;
  return <DatosEsenciales key={pacienteId} pacienteId={pacienteId} />;
}
