import { eq, sql } from 'drizzle-orm';
import {
  CAMPOS_MUESTRA,
  codigosDesactivados,
  ESTADOS_MUESTRA_EDITABLE,
  MENSAJE_CAMBIO_ESTADO_NO_PERMITIDO,
  MENSAJE_MUESTRA_NO_EDITABLE,
  transicionMuestraPermitida,
  validarMuestra,
  type EstadoMuestra,
  type Muestra,
  type MuestraDatos,
} from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { muestra } from '../../db/schema';
import { ApiError, invalidInput, notFound } from '../../platform/api-errors';
import type { Autor } from '../../platform/auditoria-commands';
import type { Auditar } from '../../platform/auditoria-repository';
import { updateVersioned } from '../../platform/versioned-update-commands';
import { actualizarDerivadosPaciente } from '../../db/desenlace-paciente';
import type { PacienteEnAlcance } from '../../platform/alcance/paciente-scope';
import { exigirPacienteAdmiteMuestras } from './admision-muestra-validator';
import { codigoMuestra, siguienteNumeroMuestra } from './codigo-muestra-generator';
import { contextoMuestra } from './contexto-muestra-queries';
import type { MuestraEnAlcance } from '../../platform/alcance/muestra-scope';
import { cargarMuestra } from './muestra-queries';

export const TABLA_MUESTRA = 'muestra';

/** The sample as it is after a change, read in the change's transaction. */
export async function releerMuestra(tx: Database, muestraId: number): Promise<Muestra> {
  const vista = await cargarMuestra(tx, muestraId);
  if (vista === null) throw notFound();
  return vista;
}

export async function auditarMuestra(
  auditar: Auditar,
  accion: 'CREAR' | 'MODIFICAR' | 'CAMBIO_ESTADO',
  antes: Muestra | null,
  despues: Muestra,
  motivo?: string | null,
): Promise<void> {
  await auditar({
    tabla: TABLA_MUESTRA,
    registro_id: despues.muestra_id,
    accion,
    antes,
    despues,
    motivo: motivo ?? null,
    paciente_id: despues.paciente.paciente_id,
  });
}

/**
 * Every field and rule of §5.1 against the patient and the ⚙ catalogues in force; a deactivated code only where the
 * sample already had it (`anteriores`). 400 naming each field otherwise.
 */
async function validada(tx: Database, pacienteId: number, datos: unknown, anteriores: Muestra['datos'] | null): Promise<{ datos: MuestraDatos; avisos: Record<string, string> }> {
  const contexto = await contextoMuestra(tx, pacienteId);
  const resultado = validarMuestra(datos, contexto);
  if (!resultado.ok) throw invalidInput(resultado.errores);
  const desactivados = codigosDesactivados(CAMPOS_MUESTRA, resultado.data, anteriores, contexto.catalogos ?? {});
  if (Object.keys(desactivados).length > 0) throw invalidInput(desactivados);
  return { datos: resultado.data, avisos: resultado.avisos };
}

/** Recording the shipment date is what sends a sample (catalogues.md §45); removing it would undo a shipment. */
function estadoTrasGuardar(actual: EstadoMuestra, datos: MuestraDatos): EstadoMuestra {
  const destino: EstadoMuestra = datos.fecha_envio === null ? 'REGISTRADA' : 'ENVIADA';
  if (destino === actual) return actual;
  if (!transicionMuestraPermitida(actual, destino)) throw new ApiError(400, MENSAJE_CAMBIO_ESTADO_NO_PERMITIDO);
  return destino;
}

/**
 * Registers a sample of a patient in the caller's transaction: G18, every rule, the next code of the patient, the
 * state (REGISTRADA, or ENVIADA when the shipment date is already known) and the audit row.
 */
