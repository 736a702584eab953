import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { MOMENTO_MUESTRA, type ColumnaDescarga, type EstadoPaciente, type FicheroDescarga, type NombreCalculoFila, type ReferenciaClave } from '@registro-lma/shared/domain';
import { consultaExpedientes } from '../../db/expediente';
import { aniosCumplidosSql } from '../../db/query-helpers';
import { esPorUnidad, filasDeDescarga, pacientesDeDescarga, type QuienDescarga } from '../../platform/alcance/descarga-scope';
import { campoCsvSql, puedeNecesitarComillas, textoSql } from './texto-descarga-sql';

/** Who asks (as the request stored them) and what they chose: the patients and rows an extract covers (data-dictionary §2.3, §8). */
export interface AlcanceDescarga extends QuienDescarga {
  /** Filters: centres (ids), patient states, diagnosis dates, trial. */
  hospitales?: readonly number[];
  estados: readonly EstadoPaciente[];
  fechaDiagnosticoDesde?: string;
  fechaDiagnosticoHasta?: string;
  ensayo?: string;
}

const id = (nombre: string) => sql.identifier(nombre);
const lista = (valores: readonly (string | number)[]) => sql.join(valores.map((valor) => sql`${valor}`), sql`, `);

/** The condition on `p` (paciente) and `h` (hospital) that selects the patients in scope (`pacienteScope`) and chosen. */
export function condicionPacientes(alcance: AlcanceDescarga): SQL {
  const partes: SQL[] = [sql`p.estado in (${lista(alcance.estados)})`];
  const enAlcance = pacientesDeDescarga(alcance);
  if (enAlcance !== undefined) partes.push(enAlcance);
  if (alcance.hospitales !== undefined && alcance.hospitales.length > 0) partes.push(sql`p.hospital_id in (${lista(alcance.hospitales)})`);
  if (alcance.fechaDiagnosticoDesde !== undefined) partes.push(sql`p.fecha_diagnostico >= ${alcance.fechaDiagnosticoDesde}`);
  if (alcance.fechaDiagnosticoHasta !== undefined) partes.push(sql`p.fecha_diagnostico <= ${alcance.fechaDiagnosticoHasta}`);
  return sql.join(partes, sql` and `);
}

/**
 * The rows of a laboratory or a biobank (`filasDeDescarga`), read where the file keeps them: its biolab, its sample's
 * laboratory, or (an NGS result, a variant) the sample of the row or of its parent. A file that keeps neither is none
 * of theirs.
 */
function filasDeSuUnidad(fuente: FicheroDescarga['fuente'], alcance: AlcanceDescarga): SQL | undefined {
  const ambito = fuente.ambito;
  if (ambito?.biolab !== undefined) return filasDeDescarga(alcance, { biolab: sql`t.${id(ambito.biolab)}` });
  if (ambito?.laboratorio !== undefined && ambito.deMuestra === true) {
    const deMuestra = sql.raw(fuente.padre === undefined ? 't' : 'pa');
    const suMuestra = filasDeDescarga(alcance, { muestra: sql`m.muestra_id`, laboratorio: sql`m.${id(ambito.laboratorio)}` });
    return suMuestra === undefined ? undefined : sql`exists (select 1 from muestra m where m.muestra_id = ${deMuestra}.muestra_id and ${suMuestra})`;
  }
  if (ambito?.laboratorio !== undefined || ambito?.biolabDeMuestra === true) {
    return filasDeDescarga(alcance, { muestra: sql`t.muestra_id`, laboratorio: sql`t.${id(ambito.laboratorio ?? 'laboratorio_destino')}` });
  }
  return esPorUnidad(alcance) ? sql`false` : undefined;
}

/** The condition on the file's rows `t` (and parent `pa`): not deleted, the role's laboratories or biobanks, the trial. */
export function condicionFilas(fichero: FicheroDescarga, alcance: AlcanceDescarga): SQL {
  const { fuente } = fichero;
  const partes: SQL[] = [];
  if (fuente.eliminado) partes.push(sql`not ${sql.raw(fuente.padre === undefined ? 't' : 'pa')}.eliminado`);
  const deSuUnidad = filasDeSuUnidad(fuente, alcance);
  if (deSuUnidad !== undefined) partes.push(deSuUnidad);
  if (fuente.columnaEnsayo !== undefined && alcance.ensayo !== undefined) partes.push(sql`t.${id(fuente.columnaEnsayo)} = ${alcance.ensayo}`);
  if (fuente.soloSi !== undefined) partes.push(sql`t.${id(fuente.soloSi)}`);
  return partes.length === 0 ? sql`true` : sql.join(partes, sql` and `);
}

