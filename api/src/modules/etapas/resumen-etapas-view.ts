import {
  ETAPAS,
  estadoDeEtapa,
  motivoEtapaNoDisponible,
  type EstadoEtapa,
  type EstadoFormulario,
  type EtapaId,
  type ExpedientePaciente,
  type Registro,
  type ResumenEtapas,
} from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { cargarExpediente, filasDeClave } from '../../db/expediente';
import { TABLAS_ETAPAS } from '../../db/etapa-registry';

/** The stored records of one stage in the patient's history. */
export function registrosDeEtapa(expediente: ExpedientePaciente, id: EtapaId): readonly Registro[] {
  const { expediente: clave, lineaRescate } = TABLAS_ETAPAS[id].etapa;
  const filas = filasDeClave(expediente, clave);
  return lineaRescate === undefined ? filas : filas.filter((fila) => fila.rr_linea === lineaRescate);
}

/** Every stage's status for the patient view's timeline, why a stage cannot start yet, and the history the forms' rules read. */
export async function resumenEtapas(db: Database, pacienteId: number): Promise<ResumenEtapas> {
  const expediente = await cargarExpediente(db, pacienteId);
  const estados = {} as Record<EtapaId, EstadoEtapa>;
  const noDisponibles: Partial<Record<EtapaId, string>> = {};
  for (const { id } of ETAPAS) {
    const registros = registrosDeEtapa(expediente, id);
    estados[id] = estadoDeEtapa(registros.map((fila) => fila.estado_formulario as EstadoFormulario));
    const motivo = registros.length === 0 ? motivoEtapaNoDisponible(id, expediente) : null;
    if (motivo !== null) noDisponibles[id] = motivo;
  }
  return { estados, no_disponibles: noDisponibles, expediente };
}
