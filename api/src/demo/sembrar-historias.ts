import { sql, type SQL } from 'drizzle-orm';
import {
  completitudDatosEsenciales,
  diasEntre,
  hoy,
  sumarDias,
  type EstadoPaciente,
  type ClaveExpediente,
  type DatosPacienteEtapa,
  type ExpedientePaciente,
  type Registro,
  type Rol,
} from '@registro-lma/shared/domain';
import type { Database } from '../db/database';
import { claveId } from '../db/etapa-table';
import { ETAPAS_POR_CLAVE, TABLAS_ETAPAS } from '../db/etapa-registry';
import { paciente } from '../db/schema';
import { crearAzar, type Azar } from './azar-demo';
import {
  aceptarRespuestasCalculadas,
  aceptarRiesgosCalculados,
  CLAVES_HISTORIA,
  derivarExpediente,
  etapaDeFila,
  expedienteDeHistoria,
  filasDeHistoria,
  vaciosDe,
  validarExpediente,
} from './expediente-demo';
import { columnasDe, insertarFilas, reservarIds } from './filas-masivas';
import { historiaClinica, type Fila, type Historia } from './historia-demo';
import type { OpcionesMuestras } from './ciclo-muestra-demo';
import { filasDeMuestras, guardarMuestras, muestrasDeHistoria, reservarMuestras } from './sembrar-muestras';
import { filasDe } from '../db/filas';
import { MOTIVO_FALLECIDO_AUTOMATICO } from '../modules/etapas/estado-por-muerte-commands';
import { CAMBIOS_DE_ESTADO, MOTIVO_ESTADO } from './distribuciones-demo';

/** A registered patient of the batch, as the patients' seed left it. */
export interface PacienteSembrado {
  paciente_id: number;
  upn: string;
  upn_numero: number;
  hospital_id: number;
  hospital_codigo: string;
  creado_por: number | null;
  sexo: string;
  fecha_nacimiento: string;
  fecha_diagnostico: string;
  edad_diagnostico: number;
  entidad: string;
  estado: EstadoPaciente;
  fecha_revocacion: string | null;
  consentimiento_muestras: string | null;
  creado_en: string;
  ensayos: { ensayo: string; fecha_inclusion: string | null; codigo_paciente_ensayo: string | null }[];
}

/** A patient with its history ready to store: the records (with ids and computed values) and their warnings. */
export interface HistoriaSembrada {
  paciente: PacienteSembrado;
  historia: Historia;
  expediente: ExpedientePaciente;
  avisos: Map<Registro, Record<string, string>>;
  azar: Azar;
  /** The last day the registry knows of the patient (today, or when it was lost or withdrew). */
  limite: string;
  /** The state the history leaves: FALLECIDO after a death, PERDIDO_SEGUIMIENTO when lost, else the registration's. */
  estado: EstadoPaciente;
}

export interface OpcionesHistorias {
  semilla: number;
  /** Re-validate every record with the API's validation (slower; refuses the batch if one fails). */
  validar: boolean;
  /** The role of the patients' authors (CLINICO in the demo), for the audit rows. */
  rolAutor: Rol | null;
  /** Who records the samples' laboratory and biobank steps, and the report file. */
  muestras: Pick<OpcionesMuestras, 'informe' | 'laboratorios' | 'biobancos'>;
  /** Patients drawn, derived and stored per chunk (PACIENTES_POR_TROZO when not given). */
  pacientesPorTrozo?: number;
}

const DIAS_SIN_CONTACTO_PERDIDO = 365;

/** The completed patients inserted after `desdeId`, with their trials. */
export async function pacientesSembrados(db: Database, desdeId: number): Promise<PacienteSembrado[]> {
  const filas = await filasDe<PacienteSembrado>(db, sql`select p.paciente_id, p.upn, p.upn_numero, p.hospital_id, h.codigo as hospital_codigo, p.creado_por, p.sexo,
      p.fecha_nacimiento::text, p.fecha_diagnostico::text, p.edad_diagnostico, p.entidad, p.estado, p.fecha_revocacion::text,
      p.consentimiento_muestras, p.creado_en,
      coalesce((select json_agg(json_build_object('ensayo', e.ensayo, 'fecha_inclusion', e.fecha_inclusion, 'codigo_paciente_ensayo', e.codigo_paciente_ensayo) order by e.paciente_ensayo_id)
        from paciente_ensayo e where e.paciente_id = p.paciente_id), '[]'::json) as ensayos
    from paciente p join hospital h on h.hospital_id = p.hospital_id where p.paciente_id > ${desdeId} and p.estado <> 'BORRADOR' order by p.paciente_id`);
  return filas.map((fila) => ({ ...fila, creado_en: new Date(fila.creado_en).toISOString() }));
}

