import { and, asc, count, desc, eq, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import {
  CAMPOS_CONFIRMACION,
  CAMPOS_MUESTRA,
  edadEnAnios,
  type ConfirmacionMuestra,
  type Muestra,
} from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { hospital, muestra, muestraConfirmacion, paciente, pacienteEnsayo } from '../../db/schema';
import { isoString } from '../../platform/response-schemas';

const columnasMuestra = getTableColumns(muestra);

const seleccion = {
  ...columnasMuestra,
  upn: paciente.upn,
  sexo: paciente.sexo,
  fecha_nacimiento: paciente.fecha_nacimiento,
  entidad: paciente.entidad,
  hospital_codigo: hospital.codigo,
  codigo_paciente_ensayo: pacienteEnsayo.codigo_paciente_ensayo,
};

type FilaMuestra = Awaited<ReturnType<typeof consultaMuestras>>[number];

/** Samples with what they show of their patient (and the trial code of a trial sample), in the caller's order. */
function consultaMuestras(db: Database, condicion: SQL | undefined) {
  return db
    .select(seleccion)
    .from(muestra)
    .innerJoin(paciente, eq(paciente.paciente_id, muestra.paciente_id))
    .innerJoin(hospital, eq(hospital.hospital_id, paciente.hospital_id))
    .leftJoin(pacienteEnsayo, and(eq(pacienteEnsayo.paciente_id, muestra.paciente_id), eq(pacienteEnsayo.ensayo, muestra.ensayo)))
    .where(and(eq(muestra.eliminado, false), condicion))
    .$dynamic();
}

/** The form's values of a row, by the field list (what `datos` holds). */
export function datosDe(campos: readonly { name: string }[], fila: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(campos.map((campo) => [campo.name, fila[campo.name] ?? null]));
}

function vistaConfirmacion(fila: typeof muestraConfirmacion.$inferSelect): ConfirmacionMuestra {
  return {
    datos: datosDe(CAMPOS_CONFIRMACION, fila),
    recibido_por: fila.recibido_por,
    laboratorio_receptor: fila.laboratorio_receptor,
    avisos: fila.avisos,
    version: fila.version,
    creado_en: isoString(fila.creado_en),
    modificado_en: isoString(fila.modificado_en),
  };
}

function vistaMuestra(fila: FilaMuestra, confirmacion: ConfirmacionMuestra | null): Muestra {
  const edad = fila.fecha_nacimiento !== null && fila.fecha_extraccion !== null ? edadEnAnios(fila.fecha_nacimiento, fila.fecha_extraccion) : null;
  return {
    muestra_id: fila.muestra_id,
    codigo_muestra: fila.codigo_muestra,
    estado: fila.estado,
    paciente: {
      paciente_id: fila.paciente_id,
      upn: fila.upn,
      hospital_codigo: fila.hospital_codigo,
      sexo: fila.sexo,
      edad_muestra: edad,
      entidad: fila.entidad,
    },
    codigo_paciente_ensayo: fila.es_ensayo ? (fila.codigo_paciente_ensayo ?? null) : null,
    datos: datosDe(CAMPOS_MUESTRA, fila),
    confirmacion,
    pdf_generado_en: isoString(fila.pdf_generado_en),
    avisos: fila.avisos,
    version: fila.version,
    creado_por: fila.creado_por,
    creado_en: isoString(fila.creado_en),
    modificado_por: fila.modificado_por,
    modificado_en: isoString(fila.modificado_en),
  };
}

async function conConfirmaciones(db: Database, filas: readonly FilaMuestra[]): Promise<Muestra[]> {
  if (filas.length === 0) return [];
  const confirmaciones = await db
    .select()
    .from(muestraConfirmacion)
    .where(inArray(muestraConfirmacion.muestra_id, filas.map((fila) => fila.muestra_id)));
  const porMuestra = new Map(confirmaciones.map((fila) => [fila.muestra_id, vistaConfirmacion(fila)]));
  return filas.map((fila) => vistaMuestra(fila, porMuestra.get(fila.muestra_id) ?? null));
}

/** One sample as the API answers it (null when absent or deleted). */
export async function cargarMuestra(db: Database, muestraId: number): Promise<Muestra | null> {
  const [vista] = await conConfirmaciones(db, await consultaMuestras(db, eq(muestra.muestra_id, muestraId)));
  return vista ?? null;
}

/** One sample by its tube code (what a scanner types), null when none. */
export async function muestraIdDeCodigo(db: Database, codigo: string): Promise<number | null> {
  const [fila] = await db
    .select({ muestra_id: muestra.muestra_id })
    .from(muestra)
    .where(and(eq(muestra.codigo_muestra, codigo.trim().toUpperCase()), eq(muestra.eliminado, false)));
  return fila?.muestra_id ?? null;
}

/** A patient's samples in the user's scope, newest extraction first. */
export async function muestrasDePaciente(db: Database, pacienteId: number, alcance: SQL | undefined): Promise<Muestra[]> {
  const filas = await consultaMuestras(db, and(eq(muestra.paciente_id, pacienteId), alcance)).orderBy(desc(muestra.fecha_extraccion), desc(muestra.muestra_id));
  return conConfirmaciones(db, filas);
}

export type FiltroMuestras = {
  pagina: number;
  tamano: number;
  laboratorio: string | null;
  estado: string | null;
  upn: string | null;
  es_ensayo: 'true' | 'false' | null;
};

/** One page of the samples in scope matching the filters (the laboratory worklist), oldest change first per state. */
export async function listarMuestras(db: Database, filtro: FiltroMuestras, alcance: SQL | undefined): Promise<{ items: Muestra[]; total: number }> {
  const condicion = and(
    alcance,
    filtro.laboratorio === null ? undefined : eq(muestra.laboratorio_destino, filtro.laboratorio as never),
    filtro.estado === null ? undefined : eq(muestra.estado, filtro.estado as never),
    filtro.upn === null ? undefined : eq(paciente.upn, filtro.upn.trim().toUpperCase()),
    filtro.es_ensayo === null ? undefined : eq(muestra.es_ensayo, filtro.es_ensayo === 'true'),
  );
  const filas = await consultaMuestras(db, condicion)
    .orderBy(desc(muestra.modificado_en), asc(muestra.muestra_id))
    .limit(filtro.tamano)
    .offset((filtro.pagina - 1) * filtro.tamano);
  const [conteo] = await db
    .select({ total: count() })
    .from(muestra)
    .innerJoin(paciente, eq(paciente.paciente_id, muestra.paciente_id))
    .where(and(eq(muestra.eliminado, false), condicion));
  return { items: await conConfirmaciones(db, filas), total: conteo?.total ?? 0 };
}