/** `from … join paciente p … join hospital h …` of a file's rows. */
export function origen(fichero: FicheroDescarga): SQL {
  const { fuente } = fichero;
  const padre = fuente.padre === undefined ? sql`` : sql` join ${id(fuente.padre.tabla)} pa on pa.${id(fuente.padre.id)} = t.${id(fuente.padre.id)}`;
  const union = fuente.union === undefined ? sql`` : sql` left join ${id(fuente.union.tabla)} u on u.${id(fuente.union.id)} = t.${id(fuente.union.id)}`;
  const deQuien = sql.raw(fuente.padre === undefined ? 't' : 'pa');
  return sql`from ${id(fuente.tabla)} t${padre} join paciente p on p.paciente_id = ${deQuien}.paciente_id join hospital h on h.hospital_id = p.hospital_id${union}`;
}

/**
 * data-dictionary §5.4 `momento` of an NGS result: its sample's moment or, for a trial sample, the general moment its
 * protocol moment maps to in the trial's list in force (a trial without a list of its own uses the general moments).
 */
const MOMENTO_NGS = sql`(select coalesce(m.momento,
    (select coalesce(cf.datos->>'momento_general', cf.codigo) from catalogo_fila cf where cf.catalogo = 'momento_muestra_' || lower(m.ensayo) and cf.codigo = m.momento_ensayo),
    case when m.momento_ensayo in (${lista(MOMENTO_MUESTRA.map((fila) => fila.codigo))}) then m.momento_ensayo end)
  from muestra m where m.muestra_id = t.muestra_id)`;

/** The NGS result's active NGS report, latest version first. */
const informeNgs = (columna: string) =>
  sql`(select i.${id(columna)}::text from informe i where i.muestra_id = t.muestra_id and i.activo and i.tipo_informe = 'NGS' order by i.version desc limit 1)`;

/**
 * The values computed per row of a file (`FicheroDescarga.calculos` and key positions), by variable: position from 1,
 * trial code, age at sample, report summary, PDF stamp, NGS moment and report.
 */
const CALCULOS: Readonly<Record<NombreCalculoFila, SQL>> = {
  // Stored from 0 (the form's row index); data-dictionary §8 keys count from 1.
  orden: sql`(t.orden + 1)`,
  codigo_paciente_ensayo: sql`(select e.codigo_paciente_ensayo from paciente_ensayo e where e.paciente_id = t.paciente_id and e.ensayo = t.ensayo and t.es_ensayo)`,
  edad_muestra: aniosCumplidosSql(sql`p.fecha_nacimiento`, sql`t.fecha_extraccion`),
  n_informes: sql`(select count(*)::int from informe i where i.muestra_id = t.muestra_id and i.activo)`,
  ultimo_informe_fecha: sql`(select max(i.fecha_informe)::text from informe i where i.muestra_id = t.muestra_id and i.activo)`,
  tipos_informe: sql`(select array_agg(distinct i.tipo_informe) from informe i where i.muestra_id = t.muestra_id and i.activo)`,
  pdf_generado_en: sql`to_char(t.pdf_generado_en at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
  momento: MOMENTO_NGS,
  informe_version: informeNgs('version'),
  informe_fecha: informeNgs('fecha_informe'),
};

/**
 * Another record's key through the row's internal id (data-dictionary §0.4: internal ids are never exported). An NGS
 * result's number counts its sample's live results up to it, oldest first (one live result per sample today: 1).
 */
type ClaveReferida = ReferenciaClave extends infer R ? (R extends { tabla: infer T extends string; clave: infer C extends string } ? `${T}.${C}` : never) : never;

const CLAVES_REFERIDAS: Readonly<Record<ClaveReferida, (ref: SQL) => SQL>> = {
  'muestra.codigo_muestra': (ref) => sql`(select r.codigo_muestra from muestra r where r.muestra_id = ${ref})`,
  'muestra_ngs.codigo_muestra': (ref) => sql`(select m.codigo_muestra from muestra_ngs r join muestra m on m.muestra_id = r.muestra_id where r.ngs_id = ${ref})`,
  'muestra_ngs.ngs_num': (ref) =>
    sql`(select nullif(count(*), 0)::int from muestra_ngs r join muestra_ngs s on s.muestra_id = r.muestra_id and not s.eliminado and s.ngs_id <= r.ngs_id
      where r.ngs_id = ${ref} and not r.eliminado)`,
  'trasplante.tph_num': (ref) => sql`(select r.tph_num from trasplante r where r.trasplante_id = ${ref})`,
  'recaida.rec_num': (ref) => sql`(select r.rec_num from recaida r where r.recaida_id = ${ref})`,
};

const ALIAS = { fila: 't', union: 'u', paciente: 'p' } as const;

/** How a column is selected: as the text the export writes (`textoSql`); null where the summary computes it. */
function expresion(columna: ColumnaDescarga, resumen: boolean): SQL {
  if (columna.tipo === 'sistema') {
    switch (columna.nombre) {
      case 'upn':
        return sql`p.upn`;
      case 'hospital_codigo':
        return sql`h.codigo`;
      case 'estado_formulario':
        return sql`t.estado_formulario`;
      case 'modificado_en':
        return sql`to_char(t.modificado_en at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
    }
  }
  if (resumen) return sql`null`;
  if (columna.tabla === 'referencia') {
    const { tabla, clave, columna: desde } = columna.referencia;
    return textoSql(columna, CLAVES_REFERIDAS[`${tabla}.${clave}` as ClaveReferida](sql`t.${id(desde)}`));
  }
  if (columna.tabla === 'calculo') {
    const calculo: SQL | undefined = CALCULOS[columna.campo.name as NombreCalculoFila];
    if (calculo === undefined) throw new Error(`Valor calculado desconocido: ${columna.campo.name}`);
    return textoSql(columna, calculo);
  }
  return textoSql(columna, sql`${sql.raw(ALIAS[columna.tabla])}.${id(columna.campo.name)}`);
}

