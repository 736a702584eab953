import { eq } from 'drizzle-orm';
import {
  bloqueoPorEstado,
  CLAVE_ERROR_REGISTRO,
  codigosDesactivados,
  etapaConCatalogosVigentes,
  MENSAJE_REGISTRO_VALIDADO,
  mensajeMaximoFilas,
  motivoEtapaNoDisponible,
  validarEtapa,
  type EtapaId,
  type GuardadoEtapa,
  type Registro,
  type RegistroEtapa,
  type Usuario,
} from '@registro-lma/shared/domain';
import { leerCatalogosVigentes } from '../../db/catalogos-vigentes';
import type { Database } from '../../db/database';
import { ApiError, invalidInput, staleVersion } from '../../platform/api-errors';
import type { Auditar } from '../../platform/auditoria-repository';
import { updateVersioned } from '../../platform/versioned-update-commands';
import type { PacienteEnAlcance } from '../../platform/alcance/paciente-scope';
import { recalcularDerivados } from './derivados-expediente-commands';
import { marcarFallecido } from './estado-por-muerte-commands';
import { cargarExpediente } from '../../db/expediente';
import { erroresDeReferencias } from './referencias-etapa-validator';
import { filaActual, releerRegistro, vistaDeFila } from './registro-actual-queries';
import { lineaDeRescate, TABLAS_ETAPAS } from '../../db/etapa-registry';
import { claveId, columna, type TablasEtapa } from '../../db/etapa-table';
import { instantaneaRegistro } from './etapa-view';

export type Guardado = {
  readonly etapaId: EtapaId;
  readonly paciente: PacienteEnAlcance;
  /** The row of a repeatable stage being edited; null for a new row or a one-per-patient stage. */
  readonly filaId: number | null;
  readonly cuerpo: GuardadoEtapa;
  readonly autor: Usuario;
};

/** The values stored for a validated record: its fields, the computed values and the form state. */
function valoresAGuardar(tablas: TablasEtapa, id: EtapaId, datos: Registro, calculados: Registro, guardado: Guardado, avisos: Record<string, string>) {
  const propios = Object.fromEntries(tablas.etapa.campos.map((campo) => [campo.name, datos[campo.name] ?? null]));
  const linea = lineaDeRescate(id);
  return {
    ...propios,
    ...calculados,
    ...(linea === null ? {} : { rr_linea: linea }),
    estado_formulario: guardado.cuerpo.modo === 'completo' ? 'COMPLETO' : 'BORRADOR',
    avisos,
  };
}

async function reemplazarSubfilas(tx: Database, tablas: TablasEtapa, registroId: number, guardado: Guardado, filas: unknown, existia: boolean): Promise<void> {
  if (tablas.subtabla === null) return;
  const padre = claveId(tablas.etapa);
  if (existia) await tx.delete(tablas.subtabla).where(eq(columna(tablas.subtabla, padre), registroId));
  const lista = Array.isArray(filas) ? (filas as Registro[]) : [];
  if (lista.length === 0) return;
  await tx.insert(tablas.subtabla).values(
    lista.map((fila, orden) => ({
      ...fila,
      [padre]: registroId,
      paciente_id: guardado.paciente.paciente_id,
      orden,
      creado_por: guardado.autor.usuario_id,
      modificado_por: guardado.autor.usuario_id,
    })) as never,
  );
}

async function comprobarAlta(tablas: TablasEtapa, guardado: Guardado, expediente: Parameters<typeof motivoEtapaNoDisponible>[1]) {
  if (guardado.cuerpo.version !== undefined && guardado.cuerpo.version !== null) throw staleVersion();
  const motivo = motivoEtapaNoDisponible(guardado.etapaId, expediente);
  if (motivo !== null) throw invalidInput({ [CLAVE_ERROR_REGISTRO]: motivo });
  const maximo = tablas.etapa.maxFilas;
  const filas = (expediente as unknown as Record<string, unknown>)[tablas.etapa.tabla];
  if (maximo !== undefined && Array.isArray(filas) && filas.length >= maximo) {
    throw invalidInput({ [CLAVE_ERROR_REGISTRO]: mensajeMaximoFilas(maximo) });
  }
}

