import { eq, inArray } from 'drizzle-orm';
import type { EstadoConsulta, EventoConsulta, OrigenConsulta } from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { consultasSinCerrar } from '../../db/consultas-sin-cerrar';
import { consulta, consultaEvento, paciente } from '../../db/schema';
import { ApiError, invalidInput } from '../../platform/api-errors';
import type { Autor } from '../../platform/auditoria-commands';
import type { Auditar } from '../../platform/auditoria-repository';
import { updateVersioned } from '../../platform/versioned-update-commands';
import type { ConsultaEnAlcance } from '../../platform/alcance/consulta-scope';
import { correccionDeRespuesta, TABLA_CONSULTA } from './consulta-correccion-queries';
import type { DestinoConsulta } from './consulta-registro-validator';

/** A query to open: where, what is asked, and whether a worklist rule produced it. */
export type AperturaConsulta = DestinoConsulta & { texto_consulta: string; origen: OrigenConsulta; regla: string | null };

const MENSAJE_YA_ABIERTA = 'Ya hay una consulta sin cerrar sobre ese campo de ese registro.';

/** The query as the audit trail keeps it: its state and the step that changed it. */
async function instantanea(tx: Database, consultaId: number) {
  const [fila] = await tx.select().from(consulta).where(eq(consulta.consulta_id, consultaId));
  return fila ?? null;
}

/**
 * Opens queries (one, or the lines of a worklist at once) with their first step, each audited. A record's field that
 * already has a query not yet closed is skipped (the partial unique index settles two monitors at once): the ids of
 * those opened are returned. For one query asked by hand, `exigirNueva` turns the skip into a 409.
 */
export async function abrirConsultas(tx: Database, aperturas: readonly AperturaConsulta[], autor: Autor, auditar: Auditar, exigirNueva = false): Promise<number[]> {
  if (aperturas.length === 0) return [];
  const centros = await tx
    .select({ paciente_id: paciente.paciente_id, hospital_id: paciente.hospital_id })
    .from(paciente)
    .where(inArray(paciente.paciente_id, [...new Set(aperturas.map((apertura) => apertura.paciente_id))]));
  const centroDe = new Map(centros.map((fila) => [fila.paciente_id, fila.hospital_id]));
  const abiertas = await tx
    .insert(consulta)
    .values(
      aperturas.map((apertura) => {
        const hospitalId = centroDe.get(apertura.paciente_id);
        if (hospitalId === undefined) throw invalidInput({ paciente_id: 'El paciente no existe.' });
        return {
          paciente_id: apertura.paciente_id,
          hospital_id: hospitalId,
          formulario: apertura.formulario,
          registro_id: apertura.registro_id,
          campo: apertura.campo,
          origen: apertura.origen,
          regla: apertura.regla,
          creado_por: autor.usuario_id,
          modificado_por: autor.usuario_id,
        };
      }),
    )
    // The only unique key a new row can collide on is `consulta_abierta_unica_idx`.
    .onConflictDoNothing()
    .returning();
  if (exigirNueva && abiertas.length === 0) throw new ApiError(409, MENSAJE_YA_ABIERTA);
  if (abiertas.length === 0) return [];
  const textoDe = new Map(aperturas.map((apertura) => [`${apertura.formulario}/${apertura.registro_id}/${apertura.campo ?? ''}`, apertura.texto_consulta]));
  const texto = (fila: (typeof abiertas)[number]) => textoDe.get(`${fila.formulario}/${fila.registro_id}/${fila.campo ?? ''}`) ?? '';
  await tx.insert(consultaEvento).values(abiertas.map((fila) => ({ consulta_id: fila.consulta_id, tipo: 'APERTURA' as const, texto_consulta: texto(fila), usuario_id: autor.usuario_id })));
  await auditar(
    ...abiertas.map((fila) => ({
      tabla: TABLA_CONSULTA,
      registro_id: fila.consulta_id,
      accion: 'CREAR' as const,
      antes: null,
      despues: { ...fila, texto_consulta: texto(fila) },
      paciente_id: fila.paciente_id,
    })),
  );
  return abiertas.map((fila) => fila.consulta_id);
}

/** Each step a query may take: from which states, to which one. Closing never touches the record it is about. */
const PASOS: Readonly<Record<Exclude<EventoConsulta, 'APERTURA'>, { desde: readonly EstadoConsulta[]; hasta: EstadoConsulta; mensaje: string }>> = {
  RESPUESTA: { desde: ['ABIERTA'], hasta: 'RESPONDIDA', mensaje: 'Solo se puede responder una consulta abierta.' },
  CIERRE: { desde: ['ABIERTA', 'RESPONDIDA'], hasta: 'CERRADA', mensaje: 'La consulta ya está cerrada.' },
  REAPERTURA: { desde: ['RESPONDIDA', 'CERRADA'], hasta: 'ABIERTA', mensaje: 'La consulta ya está abierta.' },
};

export type PasoConsulta = { tipo: keyof typeof PASOS; version: number; texto_consulta: string | null; auditoria_id: number | null };

/**
 * One step of a query's thread, with the version read (409 if someone moved it first): the new state, the step (text,
 * and for an answer the audited correction it made, named by the client or found), and the audit row with before and after. Reopening a query whose field
 * already has another open one is refused by the unique index (409).
 */
export async function avanzarConsulta(tx: Database, actual: ConsultaEnAlcance, paso: PasoConsulta, autor: Autor, auditar: Auditar): Promise<void> {
  const regla = PASOS[paso.tipo];
  if (!regla.desde.includes(actual.estado)) throw new ApiError(409, regla.mensaje);
  if (actual.estado === 'CERRADA' && (await consultasSinCerrar(tx, actual.formulario, actual.registro_id, actual.campo)) > 0) throw new ApiError(409, MENSAJE_YA_ABIERTA);
  const auditoriaId = paso.tipo === 'RESPUESTA' ? await correccionDeRespuesta(tx, actual, autor, paso.auditoria_id) : null;
  const antes = await instantanea(tx, actual.consulta_id);
  await updateVersioned(tx, { table: consulta, idColumn: consulta.consulta_id, id: actual.consulta_id, version: paso.version, values: { estado: regla.hasta }, usuarioId: autor.usuario_id });
  await tx.insert(consultaEvento).values({ consulta_id: actual.consulta_id, tipo: paso.tipo, texto_consulta: paso.texto_consulta, auditoria_id: auditoriaId, usuario_id: autor.usuario_id });
  await auditar({
    tabla: TABLA_CONSULTA,
    registro_id: actual.consulta_id,
    accion: 'CAMBIO_ESTADO',
    antes,
    despues: { ...(await instantanea(tx, actual.consulta_id)), paso: paso.tipo, texto_consulta: paso.texto_consulta, auditoria_id: auditoriaId },
    paciente_id: actual.paciente_id,
  });
}