/**
 * The last day the registry knows of a patient: the withdrawal of consent; for a patient lost to follow-up, its last
 * contact a year and more ago; otherwise today. Whether a patient is lost does not depend on its course: only one
 * still alive on that last contact ends PERDIDO_SEGUIMIENTO (one that died before is FALLECIDO).
 */
function limiteDe(p: PacienteSembrado, azar: Azar): { limite: string; perdido: boolean } {
  const hoyDia = hoy();
  if (p.estado === 'RETIRADO' && p.fecha_revocacion !== null) return { limite: p.fecha_revocacion, perdido: false };
  const { proporcion, plenoTrasAnios } = CAMBIOS_DE_ESTADO.PERDIDO_SEGUIMIENTO;
  const anios = diasEntre(p.fecha_diagnostico, hoyDia) / 365.25;
  const ultimo = sumarDias(hoyDia, -DIAS_SIN_CONTACTO_PERDIDO - azar.entero(0, 300));
  const perdido = p.estado === 'ACTIVO' && ultimo > p.fecha_diagnostico && azar.si(proporcion * Math.min(1, anios / plenoTrasAnios));
  return perdido ? { limite: ultimo, perdido } : { limite: hoyDia, perdido };
}

function datosEtapa(p: PacienteSembrado, estado: EstadoPaciente): DatosPacienteEtapa {
  return {
    paciente_id: p.paciente_id,
    sexo: p.sexo,
    fecha_nacimiento: p.fecha_nacimiento,
    fecha_diagnostico: p.fecha_diagnostico,
    entidad: p.entidad,
    estado,
    ensayos: p.ensayos,
  };
}

/** The tables the histories fill, each under its history key (both rescue lines share `rec_res`). */
const TABLAS_HISTORIA = CLAVES_HISTORIA.map((clave) => {
  const tablas = ETAPAS_POR_CLAVE.get(clave)?.[0];
  if (tablas === undefined) throw new Error(`Sin tabla para ${clave}.`);
  return { clave, tablas };
});

/** Patients drawn, derived and stored per chunk: while the database stores one chunk, the next is drawn. */
const PACIENTES_POR_TROZO = 2000;

/**
 * Draws, derives and (optionally) validates one patient's history, with ids local to the patient (1, 2… per table):
 * ids only name records within one history, so the database's ids are given later (`asignarIds`).
 */
function prepararHistoria(p: PacienteSembrado, opciones: OpcionesHistorias): HistoriaSembrada {
  const azar = crearAzar(opciones.semilla, p.upn_numero);
  const { limite, perdido } = limiteDe(p, azar);
  const historia = historiaClinica(
    { sexo: p.sexo, fecha_nacimiento: p.fecha_nacimiento, fecha_diagnostico: p.fecha_diagnostico, edad: p.edad_diagnostico, entidad: p.entidad, estado: p.estado, limite, ensayos: p.ensayos },
    azar,
  );
  const estado: EstadoPaciente = historia.muerte !== null ? 'FALLECIDO' : perdido ? 'PERDIDO_SEGUIMIENTO' : p.estado;
  const expediente = expedienteDeHistoria(datosEtapa(p, estado), historia, (_clave, indice) => indice + 1);
  derivarExpediente(expediente);
  if (aceptarRespuestasCalculadas(expediente)) derivarExpediente(expediente);
  aceptarRiesgosCalculados(expediente);
  let avisos = new Map<Registro, Record<string, string>>();
  if (opciones.validar) {
    const validacion = validarExpediente(expediente);
    const [primero] = validacion.errores;
    if (primero !== undefined) throw new Error(`Historia de demostración no válida (${p.upn}, ${primero.tabla}): ${JSON.stringify(primero.errores)}`);
    avisos = validacion.avisos;
  }
  return { paciente: p, historia, expediente, avisos, azar, limite, estado };
}