export async function crearMuestra(tx: Database, paciente: PacienteEnAlcance, entrada: unknown, autor: Autor, auditar: Auditar): Promise<Muestra> {
  exigirPacienteAdmiteMuestras(paciente.estado);
  const { datos, avisos } = await validada(tx, paciente.paciente_id, entrada, null);
  const numero = await siguienteNumeroMuestra(tx, paciente.paciente_id);
  const [creada] = await tx
    .insert(muestra)
    .values({
      ...datos,
      paciente_id: paciente.paciente_id,
      codigo_muestra: codigoMuestra(paciente.upn, numero),
      estado: estadoTrasGuardar('REGISTRADA', datos),
      avisos,
      creado_por: autor.usuario_id,
      modificado_por: autor.usuario_id,
    })
    .returning({ muestra_id: muestra.muestra_id });
  if (creada === undefined) throw new Error('El alta de la muestra no devolvió identificador.');
  await actualizarDerivadosPaciente(tx, paciente.paciente_id);
  const despues = await releerMuestra(tx, creada.muestra_id);
  await auditarMuestra(auditar, 'CREAR', null, despues);
  return despues;
}

/** Edits a sample still before the laboratory (REGISTRADA or ENVIADA) with the version read (409 if stale). */
export async function modificarMuestra(tx: Database, actual: MuestraEnAlcance, entrada: { version: number; datos: unknown }, autor: Autor, auditar: Auditar): Promise<Muestra> {
  exigirPacienteAdmiteMuestras(actual.paciente_estado);
  if (!ESTADOS_MUESTRA_EDITABLE.includes(actual.estado)) throw new ApiError(400, MENSAJE_MUESTRA_NO_EDITABLE);
  const antes = await releerMuestra(tx, actual.muestra_id);
  const { datos, avisos } = await validada(tx, actual.paciente_id, entrada.datos, antes.datos);
  const estado = estadoTrasGuardar(actual.estado, datos);
  await updateVersioned(tx, {
    table: muestra,
    idColumn: muestra.muestra_id,
    id: actual.muestra_id,
    version: entrada.version,
    values: { ...datos, estado, avisos },
    usuarioId: autor.usuario_id,
  });
  if (antes.datos.fecha_extraccion !== datos.fecha_extraccion) await actualizarDerivadosPaciente(tx, actual.paciente_id);
  const despues = await releerMuestra(tx, actual.muestra_id);
  await auditarMuestra(auditar, estado === actual.estado ? 'MODIFICAR' : 'CAMBIO_ESTADO', antes, despues);
  return despues;
}

/** Moves a sample to another state through an allowed transition only, with the version read. */
export async function cambiarEstadoMuestra(
  tx: Database,
  actual: MuestraEnAlcance,
  cambio: { estado: EstadoMuestra; version: number; motivo: string | null },
  autor: Autor,
  auditar: Auditar,
): Promise<Muestra> {
  if (!transicionMuestraPermitida(actual.estado, cambio.estado)) throw new ApiError(400, MENSAJE_CAMBIO_ESTADO_NO_PERMITIDO);
  const antes = await releerMuestra(tx, actual.muestra_id);
  await updateVersioned(tx, {
    table: muestra,
    idColumn: muestra.muestra_id,
    id: actual.muestra_id,
    version: cambio.version,
    values: { estado: cambio.estado },
    usuarioId: autor.usuario_id,
  });
  const despues = await releerMuestra(tx, actual.muestra_id);
  await auditarMuestra(auditar, 'CAMBIO_ESTADO', antes, despues, cambio.motivo);
  return despues;
}

/** Sets a sample's state inside another change (a reception), after that change checked the transition. */
export async function fijarEstadoMuestra(tx: Database, muestraId: number, valores: { estado: EstadoMuestra; fecha_envio?: string }, usuarioId: number): Promise<void> {
  await tx.update(muestra).set({ ...valores, version: sql`${muestra.version} + 1`, modificado_por: usuarioId, modificado_en: new Date() }).where(eq(muestra.muestra_id, muestraId));
}