/** The rows of one file for the patients `p` that `pacientes` selects: where they are read, and their order (§8). */
function filasDe(fichero: FicheroDescarga, alcance: AlcanceDescarga, pacientes: SQL): { desde: SQL; orden: SQL[] } {
  return {
    desde: sql`${origen(fichero)} where ${pacientes} and ${condicionFilas(fichero, alcance)}`,
    orden: [sql`h.codigo`, sql`p.upn_numero`, ...fichero.fuente.orden.map((columna) => sql`t.${id(columna)}`)],
  };
}

/**
 * The rows of one file for the patients `p` that `pacientes` selects, in the dictionary's order; in the summary file,
 * after the selected values, the patient's id, state and completeness (what its values are computed from).
 */
export function consultaFilas(fichero: FicheroDescarga, columnas: readonly ColumnaDescarga[], alcance: AlcanceDescarga, pacientes: SQL): SQL {
  const resumen = fichero.fuente.resumen === true;
  const textos = columnas.map((columna) => expresion(columna, resumen));
  const valores = sql.join([...textos, ...(resumen ? [sql`p.paciente_id, p.estado, p.de_completitud_pct`] : [])], sql`, `);
  const { desde, orden } = filasDe(fichero, alcance, pacientes);
  return sql`select ${valores} ${desde} order by ${sql.join(orden, sql`, `)}`;
}

/**
 * The file's rows as whole CSV records: every field written as CSV by PostgreSQL, `;`-joined and ended by CRLF, so the
 * job handles one value per row. Each column's text is computed once, in an inner statement (`offset 0` keeps
 * PostgreSQL from merging it into this one), then quoted here: quoting reads a value up to three times, and a key read
 * through another table (a sample's code) would be looked up each time. The records are sorted here, one text each,
 * not the inner rows of every column. The fields are joined as one flat array, not a chain of `||`: a chain nests one
 * operator per field, and past about 150 fields that depth exhausted embedded PGlite's stack, whose backend then exited
 * mid-statement (0 rows, or a spin that hung the API).
 */
export function consultaLineas(fichero: FicheroDescarga, columnas: readonly ColumnaDescarga[], alcance: AlcanceDescarga, pacientes: SQL): SQL {
  const { desde, orden } = filasDe(fichero, alcance, pacientes);
  const textos = columnas.map((columna, indice) => sql`${expresion(columna, false)} as ${id(`c${indice + 1}`)}`);
  const claves = orden.map((clave, indice) => sql`${clave} as ${id(`o${indice + 1}`)}`);
  const campos = columnas.map((columna, indice) => campoCsvSql(sql`f.${id(`c${indice + 1}`)}`, puedeNecesitarComillas(columna)));
  return sql`select array_to_string(array[${sql.join(campos, sql`, `)}]::text[], ';') || E'\r\n'
    from (select ${sql.join([...textos, ...claves], sql`, `)} ${desde} offset 0) f
    order by ${sql.join(orden.map((_, indice) => sql`f.${id(`o${indice + 1}`)}`), sql`, `)}`;
}

const dialecto = new PgDialect();
const literal = (valor: unknown) => (typeof valor === 'number' ? String(valor) : `'${String(valor).replaceAll("'", "''")}'`);

/**
 * A file read whole, every patient in scope in one statement (and, for a summary file, the histories it is computed
 * from), as SQL text with its values written in: what the extracts benchmark has PostgreSQL `COPY … TO STDOUT` on its
 * own, beside the job that reads the same rows batch by batch.
 */
export function consultasCompletas(fichero: FicheroDescarga, columnas: readonly ColumnaDescarga[], alcance: AlcanceDescarga): string[] {
  const consultas = [consultaFilas(fichero, columnas, alcance, condicionPacientes(alcance))];
  if (fichero.fuente.resumen === true) consultas.push(consultaExpedientes(condicionPacientes(alcance)));
  return consultas.map((consulta) => {
    const { sql: texto, params } = dialecto.sqlToQuery(consulta);
    return texto.replace(/\$(\d+)/g, (_, numero: string) => literal(params[Number(numero) - 1]));
  });
}
