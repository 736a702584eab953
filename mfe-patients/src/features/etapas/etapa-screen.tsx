import { useCallback, useEffect, useMemo } from 'react';
import { useLocation } from '@registro-lma/shared/router';
import Alert from '@mui/material/Alert';
import {
  bloqueoPorEstado,
  deCatalogoEditable,
  etapaConCatalogosVigentes,
  type CatalogoEditable,
  type DefinicionEtapa,
  type UsuarioSesion,
} from '@registro-lma/shared/domain';
import { ErrorState, LoadingState, precargarCampoFecha, ScreenLayout, useCatalogosVigentes, useRemoteData } from '@registro-lma/shared/ui';
import { CabeceraPaciente } from '../../comun/paciente-header';
import { EnlaceFichaPaciente } from '../../comun/ficha-paciente-link';
import { ConsultasPacienteProvider } from '../../comun/consultas/consultas-paciente-provider';
import { PacienteInaccesible } from '../../comun/paciente-inaccesible-state';
import { obtenerPaciente } from '../../comun/pacientes.resource';
import { obtenerResumenEtapas } from '../../comun/resumen-etapas.resource';
import { usePacienteDeRuta } from '../../comun/use-paciente-de-ruta';
import { BloqueEtapa } from './etapa-section';
import { CambiosPendientesProvider } from './cambios-pendientes-provider';
import { DocumentosEtapa } from './documentos-etapa-link';
import { obtenerRegistrosEtapa, obtenerResultadosNgs } from './etapas.resource';

/** A stage shown on a screen, with its own heading when it follows another (e.g. the rescue lines under relapse). */
export interface BloquePantalla {
  readonly etapa: DefinicionEtapa;
  readonly titulo?: string;
}

export interface EtapaScreenProps {
  /** The stages of the screen, in order: the first one names it. */
  readonly bloques: readonly [BloquePantalla, ...BloquePantalla[]];
}

/** The ⚙ catalogues stage fields name: trials and the LMA-FLOW risk groups. */
const CATALOGOS_ETAPAS: readonly CatalogoEditable[] = ['ensayo', 'riesgo_lma_flow'];
const NINGUNO: readonly CatalogoEditable[] = [];

const conCatalogosEditables = (etapa: DefinicionEtapa) => [...etapa.campos, ...(etapa.subtabla?.campos ?? [])].some(deCatalogoEditable);

interface EtapasPacienteProps extends EtapaScreenProps {
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
  const conCampoNgs = bloques.some(({ etapa }) => etapa.campos.some((campo) => campo.kind === 'enum' && campo.referencia === 'muestra_ngs'));
  const ngs = useRemoteData(useCallback(() => obtenerResultadosNgs(pacienteId, conCampoNgs), [pacienteId, conCampoNgs]));
  const cargas = [paciente, resumen, registros, ngs];
  const titulo = bloques[0].etapa.titulo;
  const vigentes = useCatalogosVigentes(bloques.some(({ etapa }) => conCatalogosEditables(etapa)) ? CATALOGOS_ETAPAS : NINGUNO);
  const etapas = useMemo(() => bloques.map(({ etapa }) => etapaConCatalogosVigentes(etapa, vigentes)), [bloques, vigentes]);

  if (cargas.some((carga) => carga.status === 403)) return <PacienteInaccesible estado={403} />;
  if (paciente.status === 404) return <PacienteInaccesible estado={404} />;
  const fallo = cargas.find((carga) => carga.error !== null);
  if (fallo !== undefined) {
    return (
      <ScreenLayout titulo={titulo}>
        <ErrorState message={fallo.error ?? undefined} onRetry={fallo.reload} />
      </ScreenLayout>
    );
  }
  if (paciente.data === null || resumen.data === null || registros.data === null || ngs.data === null) {
    return (
      <ScreenLayout titulo={titulo}>
        <LoadingState />
      </ScreenLayout>
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
  const { data: resultadosNgs } = ngs;
  return (
    <CambiosPendientesProvider>
      <ConsultasPacienteProvider pacienteId={pacienteId}>
        <ScreenLayout titulo={titulo}>
          <CabeceraPaciente
            paciente={paciente.data}
            nivelTitulo="h2"
            acciones={<EnlaceFichaPaciente pacienteId={pacienteId} />}
          />
          <DocumentosEtapa etapa={bloques[0].etapa.id} />
          {bloqueo && <Alert severity="warning">{bloqueo}</Alert>}
          {bloques.map((bloque, indice) => (
            <BloqueEtapa
              key={bloque.etapa.id}
              etapa={etapas[indice] ?? bloque.etapa}
              titulo={bloque.titulo}
              pacienteId={pacienteId}
              registros={porBloque[indice] ?? []}
              resumen={datosResumen}
              usuario={usuario}
              admiteDatos={bloqueo === null}
              ruta={pathname}
              onCambiado={recargar}
              resultadosNgs={resultadosNgs}
            />
          ))}
        </ScreenLayout>
      </ConsultasPacienteProvider>
    </CambiosPendientesProvider>
  );
}

/** A clinical stage screen (`/diagnostico/{id}`, `/recaida/{id}`…): the patient, then each stage's record or rows. */
export function EtapaScreen({ bloques }: EtapaScreenProps) {
  const { rechazo, pacienteId, usuario } = usePacienteDeRuta();
  if (rechazo !== null) return rechazo;
  return <EtapasPaciente key={pacienteId} pacienteId={pacienteId} bloques={bloques} usuario={usuario} />;
}