/** The first id reserved for each table, for the chunk's rows (one round trip). */
async function reservarTrozo(db: Database, trozo: readonly HistoriaSembrada[]): Promise<Map<ClaveExpediente, number>> {
  const primeros = new Map<ClaveExpediente, number>();
  for (const { clave, tablas } of TABLAS_HISTORIA) {
    const cantidad = trozo.reduce((suma, { historia }) => suma + filasDeHistoria(historia, clave).length, 0);
    primeros.set(clave, await reservarIds(db, tablas.tabla as never, claveId(tablas.etapa), cantidad));
  }
  return primeros;
}

/** Gives the chunk's records the reserved ids, in order, and points references (transplant, relapse) at them. */
function asignarIds(trozo: readonly HistoriaSembrada[], primeros: Map<ClaveExpediente, number>): void {
  const siguiente = new Map(primeros);
  for (const { expediente } of trozo) {
    const nuevos = new Map<ClaveExpediente, Map<unknown, number>>();
    for (const { clave, tablas } of TABLAS_HISTORIA) {
      const id = claveId(tablas.etapa);
      const porLocal = new Map<unknown, number>();
      for (const fila of filasDeHistoria(expediente, clave)) {
        const global = siguiente.get(clave) ?? 0;
        siguiente.set(clave, global + 1);
        porLocal.set(fila[id], global);
        fila[id] = global;
      }
      nuevos.set(clave, porLocal);
    }
    for (const fila of expediente.post_consolidacion as Fila[]) {
      if (fila.pc_trasplante_id !== undefined && fila.pc_trasplante_id !== null) fila.pc_trasplante_id = nuevos.get('trasplante')?.get(fila.pc_trasplante_id) ?? null;
    }
    for (const fila of expediente.rec_res as Fila[]) {
      if (fila.rr_recaida_id !== undefined && fila.rr_recaida_id !== null) fila.rr_recaida_id = nuevos.get('recaida')?.get(fila.rr_recaida_id) ?? null;
    }
  }
}

/**
 * Draws the histories of the patients and stores them in chunks: computed values as the server derives them, ids
 * reserved per table, rows inserted in bulk with their CREAR audit rows, and the patients' completeness (and, for the
 * dead, the state the death record moved them from); then the samples the histories call for, with their reception,
 * report, NGS result and biobank entry (sembrar-muestras.ts). While the database stores a chunk, the next one is drawn.
 */
export async function sembrarHistorias(
  db: Database,
  pacientes: readonly PacienteSembrado[],
  opciones: OpcionesHistorias & { alAvanzar?: (hechos: number, total: number) => void },
): Promise<void> {
  let pendiente: Promise<void> = Promise.resolve();
  // The samples' steps stop at the start of today: the same seed on the same day gives the same samples.
  const ahora = `${hoy()}T00:00:00.000Z`;
  const porTrozo = opciones.pacientesPorTrozo ?? PACIENTES_POR_TROZO;
  try {
    for (let desde = 0; desde < pacientes.length; desde += porTrozo) {
      const trozo = pacientes.slice(desde, desde + porTrozo).map((p) => prepararHistoria(p, opciones));
      const muestras = trozo.map((historia) => muestrasDeHistoria(historia, opciones.semilla, ahora));
      await pendiente;
      asignarIds(trozo, await reservarTrozo(db, trozo));
      const idsMuestras = await reservarMuestras(db, muestras);
      pendiente = guardarHistorias(db, trozo, opciones.rolAutor);
      // Built while the database stores the histories' first rows.
      const filasMuestras = filasDeMuestras(muestras, idsMuestras, { ...opciones.muestras, validar: opciones.validar, rolAutor: opciones.rolAutor });
      const hechos = desde + trozo.length;
      pendiente = pendiente.then(() => guardarMuestras(db, filasMuestras)).then(() => opciones.alAvanzar?.(hechos, pacientes.length));
    }
  } catch (error) {
    // A chunk that cannot be drawn waits for the one being stored: otherwise its statements would go on after the
    // caller's ROLLBACK, outside the transaction, and its failure would go unheard.
    await pendiente.catch(() => undefined);
    throw error;
  }
  await pendiente;
}

