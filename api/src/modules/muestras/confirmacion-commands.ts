import { eq } from 'drizzle-orm';
import {
  MENSAJE_CAMBIO_ESTADO_NO_PERMITIDO,
  MENSAJE_CONFIRMACION_CERRADA,
  MENSAJE_ENVIO_ASUMIDO,
  MENSAJE_MUESTRA_NO_CONFIRMABLE,
  transicionMuestraPermitida,
  validarConfirmacion,
  type EstadoMuestra,
  type Muestra,
  type Usuario,
} from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { muestraConfirmacion } from '../../db/schema';
import { ApiError, invalidInput, staleVersion } from '../../platform/api-errors';
import type { Auditar } from '../../platform/auditoria-repository';
import { upsertVersioned } from '../../platform/versioned-update-commands';
import { tieneFacultad } from '../../platform/alcance/alcance-scope';
import type { MuestraEnAlcance } from '../../platform/alcance/muestra-scope';
import { auditarMuestra, fijarEstadoMuestra, releerMuestra } from './muestra-commands';

/** The receiving laboratory may correct a reception for this long; afterwards only an ADMIN (§5.2). */
const DIAS_EDICION_CONFIRMACION = 7;
const MILISEGUNDOS_DIA = 86_400_000;

/** The path of states a reception takes the sample along: a sample never shipped passes through ENVIADA (§5.2). */
function caminoDeEstados(actual: EstadoMuestra, destino: EstadoMuestra): EstadoMuestra[] {
  if (actual === destino) return [];
  const camino: EstadoMuestra[] = actual === 'REGISTRADA' ? ['ENVIADA', destino] : [destino];
  let desde = actual;
  for (const paso of camino) {
    if (!transicionMuestraPermitida(desde, paso)) throw new ApiError(400, MENSAJE_CAMBIO_ESTADO_NO_PERMITIDO);
    desde = paso;
  }
  return camino;
}

function estadoTrasRecepcion(aceptada: string | null): EstadoMuestra {
  return aceptada === 'SI' ? 'RECIBIDA' : 'RECHAZADA';
}

/**
 * confirmar-muestra (data-dictionary §5.2) in the caller's transaction: records (or, within 7 days, corrects) the
 * reception of a sample by its destination laboratory, moves the sample to RECIBIDA or RECHAZADA (through ENVIADA
 * when it had no shipment date, which then becomes the reception date, with a warning) and audits both records.
 */
export async function confirmarMuestra(
  tx: Database,
  actual: MuestraEnAlcance,
  entrada: { version: number | null; datos: unknown },
  autor: Usuario,
  auditar: Auditar,
): Promise<Muestra> {
  const antes = await releerMuestra(tx, actual.muestra_id);
  const [existente] = await tx.select().from(muestraConfirmacion).where(eq(muestraConfirmacion.muestra_id, actual.muestra_id));
  if (existente === undefined) {
    if (entrada.version !== null) throw staleVersion();
    if (actual.estado !== 'REGISTRADA' && actual.estado !== 'ENVIADA') throw new ApiError(400, MENSAJE_MUESTRA_NO_CONFIRMABLE);
  } else {
    if (entrada.version === null) throw staleVersion();
    const caducada = Date.now() - existente.creado_en.getTime() > DIAS_EDICION_CONFIRMACION * MILISEGUNDOS_DIA;
    if (caducada && !tieneFacultad(autor, 'corregir_recepcion_sin_plazo')) throw new ApiError(400, MENSAJE_CONFIRMACION_CERRADA);
  }
  const resultado = validarConfirmacion(entrada.datos, { muestra: antes.datos });
  if (!resultado.ok) throw invalidInput(resultado.errores);
  const datos = resultado.data;
  const sinEnvio = antes.datos.fecha_envio === null;
  const avisos = sinEnvio && datos.fecha_recepcion !== null ? { ...resultado.avisos, fecha_envio: MENSAJE_ENVIO_ASUMIDO } : resultado.avisos;
  // Correcting a reception without changing its outcome leaves the sample where the laboratory's work has taken it.
  const mismoResultado = existente !== undefined && estadoTrasRecepcion(existente.aceptada) === estadoTrasRecepcion(datos.aceptada);
  const camino = mismoResultado ? [] : caminoDeEstados(actual.estado, estadoTrasRecepcion(datos.aceptada));
  const laboratorio = actual.laboratorio_destino;
  if (laboratorio === null) throw new Error('Muestra sin laboratorio de destino: la validación debía haberla rechazado.');
  const confirmacionId = await upsertVersioned(tx, {
    table: muestraConfirmacion,
    idColumn: muestraConfirmacion.muestra_confirmacion_id,
    id: existente?.muestra_confirmacion_id ?? null,
    version: entrada.version,
    values: { ...datos, avisos },
    alta: { muestra_id: actual.muestra_id, recibido_por: autor.usuario_id, laboratorio_receptor: laboratorio },
    usuarioId: autor.usuario_id,
  });
  const destino = camino.at(-1);
  if (destino !== undefined) {
    await fijarEstadoMuestra(tx, actual.muestra_id, { estado: destino, ...(sinEnvio && datos.fecha_recepcion !== null ? { fecha_envio: datos.fecha_recepcion } : {}) }, autor.usuario_id);
  }
  const despues = await releerMuestra(tx, actual.muestra_id);
  await auditar({
    tabla: 'muestra_confirmacion',
    registro_id: confirmacionId,
    accion: existente === undefined ? 'CREAR' : 'MODIFICAR',
    antes: antes.confirmacion,
    despues: despues.confirmacion,
    paciente_id: actual.paciente_id,
  });
  if (destino !== undefined) await auditarMuestra(auditar, 'CAMBIO_ESTADO', antes, despues);
  return despues;
}