/**
 * Creates or edits one stage record in the caller's transaction: G18, availability, the version, every field and
 * cross-field rule against the patient's other records and the ⚙ catalogues in force (a deactivated code only where
 * the record already had it), references, computed values, sub-table rows, renumbering,
 * the recomputation of the patient's derived values and the audit row. Nothing is written unless all of it passes.
 */
export async function guardarEtapa(tx: Database, guardado: Guardado, auditar: Auditar): Promise<{ registro: RegistroEtapa; creado: boolean }> {
  const { etapaId, paciente, autor, cuerpo } = guardado;
  const tablas = TABLAS_ETAPAS[etapaId];
  const bloqueo = bloqueoPorEstado(paciente.estado);
  if (bloqueo !== null) throw new ApiError(400, bloqueo);
  const expediente = await cargarExpediente(tx, paciente.paciente_id);
  const actual = await filaActual(tx, etapaId, paciente.paciente_id, guardado.filaId);
  if (actual === null) await comprobarAlta(tablas, guardado, expediente);
  else if (cuerpo.version === undefined || cuerpo.version === null) throw staleVersion();
  else if (actual.estado_formulario === 'VALIDADO') throw new ApiError(400, MENSAJE_REGISTRO_VALIDADO);
  const registroId = actual === null ? null : Number(actual[claveId(tablas.etapa)]);
  const contexto = { expediente, registroId };
  const vigentes = await leerCatalogosVigentes(tx);
  const etapa = etapaConCatalogosVigentes(tablas.etapa, vigentes);
  const resultado = validarEtapa(etapa, cuerpo.datos, cuerpo.modo, contexto);
  if (!resultado.ok) throw invalidInput(resultado.errores);
  const desactivados = codigosDesactivados(tablas.etapa.campos, resultado.data, actual, vigentes);
  if (Object.keys(desactivados).length > 0) throw invalidInput(desactivados);
  const errores = await erroresDeReferencias(tx, tablas.etapa, resultado.data, expediente);
  if (Object.keys(errores).length > 0) throw invalidInput(errores);
  const valores = valoresAGuardar(tablas, etapaId, resultado.data, tablas.etapa.derivar(resultado.data, contexto), guardado, resultado.avisos);
  const antes = actual === null ? null : await vistaDeFila(tx, etapaId, actual);
  let id: number;
  if (actual === null || registroId === null) {
    const [creado] = await tx
      .insert(tablas.tabla)
      .values({ ...valores, paciente_id: paciente.paciente_id, creado_por: autor.usuario_id, modificado_por: autor.usuario_id } as never)
      .returning({ id: columna(tablas.tabla, claveId(tablas.etapa)) });
    if (creado === undefined) throw new Error('El alta del registro no devolvió identificador.');
    id = Number(creado.id);
  } else {
    id = registroId;
    await updateVersioned(tx, {
      table: tablas.tabla as never,
      idColumn: columna(tablas.tabla, claveId(tablas.etapa)),
      id,
      version: cuerpo.version as number,
      values: valores as never,
      usuarioId: autor.usuario_id,
    });
  }
  if (tablas.etapa.subtabla !== undefined) await reemplazarSubfilas(tx, tablas, id, guardado, resultado.data[tablas.etapa.subtabla.nombre], actual !== null);
  // catalogues.md §7: saving the death record is what makes the patient FALLECIDO, in this same transaction.
  if (etapaId === 'muerte') await marcarFallecido(tx, paciente.paciente_id, autor, auditar);
  await recalcularDerivados(tx, paciente.paciente_id, { etapaId, registroId: id }, auditar);
  const registro = await releerRegistro(tx, etapaId, paciente.paciente_id, id);
  await auditar({
    tabla: tablas.etapa.tabla,
    registro_id: id,
    accion: antes === null ? 'CREAR' : 'MODIFICAR',
    antes: antes === null ? null : instantaneaRegistro(antes),
    despues: instantaneaRegistro(registro),
    paciente_id: paciente.paciente_id,
  });
  return { registro, creado: antes === null };
}