/** When a record was entered: a few days after the last date it holds, never before the patient's registration nor after now. */
function altaDe(fila: Registro, p: PacienteSembrado, azar: Azar): string {
  let ultima = p.fecha_diagnostico;
  for (const valor of Object.values(fila)) if (typeof valor === 'string' && valor.length === 10 && valor > ultima && /^\d{4}-\d{2}-\d{2}$/.test(valor)) ultima = valor;
  const alta = new Date(`${sumarDias(ultima, azar.entero(1, 12))}T${String(8 + azar.entero(0, 9)).padStart(2, '0')}:${String(azar.entero(0, 59)).padStart(2, '0')}:00Z`).toISOString();
  // The samples' steps stop at the start of today: the same seed on the same day gives the same samples.
  const ahora = `${hoy()}T00:00:00.000Z`;
  if (alta < p.creado_en) return p.creado_en;
  return alta > ahora ? ahora : alta;
}

/** Columns of a stage row that are not the record's values: what the audit snapshot (`instantaneaRegistro`) leaves out. */
const COLUMNAS_NO_AUDITADAS = ['paciente_id', 'avisos', 'validado_por', 'validado_en', 'eliminado', 'motivo_eliminacion', 'creado_por', 'creado_en', 'modificado_por', 'modificado_en', 'version'];

/**
 * The CREAR audit rows of the records just inserted (ids `desde`..`hasta`), built by the database from the rows
 * themselves as `instantaneaRegistro` does: the values and the form state (the diagnosis with its FISH rows).
 */
function auditoriaDeFilas(tabla: string, id: string, desde: number, hasta: number, rol: Rol | null): SQL {
  const fuera = sql.raw(`array['${[id, ...COLUMNAS_NO_AUDITADAS].join("', '")}']`);
  const fish =
    tabla === 'diagnostico'
      ? sql`|| jsonb_build_object('diagnostico_fish', coalesce((select jsonb_agg(to_jsonb(f) - array['diagnostico_fish_id', 'diagnostico_id', 'paciente_id', 'orden', 'creado_por', 'creado_en', 'modificado_por', 'modificado_en', 'version'] order by f.orden) from diagnostico_fish f where f.diagnostico_id = t.diagnostico_id), '[]'::jsonb))`
      : sql``;
  return sql`insert into auditoria (usuario_id, rol, tabla, registro_id, accion, despues, paciente_id, creado_por, creado_en, modificado_por, modificado_en)
    select t.creado_por, ${rol}, ${tabla}, t.${sql.identifier(id)}::text, 'CREAR', (to_jsonb(t) - ${fuera}) ${fish}, t.paciente_id,
      t.creado_por, t.creado_en, t.creado_por, t.creado_en
    from ${sql.identifier(tabla)} t where t.${sql.identifier(id)} between ${desde} and ${hasta} order by t.${sql.identifier(id)}`;
}

/**
 * The change of state a history leaves, as the registry records it: a death record saved moves the patient to
 * FALLECIDO (`marcarFallecido`) when the record is entered; a patient lost is marked so a year and more after its last
 * contact, with the reason catalogues.md §7 asks for.
 */
function cambioDeEstado(h: HistoriaSembrada, altaMuerte: string | null): Record<string, unknown> | null {
  const { paciente: p, estado, limite, azar } = h;
  if (estado === p.estado) return null;
  if (estado === 'FALLECIDO') return { estado, estado_motivo: null, motivo: MOTIVO_FALLECIDO_AUTOMATICO, estado_previo_muerte: p.estado, cambiado_en: altaMuerte };
  const motivo = MOTIVO_ESTADO[estado] ?? null;
  return { estado, estado_motivo: motivo, motivo, estado_previo_muerte: null, cambiado_en: altaDe({ sin_contacto_desde: sumarDias(limite, DIAS_SIN_CONTACTO_PERDIDO) }, p, azar) };
}

/**
 * Each patient's completeness and, when its history changed its state, the new state with a version more and its
 * CAMBIO_ESTADO audit row (snapshots as `to_jsonb` of the row before and after, as the registration's).
 */
