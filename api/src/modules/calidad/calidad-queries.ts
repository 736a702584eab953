import { sql, type SQL } from 'drizzle-orm';
import { ETAPAS, PLAZOS_CALIDAD, RANGOS_PLAUSIBLES, RESPUESTAS_JUSTIFICABLES, type DefinicionEtapa, type ReglaCalidad } from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { algunaSinJustificar, columna, conAvisos, sinJustificar } from '../../db/etapa-table';
import { TABLAS_ETAPAS } from '../../db/etapa-registry';
import { muestra, muestraConfirmacion, paciente, pacienteRecuento } from '../../db/schema';
import type { AlcanceListado } from '../../platform/alcance/paciente-scope';
import { filasDe } from '../../db/filas';

/** One line of the worklist: what is wrong, where (patient, form, record, field), since when, and what to propose. */
export type LineaCalidad = {
  paciente_id: number;
  upn: string;
  hospital_id: number;
  regla: ReglaCalidad;
  formulario: string;
  registro_id: number | null;
  campo: string | null;
  item: string | null;
  desde: string;
  dias: number;
  propuesta: string | null;
};

export type FiltroCalidad = {
  hospital_id: number | null;
  regla: ReglaCalidad | null;
  item: string | null;
  dias_min: number | null;
  meses_sin_contacto: number;
};

export const ORDENES_CALIDAD = ['antiguedad', 'paciente', 'regla'] as const;
export type OrdenCalidad = { orden: (typeof ORDENES_CALIDAD)[number]; direccion: 'asc' | 'desc' };

/**
 * One rule's lines, as expressions on its tables joined to `paciente` (the scope and the centre filter are written on
 * it): `marca` is the indexed column the age comes from, so a page in age order reads each rule's oldest lines only.
 */
type Parte = {
  regla: ReglaCalidad;
  desde: SQL;
  marca: SQL;
  formulario: SQL;
  registroId: SQL;
  campo: SQL;
  item: SQL;
  propuesta: SQL;
  origen: SQL;
  donde: SQL;
};

const NADA = sql`null::text`;

/** A stage's live records (one rescue line of the shared table) with what every line of them says: age and record. */
function registrosDeEtapa(etapa: DefinicionEtapa) {
  const { tabla } = TABLAS_ETAPAS[etapa.id];
  const linea = etapa.lineaRescate === undefined ? sql`` : sql` and ${columna(tabla, 'rr_linea')} = ${etapa.lineaRescate}::int`;
  const modificado = columna(tabla, 'modificado_en');
  return {
    tabla,
    vivos: sql`not ${columna(tabla, 'eliminado')}${linea}`,
    comun: {
      desde: sql`${modificado}::date`,
      marca: sql`${modificado}`,
      formulario: sql`${etapa.id}::text`,
      registroId: sql`${columna(tabla, `${etapa.tabla}_id`)}`,
      item: NADA,
      propuesta: NADA,
    },
    origen: sql`${tabla} join ${paciente} on ${paciente.paciente_id} = ${columna(tabla, 'paciente_id')}`,
  };
}

/** The lines of each stage: drafts left for more than 30 days, complete records not yet validated. */
function partesDeEtapas(): Parte[] {
  return ETAPAS.flatMap((etapa) => {
    const { tabla, vivos, comun, origen } = registrosDeEtapa(etapa);
    const estado = columna(tabla, 'estado_formulario');
    const conComun = { ...comun, campo: NADA, origen };
    return [
      { ...conComun, regla: 'BORRADOR_ANTIGUO', donde: sql`${vivos} and ${estado} = 'BORRADOR' and ${comun.marca} < now() - make_interval(days => ${PLAZOS_CALIDAD.borradorDias}::int)` },
      { ...conComun, regla: 'SIN_VALIDAR', donde: sql`${vivos} and ${estado} = 'COMPLETO'` },
    ];
  });
}

/** One line per field of a record where its case holds: each case is `(campo, condición)`, all read in one pass of the table. */
function partePorCampo(etapa: DefinicionEtapa, regla: ReglaCalidad, casos: readonly SQL[], previo: SQL = sql`true`): Parte[] {
  if (casos.length === 0) return [];
  const { vivos, comun, origen } = registrosDeEtapa(etapa);
  return [{ ...comun, regla, campo: sql`v.campo`, origen: sql`${origen} cross join lateral (values ${sql.join([...casos], sql`, `)}) v(campo, fuera)`, donde: sql`${vivos} and ${previo} and v.fuera` }];
}

/**
 * The values of each stage the form warned about and saved: a response that differs from the calculated ELN 2022
 * one with no justification, and a number outside its plausible range (§6.1, the field's own warning range).
 */
