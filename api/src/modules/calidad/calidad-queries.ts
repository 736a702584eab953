import { sql, type SQL } from 'drizzle-orm';
import { ETAPAS } from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { columna } from '../../db/etapa-tables';
import { TABLAS_ETAPAS } from '../../db/registro-etapas';
import { muestra, muestraConfirmacion, paciente } from '../../db/schema';
import type { AlcanceListado } from '../../platform/alcance/paciente-scope';
import { PLAZOS_CALIDAD, type ReglaCalidad } from './calidad-reglas';

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

/** The lines of one stage: drafts left for more than 30 days, and complete records not yet validated. */
function lineasDeEtapas(): SQL[] {
  return ETAPAS.map((etapa) => {
    const { tabla } = TABLAS_ETAPAS[etapa.id];
    const linea = etapa.lineaRescate === undefined ? sql`` : sql` and ${columna(tabla, 'rr_linea')} = ${etapa.lineaRescate}::int`;
    const estado = columna(tabla, 'estado_formulario');
    const modificado = columna(tabla, 'modificado_en');
    return sql`select ${columna(tabla, 'paciente_id')} as paciente_id,
        case when ${estado} = 'BORRADOR' then 'BORRADOR_ANTIGUO' else 'SIN_VALIDAR' end as regla,
        ${etapa.id}::text as formulario, ${columna(tabla, `${etapa.tabla}_id`)} as registro_id, null::text as campo, null::text as item,
        ${modificado}::date as desde, null::text as propuesta
      from ${tabla}
      where not ${columna(tabla, 'eliminado')}${linea}
        and (${estado} = 'COMPLETO' or (${estado} = 'BORRADOR' and ${modificado} < now() - make_interval(days => ${PLAZOS_CALIDAD.borradorDias}::int)))`;
  });
}

/** Every rule's lines (before scope and filters), as one set: the rules read indexed columns only. */
function lineasSql(mesesSinContacto: number): SQL {
  const partes: SQL[] = [
    sql`select ${paciente.paciente_id} as paciente_id, 'DATO_ESENCIAL' as regla, e->>'formulario' as formulario,
        case when e->>'formulario' = 'paciente' then ${paciente.paciente_id} end as registro_id, e->>'variable' as campo, e->>'codigo' as item,
        ${paciente.fecha_registro} as desde, null::text as propuesta
      from ${paciente} cross join lateral jsonb_array_elements(${paciente.de_pendientes}) e
      where ${paciente.de_pendientes} <> '[]'::jsonb`,
    sql`select ${paciente.paciente_id}, 'SEGUIMIENTO_VENCIDO', 'seguimiento', null::int, null::text, null::text, ${paciente.fecha_ultimo_contacto},
        case when ${paciente.fecha_ultimo_contacto} < current_date - make_interval(months => ${PLAZOS_CALIDAD.perdidoMeses}::int) then 'PERDIDO_SEGUIMIENTO' end
      from ${paciente}
      where ${paciente.estado} = 'ACTIVO' and ${paciente.fecha_ultimo_contacto} < current_date - make_interval(months => ${mesesSinContacto}::int)`,
    ...lineasDeEtapas(),
    sql`select ${muestra.paciente_id}, 'MUESTRA_SIN_ENVIAR', 'muestra', ${muestra.muestra_id}, null::text, ${muestra.codigo_muestra}, ${muestra.creado_en}::date, null::text
      from ${muestra}
      where not ${muestra.eliminado} and ${muestra.estado} = 'REGISTRADA' and ${muestra.creado_en} < now() - make_interval(days => ${PLAZOS_CALIDAD.muestraSinEnviarDias}::int)`,
    sql`select ${muestra.paciente_id}, 'MUESTRA_SIN_INFORME', 'muestra', ${muestra.muestra_id}, null::text, ${muestra.codigo_muestra}, ${muestraConfirmacion.fecha_recepcion}, null::text
      from ${muestra} join ${muestraConfirmacion} on ${muestraConfirmacion.muestra_id} = ${muestra.muestra_id}
      where not ${muestra.eliminado} and ${muestra.estado} in ('RECIBIDA', 'EN_PROCESO')
        and ${muestraConfirmacion.fecha_recepcion} < current_date - ${PLAZOS_CALIDAD.muestraSinInformeDias}::int`,
  ];
  return sql.join(partes, sql` union all `);
}

/** The lines a user may see with the filters, as a subquery `l` joined to its patient `paciente`. */
function lineasFiltradas(alcance: AlcanceListado, filtro: FiltroCalidad): SQL {
  const condiciones: SQL[] = [];
  const enAlcance = alcance({ hospital_id: paciente.hospital_id, estado: paciente.estado, creado_por: paciente.creado_por, paciente_id: paciente.paciente_id });
  if (enAlcance !== undefined) condiciones.push(enAlcance);
  if (filtro.hospital_id !== null) condiciones.push(sql`${paciente.hospital_id} = ${filtro.hospital_id}::int`);
  if (filtro.regla !== null) condiciones.push(sql`l.regla = ${filtro.regla}::text`);
  if (filtro.item !== null) condiciones.push(sql`l.item = ${filtro.item}::text`);
  if (filtro.dias_min !== null) condiciones.push(sql`l.desde <= current_date - ${filtro.dias_min}::int`);
  const donde = condiciones.length === 0 ? sql`` : sql` where ${sql.join(condiciones, sql` and `)}`;
  return sql`select l.paciente_id, ${paciente.upn} as upn, ${paciente.hospital_id} as hospital_id, l.regla, l.formulario, l.registro_id, l.campo, l.item,
      to_char(l.desde, 'YYYY-MM-DD') as desde, (current_date - l.desde::date) as dias, l.propuesta
    from (${lineasSql(filtro.meses_sin_contacto)}) l join ${paciente} on ${paciente.paciente_id} = l.paciente_id${donde}`;
}

const ORDEN_SQL: Readonly<Record<OrdenCalidad['orden'], string>> = { antiguedad: 'dias', paciente: 'upn', regla: 'regla' };

type Filas = { rows: Record<string, unknown>[] };

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

/** A page of the worklist in the order asked (ties by patient, rule, form, record, field: a stable order). */
export async function listarLineas(db: Database, alcance: AlcanceListado, filtro: FiltroCalidad, orden: OrdenCalidad, pagina: { pagina: number; tamano: number } | null) {
  const direccion = sql.raw(orden.direccion);
  const limite = pagina === null ? sql`` : sql` limit ${pagina.tamano} offset ${(pagina.pagina - 1) * pagina.tamano}`;
  const { rows } = (await db.execute(
    sql`select *, count(*) over ()::int as total from (${lineasFiltradas(alcance, filtro)}) f
      order by ${sql.raw(ORDEN_SQL[orden.orden])} ${direccion}, upn, regla, formulario, registro_id nulls first, campo nulls first${limite}`,
  )) as unknown as Filas;
  return { items: rows.map(lineaDe), total: rows.length === 0 ? 0 : Number(rows[0]?.total) };
}

/** The home counts: lines per rule within the user's scope. */
export async function contarLineas(db: Database, alcance: AlcanceListado, filtro: FiltroCalidad): Promise<Record<string, number>> {
  const { rows } = (await db.execute(sql`select regla, count(*)::int as n from (${lineasFiltradas(alcance, filtro)}) f group by regla`)) as unknown as Filas;
  return Object.fromEntries(rows.map((fila) => [String(fila.regla), Number(fila.n)]));
}
