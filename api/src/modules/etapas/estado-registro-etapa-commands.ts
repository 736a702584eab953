import {
  MENSAJE_CONSULTAS_SIN_CERRAR,
  MENSAJE_ELIMINAR_NO_PERMITIDO,
  MENSAJE_NO_VALIDADO,
  MENSAJE_SOLO_COMPLETO_VALIDABLE,
  puedeEliminarRegistro,
  type EtapaId,
  type RegistroEtapa,
  type Usuario,
} from '@registro-lma/shared/domain';
import { consultasSinCerrar } from '../../db/consultas-sin-cerrar';
import type { Database } from '../../db/database';
import { ApiError, notFound } from '../../platform/api-errors';
import type { AccionAuditoria } from '../../platform/auditoria-commands';
import type { Auditar } from '../../platform/auditoria-repository';
import { updateVersioned } from '../../platform/versioned-update-commands';
import { recalcularDerivados } from './derivados-expediente-commands';
import { restaurarEstadoPrevio } from './estado-por-muerte-commands';
import { filaActual, releerRegistro, vistaDeFila } from './registro-actual-queries';
import { TABLAS_ETAPAS } from '../../db/etapa-registry';
import { claveId, columna } from '../../db/etapa-table';
import { instantaneaRegistro } from './etapa-view';

export type CambioEstadoRegistro = {
  readonly etapaId: EtapaId;
  readonly pacienteId: number;
  readonly filaId: number | null;
  readonly version: number;
  readonly motivo: string | null;
  readonly autor: Usuario;
};

async function registroExistente(tx: Database, cambio: CambioEstadoRegistro) {
  const fila = await filaActual(tx, cambio.etapaId, cambio.pacienteId, cambio.filaId);
  if (fila === null) throw notFound();
  return { fila, id: Number(fila[claveId(TABLAS_ETAPAS[cambio.etapaId].etapa)]) };
}

function auditarCambio(auditar: Auditar, cambio: CambioEstadoRegistro, accion: AccionAuditoria, id: number, antes: RegistroEtapa, despues: RegistroEtapa | null) {
  return auditar({
    tabla: TABLAS_ETAPAS[cambio.etapaId].etapa.tabla,
    registro_id: id,
    accion,
    antes: instantaneaRegistro(antes),
    despues: despues === null ? null : instantaneaRegistro(despues),
    motivo: cambio.motivo,
    paciente_id: cambio.pacienteId,
  });
}

async function cambiarEstado(tx: Database, cambio: CambioEstadoRegistro, valores: Record<string, unknown>, id: number) {
  const { tabla, etapa } = TABLAS_ETAPAS[cambio.etapaId];
  await updateVersioned(tx, {
    table: tabla as never,
    idColumn: columna(tabla, claveId(etapa)),
    id,
    version: cambio.version,
    values: valores as never,
    usuarioId: cambio.autor.usuario_id,
  });
}

/**
 * «Validar»: a complete record is locked (VALIDADO) by a coordinator or admin (data-dictionary §0.2), not while a query
 * on it is still open or answered (the monitor closes it first).
 */
export async function validarRegistroEtapa(tx: Database, cambio: CambioEstadoRegistro, auditar: Auditar): Promise<RegistroEtapa> {
  const { fila, id } = await registroExistente(tx, cambio);
  if (fila.estado_formulario !== 'COMPLETO') throw new ApiError(400, MENSAJE_SOLO_COMPLETO_VALIDABLE);
  if ((await consultasSinCerrar(tx, cambio.etapaId, id)) > 0) throw new ApiError(409, MENSAJE_CONSULTAS_SIN_CERRAR);
  const antes = await vistaDeFila(tx, cambio.etapaId, fila);
  await cambiarEstado(tx, cambio, { estado_formulario: 'VALIDADO', validado_por: cambio.autor.usuario_id, validado_en: new Date() }, id);
  const despues = await releerRegistro(tx, cambio.etapaId, cambio.pacienteId, id);
  await auditarCambio(auditar, cambio, 'CAMBIO_ESTADO', id, antes, despues);
  return despues;
}

/** «Desbloquear»: a validated record becomes editable (COMPLETO) again; the reason is kept in the audit trail. */
export async function desbloquearRegistroEtapa(tx: Database, cambio: CambioEstadoRegistro, auditar: Auditar): Promise<RegistroEtapa> {
  const { fila, id } = await registroExistente(tx, cambio);
  if (fila.estado_formulario !== 'VALIDADO') throw new ApiError(400, MENSAJE_NO_VALIDADO);
  const antes = await vistaDeFila(tx, cambio.etapaId, fila);
  await cambiarEstado(tx, cambio, { estado_formulario: 'COMPLETO', validado_por: null, validado_en: null }, id);
  const despues = await releerRegistro(tx, cambio.etapaId, cambio.pacienteId, id);
  await auditarCambio(auditar, cambio, 'CAMBIO_ESTADO', id, antes, despues);
  return despues;
}

/** Logical deletion with a reason (§0.4): an admin's, or the creator's while the record is a draft. */
export async function eliminarRegistroEtapa(tx: Database, cambio: CambioEstadoRegistro, auditar: Auditar): Promise<void> {
  const { fila, id } = await registroExistente(tx, cambio);
  const permiso = { estado_formulario: fila.estado_formulario as RegistroEtapa['estado_formulario'], creado_por: (fila.creado_por ?? null) as number | null };
  if (!puedeEliminarRegistro(cambio.autor, permiso)) throw new ApiError(403, MENSAJE_ELIMINAR_NO_PERMITIDO);
  const antes = await vistaDeFila(tx, cambio.etapaId, fila);
  await cambiarEstado(tx, cambio, { eliminado: true, motivo_eliminacion: cambio.motivo }, id);
  // catalogues.md §7: without its death record the patient is no longer FALLECIDO.
  if (cambio.etapaId === 'muerte') await restaurarEstadoPrevio(tx, cambio.pacienteId, cambio.motivo, cambio.autor, auditar);
  await recalcularDerivados(tx, cambio.pacienteId, { etapaId: cambio.etapaId, registroId: id }, auditar);
  await auditarCambio(auditar, cambio, 'ELIMINAR', id, antes, null);
}