function partesDeValores(): Parte[] {
  return ETAPAS.flatMap((etapa) => {
    const { tabla } = TABLAS_ETAPAS[etapa.id];
    const deTabla = (nombre: string) => sql`${columna(tabla, nombre)}`;
    const bloques = RESPUESTAS_JUSTIFICABLES.get(etapa.id) ?? [];
    const justificables = bloques.map((bloque) => sql`(${bloque.justificacion}::text, ${sinJustificar(bloque, deTabla)})`);
    const rangos = (RANGOS_PLAUSIBLES.get(etapa.id) ?? []).map(({ campo, min, max }) => {
      const valor = columna(tabla, campo);
      const limites = [min === undefined ? null : sql`${valor} < ${min}::numeric`, max === undefined ? null : sql`${valor} > ${max}::numeric`].filter((limite) => limite !== null);
      return sql`(${campo}::text, ${sql.join(limites, sql` or `)})`;
    });
    // Each rule states the predicate of its stage's partial index (etapa-table.ts), so that only the records it may
    // list are read field by field: those with an unjustified response, those saved with a warning (G15).
    return [
      ...partePorCampo(etapa, 'RESPUESTA_SIN_JUSTIFICAR', justificables, bloques.length === 0 ? undefined : algunaSinJustificar(bloques, deTabla)),
      ...partePorCampo(etapa, 'VALOR_FUERA_DE_RANGO', rangos, conAvisos(deTabla)),
    ];
  });
}

/** Every rule's lines: the rules of dates and states read indexed columns; those of values, one pass per stage table. */
function partes(mesesSinContacto: number): Parte[] {
  const conPaciente = (tabla: SQL) => sql`${tabla} join ${paciente} on ${paciente.paciente_id} = ${muestra.paciente_id}`;
  return [
    {
      regla: 'DATO_ESENCIAL',
      desde: sql`${paciente.fecha_registro}`,
      marca: sql`${paciente.fecha_registro}`,
      formulario: sql`e->>'formulario'`,
      registroId: sql`case when e->>'formulario' = 'paciente' then ${paciente.paciente_id} end`,
      campo: sql`e->>'variable'`,
      item: sql`e->>'codigo'`,
      propuesta: NADA,
      origen: sql`${paciente} cross join lateral jsonb_array_elements(${paciente.de_pendientes}) e`,
      donde: sql`${paciente.de_pendientes} <> '[]'::jsonb`,
    },
    {
      regla: 'SEGUIMIENTO_VENCIDO',
      desde: sql`${paciente.fecha_ultimo_contacto}`,
      marca: sql`${paciente.fecha_ultimo_contacto}`,
      formulario: sql`'seguimiento'::text`,
      registroId: sql`null::int`,
      campo: NADA,
      item: NADA,
      propuesta: sql`case when ${paciente.fecha_ultimo_contacto} < current_date - make_interval(months => ${PLAZOS_CALIDAD.perdidoMeses}::int) then 'PERDIDO_SEGUIMIENTO' end`,
      origen: sql`${paciente}`,
      donde: sql`${paciente.estado} = 'ACTIVO' and ${paciente.fecha_ultimo_contacto} < current_date - make_interval(months => ${mesesSinContacto}::int)`,
    },
    ...partesDeEtapas(),
    ...partesDeValores(),
    {
      regla: 'MUESTRA_SIN_ENVIAR',
      desde: sql`${muestra.creado_en}::date`,
      marca: sql`${muestra.creado_en}`,
      formulario: sql`'muestra'::text`,
      registroId: sql`${muestra.muestra_id}`,
      campo: NADA,
      item: sql`${muestra.codigo_muestra}::text`,
      propuesta: NADA,
      origen: conPaciente(sql`${muestra}`),
      donde: sql`not ${muestra.eliminado} and ${muestra.estado} = 'REGISTRADA' and ${muestra.creado_en} < now() - make_interval(days => ${PLAZOS_CALIDAD.muestraSinEnviarDias}::int)`,
    },
    {
      regla: 'MUESTRA_SIN_INFORME',
      desde: sql`${muestraConfirmacion.fecha_recepcion}`,
      marca: sql`${muestraConfirmacion.fecha_recepcion}`,
      formulario: sql`'muestra'::text`,
      registroId: sql`${muestra.muestra_id}`,
      campo: NADA,
      item: sql`${muestra.codigo_muestra}::text`,
      propuesta: NADA,
      origen: conPaciente(sql`${muestra} join ${muestraConfirmacion} on ${muestraConfirmacion.muestra_id} = ${muestra.muestra_id}`),
      donde: sql`not ${muestra.eliminado} and ${muestra.estado} in ('RECIBIDA', 'EN_PROCESO') and ${muestraConfirmacion.fecha_recepcion} < current_date - ${PLAZOS_CALIDAD.muestraSinInformeDias}::int`,
    },
  ];
}

/**
 * The parts a user may see with the filters: each one's lines within the scope (on `paciente`), the centre, the item
 * and the minimum age. `tope`: only the oldest (or newest) lines of each part, in its index's order.
 */
