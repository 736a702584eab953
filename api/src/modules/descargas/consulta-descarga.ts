import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { ColumnaDescarga, EstadoPaciente, FicheroDescarga, Rol } from '@registro-lma/shared/domain';
import { consultaExpedientes } from '../../db/expediente';
import { campoCsvSql, puedeNecesitarComillas, textoSql } from './texto-sql-descarga';

/** Who asks and what they chose: the patients and rows an extract covers (data-dictionary §2.3, §8). */
export interface AlcanceDescarga {
  rol: Rol;
  /** CLINICO: the user's centres; other roles: every centre. */
  hospitalesUsuario: readonly number[];
  laboratorios: readonly string[];
  biolabs: readonly string[];
  /** Filters: centres (ids), patient states, diagnosis dates, trial. */
  hospitales?: readonly number[];
  estados: readonly EstadoPaciente[];
  fechaDiagnosticoDesde?: string;
  fechaDiagnosticoHasta?: string;
  ensayo?: string;
}

const id = (nombre: string) => sql.identifier(nombre);
const lista = (valores: readonly (string | number)[]) => sql.join(valores.map((valor) => sql`${valor}`), sql`, `);

/** The condition on `p` (paciente) and `h` (hospital) that selects the patients in scope. */
export function condicionPacientes(alcance: AlcanceDescarga): SQL {
  const partes: SQL[] = [sql`p.estado in (${lista(alcance.estados)})`];
  if (alcance.rol === 'CLINICO') partes.push(alcance.hospitalesUsuario.length === 0 ? sql`false` : sql`p.hospital_id in (${lista(alcance.hospitalesUsuario)})`);
  if (alcance.hospitales !== undefined && alcance.hospitales.length > 0) partes.push(sql`p.hospital_id in (${lista(alcance.hospitales)})`);
  if (alcance.fechaDiagnosticoDesde !== undefined) partes.push(sql`p.fecha_diagnostico >= ${alcance.fechaDiagnosticoDesde}`);
  if (alcance.fechaDiagnosticoHasta !== undefined) partes.push(sql`p.fecha_diagnostico <= ${alcance.fechaDiagnosticoHasta}`);
  if (alcance.rol === 'LABORATORIO') {
    partes.push(
      alcance.laboratorios.length === 0
        ? sql`false`
        : sql`exists (select 1 from muestra m where m.paciente_id = p.paciente_id and not m.eliminado and m.laboratorio_destino in (${lista(alcance.laboratorios)}))`,
    );
  }
  if (alcance.rol === 'BIOBANCO') {
    partes.push(
      alcance.biolabs.length === 0
        ? sql`false`
        : sql`exists (select 1 from biobanco b where b.paciente_id = p.paciente_id and not b.eliminado and b.biolab in (${lista(alcance.biolabs)}))`,
    );
  }
  return sql.join(partes, sql` and `);
}

/** The condition on the file's rows `t` (and parent `pa`): not deleted, the role's laboratories or biobanks, the trial. */
export function condicionFilas(fichero: FicheroDescarga, alcance: AlcanceDescarga): SQL {
  const { fuente } = fichero;
  const partes: SQL[] = [];
  if (fuente.eliminado) partes.push(sql`not ${sql.raw(fuente.padre === undefined ? 't' : 'pa')}.eliminado`);
  if (alcance.rol === 'LABORATORIO' && fuente.ambito?.laboratorio !== undefined) {
    partes.push(alcance.laboratorios.length === 0 ? sql`false` : sql`t.${id(fuente.ambito.laboratorio)} in (${lista(alcance.laboratorios)})`);
  }
  if (alcance.rol === 'BIOBANCO' && fuente.ambito?.biolab !== undefined) {
    partes.push(alcance.biolabs.length === 0 ? sql`false` : sql`t.${id(fuente.ambito.biolab)} in (${lista(alcance.biolabs)})`);
  }
  if (alcance.rol === 'BIOBANCO' && fuente.ambito?.biolabDeMuestra === true) {
    partes.push(
      alcance.biolabs.length === 0
        ? sql`false`
        : sql`exists (select 1 from biobanco b where b.muestra_id = t.muestra_id and not b.eliminado and b.biolab in (${lista(alcance.biolabs)}))`,
    );
  }
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

/** The values computed per row of a file (`FicheroDescarga.calculos`), by variable: age at sample, report summary. */
const CALCULOS: Readonly<Record<string, SQL>> = {
  edad_muestra: sql`extract(year from age(t.fecha_extraccion, p.fecha_nacimiento))::int`,
  n_informes: sql`(select count(*)::int from informe i where i.muestra_id = t.muestra_id and i.activo)`,
  ultimo_informe_fecha: sql`(select max(i.fecha_informe)::text from informe i where i.muestra_id = t.muestra_id and i.activo)`,
  tipos_informe: sql`(select array_agg(distinct i.tipo_informe) from informe i where i.muestra_id = t.muestra_id and i.activo)`,
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
  if (columna.tabla === 'calculo') {
    const calculo = CALCULOS[columna.campo.name];
    if (calculo === undefined) throw new Error(`Valor calculado desconocido: ${columna.campo.name}`);
    return textoSql(columna, calculo);
  }
  return textoSql(columna, sql`${sql.raw(ALIAS[columna.tabla])}.${id(columna.campo.name)}`);
}

/**
 * What is selected per row: every column's text (`columnas`), or its whole CSV record (`linea`): every field written
 * as CSV by PostgreSQL, `;`-joined and ended by CRLF, so the job handles one value per row. The fields are joined as
 * one flat array, not a chain of `||`: a chain nests one operator per field, and past about 150 fields that depth
 * exhausted embedded PGlite's stack, whose backend then exited mid-statement (0 rows, or a spin that hung the API).
 */
type Forma = 'columnas' | 'linea';

function seleccion(columnas: readonly ColumnaDescarga[], resumen: boolean, forma: Forma): SQL[] {
  const textos = columnas.map((columna) => expresion(columna, resumen));
  if (forma === 'columnas') return textos;
  const campos = textos.map((texto, indice) => campoCsvSql(texto, puedeNecesitarComillas(columnas[indice]!)));
  return [sql`array_to_string(array[${sql.join(campos, sql`, `)}]::text[], ';') || E'\r\n'`];
}

/**
 * The rows of one file for the patients `p` that `pacientes` selects, in the dictionary's order; in the summary file,
 * after the selected values, the patient's id, state and completeness (what its values are computed from).
 */
export function consultaFilas(fichero: FicheroDescarga, columnas: readonly ColumnaDescarga[], alcance: AlcanceDescarga, pacientes: SQL, forma: Forma = 'columnas'): SQL {
  const resumen = fichero.fuente.resumen === true;
  const valores = sql.join([...seleccion(columnas, resumen, forma), ...(resumen ? [sql`p.paciente_id, p.estado, p.de_completitud_pct`] : [])], sql`, `);
  const orden = fichero.fuente.orden.map((columna) => sql`, t.${id(columna)}`);
  return sql`select ${valores} ${origen(fichero)} where ${pacientes} and ${condicionFilas(fichero, alcance)} order by h.codigo, p.upn_numero${sql.join(orden, sql``)}`;
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
