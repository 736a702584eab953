import { and, asc, count, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import {
  BIOLAB,
  buscarFila,
  CAMPOS_CONFIRMACION,
  CAMPOS_MUESTRA,
  edadEnAnios,
  ESTADO_MUESTRA,
  HITOS_MUESTRA,
  seudonimizarCampo,
  type ConfirmacionMuestra,
  type EstadoMuestra,
  type EventoMuestra,
  type Muestra,
  type MuestraDePaciente,
  type RecuentoMuestras,
} from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { auditoria, biobanco, hospital, informe, muestra, muestraConfirmacion, paciente, pacienteEnsayo, usuario } from '../../db/schema';
import { isoString } from '../../platform/response-schemas';
import { condicionListado, ordenListado, type FiltroMuestras, type FiltroRecuentoMuestras } from './muestra-listado-sql';

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

/** A sample row with what it shows of its patient: what `vistaMuestra` reads. */
export type FilaMuestra = Awaited<ReturnType<typeof consultaMuestras>>[number];

/**
 * Samples with what they show of their patient (and the trial code of a trial sample), in the caller's order. Which
 * samples, deleted ones included, is the caller's condition: a list's scope (`muestraScope`), or one sample past its gate.
 */
function consultaMuestras<E extends Record<string, SQL.Aliased>>(db: Pick<Database, 'select'>, condicion: SQL | undefined, extra?: E) {
  return db
    .select({ ...seleccion, ...(extra as E) })
    .from(muestra)
    .innerJoin(paciente, eq(paciente.paciente_id, muestra.paciente_id))
    .innerJoin(hospital, eq(hospital.hospital_id, paciente.hospital_id))
    .leftJoin(pacienteEnsayo, and(eq(pacienteEnsayo.paciente_id, muestra.paciente_id), eq(pacienteEnsayo.ensayo, muestra.ensayo)))
    .where(condicion)
    .$dynamic();
}

/** The form's values of a row, by the field list (what `datos` holds). */
export function datosDe(campos: readonly { name: string }[], fila: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(campos.map((campo) => [campo.name, fila[campo.name] ?? null]));
}

/** The reception as the API answers it (and the audit trail keeps it). */
export function vistaConfirmacion(fila: typeof muestraConfirmacion.$inferSelect): ConfirmacionMuestra {
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

/** The sample as the API answers it (and the audit trail keeps it). */
export function vistaMuestra(fila: FilaMuestra, confirmacion: ConfirmacionMuestra | null): Muestra {
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

/** One sample as the API answers it, past its gate (`muestraEnAlcance`: a deleted one only to its laboratory); null when absent. */
export async function cargarMuestra(db: Database, muestraId: number): Promise<Muestra | null> {
  const [vista] = await conConfirmaciones(db, await consultaMuestras(db, eq(muestra.muestra_id, muestraId)));
  return vista ?? null;
}

/** One sample by its tube code (what a scanner types), null when none; whether the user sees it is its gate's. */
export async function muestraIdDeCodigo(db: Database, codigo: string): Promise<number | null> {
  const [fila] = await db
    .select({ muestra_id: muestra.muestra_id })
    .from(muestra)
    .where(eq(muestra.codigo_muestra, codigo.trim().toUpperCase()));
  return fila?.muestra_id ?? null;
}

/** A patient's samples in the user's scope, newest extraction first. */
async function muestrasDePaciente(db: Database, pacienteId: number, alcance: SQL): Promise<Muestra[]> {
  const filas = await consultaMuestras(db, and(eq(muestra.paciente_id, pacienteId), alcance)).orderBy(desc(muestra.fecha_extraccion), desc(muestra.muestra_id));
  return conConfirmaciones(db, filas);
}

/**
 * Whether the total is taken with the page, in the same pass over the rows (a window count), rather than counted
 * apart: so it is when a filter reads the table anyway. A list filtered only by laboratory and state is counted
 * from the list's index alone, and its page read in that index's order, which a window count would forbid.
 */
function totalConLaPagina(filtro: FiltroRecuentoMuestras): boolean {
  return FILTROS_DE_LA_TABLA.some((nombre) => filtro[nombre] !== null);
}

/** The filters the list's index cannot answer (it holds the laboratory, the state and the deletion mark). */
const FILTROS_DE_LA_TABLA = [
  'upn',
  'es_ensayo',
  'hospital_id',
  'estudio',
  'ensayo',
  'extraccion_desde',
  'extraccion_hasta',
  'envio_desde',
  'envio_hasta',
] as const satisfies readonly Exclude<keyof FiltroRecuentoMuestras, 'laboratorio'>[];

/**
 * One page of the samples in scope matching the filters, in the order asked (muestra-listado-sql.ts), each row with the
 * total when `totalConLaPagina`: the page's ids are chosen over the narrow rows the order and the filters need, and only
 * those 25 are joined to what a row shows (sorting a laboratory's 15 000 whole rows, their patient, centre and trial code
 * joined, took 80–130 ms).
 */
export function consultaPagina(db: Database, filtro: FiltroMuestras, alcance: SQL) {
  const total = totalConLaPagina(filtro) ? sql<number | null>`count(*) over ()` : sql<number | null>`null`;
  const pagina = db.$with('pagina').as(
    db
      .select({ pagina_id: sql<number>`${muestra.muestra_id}`.as('pagina_id'), total: total.mapWith((valor) => (valor === null ? null : Number(valor))).as('total') })
      .from(muestra)
      .innerJoin(paciente, eq(paciente.paciente_id, muestra.paciente_id))
      .innerJoin(hospital, eq(hospital.hospital_id, paciente.hospital_id))
      .leftJoin(muestraConfirmacion, eq(muestraConfirmacion.muestra_id, muestra.muestra_id))
      .where(condicionListado(filtro, alcance))
      .orderBy(...ordenListado(filtro))
      .limit(filtro.tamano)
      .offset((filtro.pagina - 1) * filtro.tamano),
  );
  return consultaMuestras(db.with(pagina), undefined, { total: pagina.total })
    .innerJoin(pagina, eq(pagina.pagina_id, muestra.muestra_id))
    .leftJoin(muestraConfirmacion, eq(muestraConfirmacion.muestra_id, muestra.muestra_id))
    .orderBy(...ordenListado(filtro));
}

/** One page of the samples in scope matching the filters (the laboratory worklist) and their total. */
export async function listarMuestras(db: Database, filtro: FiltroMuestras, alcance: SQL): Promise<{ items: Muestra[]; total: number }> {
  const filas = await consultaPagina(db, filtro, alcance);
  // Counted apart when the page does not carry it, or has no row to carry it (a page past the end).
  const total = filas[0]?.total ?? (filas.length === 0 && filtro.pagina === 1 && totalConLaPagina(filtro) ? 0 : await contarMuestras(db, filtro, alcance));
  return { items: await conConfirmaciones(db, filas), total };
}

async function contarMuestras(db: Database, filtro: FiltroMuestras, alcance: SQL): Promise<number> {
  const [conteo] = await db
    .select({ total: count() })
    .from(muestra)
    .innerJoin(paciente, eq(paciente.paciente_id, muestra.paciente_id))
    .where(condicionListado(filtro, alcance));
  return conteo?.total ?? 0;
}

/** The samples in scope (`muestraScope`) matching the filters, counted per state (only the states that have any). */
export function consultaRecuento(db: Database, filtro: FiltroRecuentoMuestras, alcance: SQL) {
  return db
    .select({ estado: muestra.estado, total: count() })
    .from(muestra)
    .innerJoin(paciente, eq(paciente.paciente_id, muestra.paciente_id))
    .where(condicionListado({ ...filtro, estado: null }, alcance))
    .groupBy(muestra.estado);
}

/** How many samples in scope matching the filters are in each state (the worklist's tabs), every state present. */
export async function recontarMuestras(db: Database, filtro: FiltroRecuentoMuestras, alcance: SQL): Promise<RecuentoMuestras> {
  const filas = await consultaRecuento(db, filtro, alcance);
  const porEstado = new Map(filas.map((fila) => [fila.estado, fila.total]));
  return {
    total: filas.reduce((suma, fila) => suma + fila.total, 0),
    por_estado: Object.fromEntries(ESTADO_MUESTRA.map((fila) => [fila.codigo, porEstado.get(fila.codigo) ?? 0])) as Record<EstadoMuestra, number>,
  };
}

/** What the patient view may show of a sample's life besides the sample itself (data-dictionary §2.3). */
export type OpcionesCicloVida = {
  /** The report's id and file name, for its download (the roles that may download reports). */
  readonly conInformes: boolean;
  /** The biobank entries (the roles that see biobank records). */
  readonly conBiobanco: boolean;
  /** The read-only view (data-dictionary §2.3): no user's name, and each step's text as its field is pseudonymised. */
  readonly seudonimizado: boolean;
};

/** What the audit trail keeps of a sample after each change (its API view). */
type InstantaneaMuestra = { estado?: string; pdf_generado_en?: string | null; datos?: { fecha_envio?: string | null } } | null;

async function nombresDeUsuarios(db: Database, ids: ReadonlySet<number>): Promise<ReadonlyMap<number, string>> {
  if (ids.size === 0) return new Map();
  const filas = await db
    .select({ usuario_id: usuario.usuario_id, nombre: usuario.nombre, apellidos: usuario.apellidos })
    .from(usuario)
    .where(inArray(usuario.usuario_id, [...ids]));
  return new Map(filas.map((fila) => [fila.usuario_id, `${fila.nombre} ${fila.apellidos}`]));
}

const evento = (
  hito: EventoMuestra['hito'],
  fecha: string,
  usuarioId: number | null,
  detalle: string | null = null,
  ids: Pick<EventoMuestra, 'informe_id' | 'biobanco_id'> = { informe_id: null, biobanco_id: null },
) => ({ hito, fecha, usuarioId, detalle, ...ids });

type EventoSinNombre = ReturnType<typeof evento>;

/**
 * The steps the audit trail tells: the last «Hoja de envío» printed, the shipment and the annulment, by whom. A
 * deletion (no `despues`) annuls a sample not yet annulled: its laboratory still sees it so (data-dictionary §2.3).
 */
function eventosAuditados(filas: readonly { usuario_id: number | null; antes: unknown; despues: unknown; creado_en: Date }[]): EventoSinNombre[] {
  const porHito = new Map<EventoMuestra['hito'], EventoSinNombre>();
  for (const fila of filas) {
    const antes = fila.antes as InstantaneaMuestra;
    const despues = fila.despues as InstantaneaMuestra;
    if (despues === null) {
      if (antes !== null && antes.estado !== 'ANULADA' && !porHito.has('ANULADA')) porHito.set('ANULADA', evento('ANULADA', fila.creado_en.toISOString(), fila.usuario_id));
      continue;
    }
    const impresa = despues.pdf_generado_en ?? null;
    if (impresa !== null && impresa !== (antes?.pdf_generado_en ?? null)) porHito.set('HOJA_ENVIO', evento('HOJA_ENVIO', impresa, fila.usuario_id));
    if (despues.estado === 'ENVIADA' && antes?.estado !== 'ENVIADA') {
      porHito.set('ENVIADA', evento('ENVIADA', despues.datos?.fecha_envio ?? fila.creado_en.toISOString(), fila.usuario_id));
    }
    if (despues.estado === 'ANULADA' && antes?.estado !== 'ANULADA') porHito.set('ANULADA', evento('ANULADA', fila.creado_en.toISOString(), fila.usuario_id));
  }
  return [...porHito.values()];
}

/**
 * A patient's samples in the user's scope, newest extraction first, each with its life in lifecycle order (catalogues.md
 * §45): registered, «Hoja de envío» printed, shipped, received or rejected, each active report, each biobank entry,
 * annulled, each with when and who (the user's name).
 */
export async function muestrasDePacienteConCicloVida(
  db: Database,
  pacienteId: number,
  alcance: SQL,
  opciones: OpcionesCicloVida,
): Promise<MuestraDePaciente[]> {
  const muestras = await muestrasDePaciente(db, pacienteId, alcance);
  if (muestras.length === 0) return [];
  const ids = muestras.map((fila) => fila.muestra_id);
  const auditadas = await db
    .select({ registro_id: auditoria.registro_id, usuario_id: auditoria.usuario_id, antes: auditoria.antes, despues: auditoria.despues, creado_en: auditoria.creado_en })
    .from(auditoria)
    .where(and(eq(auditoria.tabla, 'muestra'), inArray(auditoria.registro_id, ids.map(String)), inArray(auditoria.accion, ['CREAR', 'MODIFICAR', 'CAMBIO_ESTADO', 'ELIMINAR'])))
    .orderBy(asc(auditoria.auditoria_id));
  const informes = await db
    .select({ muestra_id: informe.muestra_id, informe_id: informe.informe_id, nombre_archivo: informe.nombre_archivo, subido_por: informe.subido_por, subido_en: informe.subido_en })
    .from(informe)
    .where(and(inArray(informe.muestra_id, ids), eq(informe.activo, true)))
    .orderBy(asc(informe.subido_en), asc(informe.informe_id));
  const entradas = opciones.conBiobanco
    ? await db
        .select({ biobanco_id: biobanco.biobanco_id, muestra_id: biobanco.muestra_id, biolab: biobanco.biolab, codigo: biobanco.codigo_biobanco, fecha: biobanco.fecha_entrada, creado_por: biobanco.creado_por })
        .from(biobanco)
        .where(and(inArray(biobanco.muestra_id, ids), eq(biobanco.eliminado, false)))
        .orderBy(asc(biobanco.biobanco_id))
    : [];

  const sinNombre = new Map<number, EventoSinNombre[]>(
    muestras.map((vista) => {
      const propios = [evento('REGISTRADA', vista.creado_en, vista.creado_por), ...eventosAuditados(auditadas.filter((fila) => fila.registro_id === String(vista.muestra_id)))];
      const envio = vista.datos.fecha_envio;
      // A reception without a recorded shipment assumes it on the reception date: nobody registered it.
      if (typeof envio === 'string' && !propios.some((paso) => paso.hito === 'ENVIADA')) propios.push(evento('ENVIADA', envio, null));
      const recepcion = vista.confirmacion;
      if (recepcion !== null) {
        const aceptada = recepcion.datos.aceptada !== 'NO';
        const motivo = typeof recepcion.datos.motivo_rechazo === 'string' ? recepcion.datos.motivo_rechazo : null;
        const motivoVisto = opciones.seudonimizado ? (seudonimizarCampo('motivo_rechazo', motivo) as string | null) : motivo;
        propios.push(evento(aceptada ? 'RECIBIDA' : 'RECHAZADA', String(recepcion.datos.fecha_recepcion), recepcion.recibido_por, aceptada ? null : motivoVisto));
      }
      for (const fila of informes.filter((candidato) => candidato.muestra_id === vista.muestra_id)) {
        const detalle = opciones.conInformes ? fila.nombre_archivo : null;
        propios.push(evento('INFORMADA', fila.subido_en.toISOString(), fila.subido_por, detalle, { informe_id: opciones.conInformes ? fila.informe_id : null, biobanco_id: null }));
      }
      for (const fila of entradas.filter((candidato) => candidato.muestra_id === vista.muestra_id)) {
        const detalle = `${buscarFila(BIOLAB, fila.biolab)?.etiqueta ?? fila.biolab} · ${fila.codigo ?? ''}`;
        propios.push(evento('BIOBANCO', fila.fecha ?? '', fila.creado_por, detalle, { informe_id: null, biobanco_id: fila.biobanco_id }));
      }
      return [vista.muestra_id, propios.sort((a, b) => HITOS_MUESTRA.indexOf(a.hito) - HITOS_MUESTRA.indexOf(b.hito))] as const;
    }),
  );
  const autores = new Set(opciones.seudonimizado ? [] : [...sinNombre.values()].flat().flatMap((paso) => (paso.usuarioId === null ? [] : [paso.usuarioId])));
  const nombres = await nombresDeUsuarios(db, autores);
  return muestras.map((vista) => ({
    ...vista,
    ciclo_vida: (sinNombre.get(vista.muestra_id) ?? []).map(({ usuarioId, ...paso }) => ({ ...paso, usuario: usuarioId === null ? null : (nombres.get(usuarioId) ?? null) })),
  }));
}