function lineasFiltradas(alcance: AlcanceListado, filtro: FiltroCalidad, tope?: { limite: number; direccion: 'asc' | 'desc' }): SQL {
  const enAlcance = alcance({ hospital_id: paciente.hospital_id, estado: paciente.estado, creado_por: paciente.creado_por, paciente_id: paciente.paciente_id });
  const seleccion = partes(filtro.meses_sin_contacto)
    .filter((parte) => filtro.regla === null || parte.regla === filtro.regla)
    .map((parte) => {
      const condiciones = [parte.donde];
      if (enAlcance !== undefined) condiciones.push(enAlcance);
      if (filtro.hospital_id !== null) condiciones.push(sql`${paciente.hospital_id} = ${filtro.hospital_id}::int`);
      if (filtro.item !== null) condiciones.push(sql`${parte.item} = ${filtro.item}::text`);
      if (filtro.dias_min !== null) condiciones.push(sql`${parte.desde} <= current_date - ${filtro.dias_min}::int`);
      // Oldest first is the smallest date: «antigüedad desc» walks each index forwards.
      const orden = tope === undefined ? sql`` : sql` order by ${parte.marca} ${sql.raw(tope.direccion === 'desc' ? 'asc' : 'desc')} limit ${tope.limite}`;
      return sql`(select ${paciente.paciente_id} as paciente_id, ${paciente.upn} as upn, ${paciente.hospital_id} as hospital_id, ${parte.regla}::text as regla,
          ${parte.formulario} as formulario, ${parte.registroId} as registro_id, ${parte.campo} as campo, ${parte.item} as item,
          to_char(${parte.desde}, 'YYYY-MM-DD') as desde, (current_date - ${parte.desde}::date) as dias, ${parte.propuesta} as propuesta
        from ${parte.origen} where ${sql.join(condiciones, sql` and `)}${orden})`;
    });
  return seleccion.length === 0 ? sql`select null where false` : sql.join(seleccion, sql` union all `);
}

const ORDEN_SQL: Readonly<Record<OrdenCalidad['orden'], string>> = { antiguedad: 'dias', paciente: 'upn', regla: 'regla' };

function lineaDe(fila: Record<string, unknown>): LineaCalidad {
  return {
    paciente_id: Number(fila.paciente_id),
    upn: String(fila.upn),
    hospital_id: Number(fila.hospital_id),
    regla: fila.regla as ReglaCalidad,
    formulario: String(fila.formulario),
    registro_id: fila.registro_id === null ? null : Number(fila.registro_id),
    campo: (fila.campo as string | null) ?? null,
    item: (fila.item as string | null) ?? null,
    desde: String(fila.desde),
    dias: Number(fila.dias),
    propuesta: (fila.propuesta as string | null) ?? null,
  };
}

/** The order of the whole list: the asked one, then a stable order (patient, rule, form, record, field). */
const ordenTotal = (orden: OrdenCalidad) =>
  sql.raw(`${ORDEN_SQL[orden.orden]} ${orden.direccion}, upn, regla, formulario, registro_id nulls first, campo nulls first`);

/**
 * A page of the worklist, or all of it (the CSV, the bulk queries: `pagina` null). In age order, the default, a page
 * reads only the oldest (or newest) lines of each rule, through their indexes; the other orders sort every line.
 */
export async function listarLineas(db: Database, alcance: AlcanceListado, filtro: FiltroCalidad, orden: OrdenCalidad, pagina: { pagina: number; tamano: number } | null): Promise<LineaCalidad[]> {
  const desde = pagina === null ? 0 : (pagina.pagina - 1) * pagina.tamano;
  const tope = pagina !== null && orden.orden === 'antiguedad' ? { limite: desde + pagina.tamano, direccion: orden.direccion } : undefined;
  const limite = pagina === null ? sql`` : sql` limit ${pagina.tamano} offset ${desde}`;
  const rows = await filasDe<Record<string, unknown>>(db, sql`select * from (${lineasFiltradas(alcance, filtro, tope)}) f order by ${ordenTotal(orden)}${limite}`);
  return rows.map(lineaDe);
}

/** Lines per rule within the user's scope and the filters (the home counts, a page's total). */
export async function contarLineas(db: Database, alcance: AlcanceListado, filtro: FiltroCalidad): Promise<Record<string, number>> {
  const rows = await filasDe<{ regla: string; n: number }>(db, sql`select regla, count(*)::int as n from (${lineasFiltradas(alcance, filtro)}) f group by regla`);
  return Object.fromEntries(rows.map((fila) => [String(fila.regla), Number(fila.n)]));
}

/** How many BORRADOR patients a user created, from the patients' running counts (`paciente_recuento`): no scan. */
export async function borradoresPropios(db: Database, usuarioId: number): Promise<number> {
  const [fila] = await filasDe<{ n: number | string | null }>(db, sql`select sum(${pacienteRecuento.pacientes}) as n from ${pacienteRecuento}
    where ${pacienteRecuento.estado} = 'BORRADOR' and ${pacienteRecuento.borrador_de} = ${usuarioId}`);
  return Number(fila?.n ?? 0);
}