function actualizacionPacientes(pacientes: readonly Record<string, unknown>[], rol: Rol | null): SQL {
  return sql`with x as (
      select * from json_to_recordset(${JSON.stringify(pacientes)}::json)
        as x(paciente_id int, de_completitud_pct int, estado varchar, estado_motivo text, motivo text, estado_previo_muerte varchar, cambiado_en timestamptz)),
    antes as (select p.* from ${paciente} p join x on x.paciente_id = p.paciente_id where x.estado is not null),
    despues as (
      update ${paciente} p set de_completitud_pct = x.de_completitud_pct,
        estado = coalesce(x.estado, p.estado),
        estado_motivo = case when x.estado is null then p.estado_motivo else x.estado_motivo end,
        estado_previo_muerte = case when x.estado is null then p.estado_previo_muerte else x.estado_previo_muerte end,
        version = p.version + case when x.estado is null then 0 else 1 end,
        modificado_por = case when x.estado is null then p.modificado_por else p.creado_por end,
        modificado_en = coalesce(x.cambiado_en, p.modificado_en)
      from x where p.paciente_id = x.paciente_id
      returning p.*, x.motivo, x.estado is not null as cambiado)
    insert into auditoria (usuario_id, rol, tabla, registro_id, accion, antes, despues, motivo, paciente_id, creado_por, creado_en, modificado_por, modificado_en)
    select d.modificado_por, ${rol}, 'paciente', d.paciente_id::text, 'CAMBIO_ESTADO', to_jsonb(a) - 'upn_numero',
      to_jsonb(d) - array['upn_numero', 'motivo', 'cambiado'], d.motivo, d.paciente_id, d.modificado_por, d.modificado_en, d.modificado_por, d.modificado_en
    from despues d join antes a on a.paciente_id = d.paciente_id where d.cambiado`;
}

async function guardarHistorias(db: Database, trozo: readonly HistoriaSembrada[], rolAutor: Rol | null): Promise<void> {
  const porTabla = new Map<string, { tablas: (typeof TABLAS_HISTORIA)[number]['tablas']; filas: Record<string, unknown>[] }>();
  const pacientes: Record<string, unknown>[] = [];
  for (const historia of trozo) {
    const { paciente: p, expediente, avisos, azar } = historia;
    let altaMuerte: string | null = null;
    for (const { clave } of TABLAS_HISTORIA) {
      for (const fila of filasDeHistoria(expediente, clave)) {
        const etapa = etapaDeFila(clave, fila);
        const entrada = porTabla.get(etapa.tabla) ?? { tablas: TABLAS_ETAPAS[etapa.id], filas: [] };
        const alta = altaDe(fila, p, azar);
        if (clave === 'muerte') altaMuerte = alta;
        entrada.filas.push({
          ...Object.fromEntries(vaciosDe(etapa).map(([nombre]) => [nombre, fila[nombre]])),
          [claveId(etapa)]: fila[claveId(etapa)],
          paciente_id: p.paciente_id,
          estado_formulario: 'COMPLETO',
          avisos: avisos.get(fila) ?? {},
          eliminado: false,
          creado_por: p.creado_por,
          creado_en: alta,
          modificado_por: p.creado_por,
          modificado_en: alta,
          version: 1,
        });
        porTabla.set(etapa.tabla, entrada);
      }
    }
    // As `actualizarCompletitud` computes it after a save.
    const { de_completitud_pct } = completitudDatosEsenciales(expediente.paciente, expediente);
    pacientes.push({ paciente_id: p.paciente_id, de_completitud_pct, ...cambioDeEstado(historia, altaMuerte) });
  }
  for (const [tabla, { tablas, filas }] of porTabla) {
    const id = claveId(tablas.etapa);
    const columnas = columnasDe(tablas.tabla as never).filter((columna) => columna in (filas[0] ?? {}));
    await insertarFilas(db, tablas.tabla as never, columnas, filas, true);
    // The chunk's ids of a table are consecutive (reserved at once) and the rows are in id order.
    await db.execute(auditoriaDeFilas(tabla, id, Number(filas[0]?.[id]), Number(filas.at(-1)?.[id]), rolAutor));
  }
  await db.execute(actualizacionPacientes(pacientes, rolAutor));
}
