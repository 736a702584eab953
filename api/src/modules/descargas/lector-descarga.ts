import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { resumenPaciente, type ColumnaDescarga, type EstadoPaciente, type FicheroDescarga, type Rol } from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { cargarExpedientes, consultaExpedientes } from '../../db/expediente';

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

/** Patients read per batch: a batch's rows are all a file keeps in memory. */
export const PACIENTES_POR_LOTE = 500;

const id = (nombre: string) => sql.identifier(nombre);
const lista = (valores: readonly (string | number)[]) => sql.join(valores.map((valor) => sql`${valor}`), sql`, `);

/** The condition on `p` (paciente) and `h` (hospital) that selects the patients in scope. */
function condicionPacientes(alcance: AlcanceDescarga): SQL {
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
function condicionFilas(fichero: FicheroDescarga, alcance: AlcanceDescarga): SQL {
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
function origen(fichero: FicheroDescarga): SQL {
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

/** How a column is selected: dates and decimals as their text (ISO date, `.` decimal), the rest as stored. */
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
    return calculo;
  }
  const valor = sql`${sql.raw(ALIAS[columna.tabla])}.${id(columna.campo.name)}`;
  return columna.campo.kind === 'date' || columna.campo.kind === 'decimal' ? sql`${valor}::text` : valor;
}

/** The rows of one file for the patients `p` that `pacientes` selects, in the dictionary's order; columns `c0`, `c1`… in the columns' order. */
function consultaFilas(fichero: FicheroDescarga, columnas: readonly ColumnaDescarga[], alcance: AlcanceDescarga, pacientes: SQL): SQL {
  const resumen = fichero.fuente.resumen === true;
  const seleccion = sql.join(
    [
      ...columnas.map((columna, indice) => sql`${expresion(columna, resumen)} as ${id(`c${indice}`)}`),
      sql`p.paciente_id as paciente_id_, p.estado as estado_, p.de_completitud_pct as de_completitud_pct_`,
    ],
    sql`, `,
  );
  const orden = fichero.fuente.orden.map((columna) => sql`, t.${id(columna)}`);
  return sql`select ${seleccion} ${origen(fichero)} where ${pacientes} and ${condicionFilas(fichero, alcance)} order by h.codigo, p.upn_numero${sql.join(orden, sql``)}`;
}

type Filas = Record<string, unknown>[];

async function filas(db: Database, consulta: SQL): Promise<Filas> {
  const resultado = await db.execute(consulta);
  return (resultado as unknown as { rows: Filas }).rows;
}

/** How many rows a file will have: the progress bar's total. */
export async function contarFilas(db: Database, fichero: FicheroDescarga, alcance: AlcanceDescarga): Promise<number> {
  const [fila] = await filas(db, sql`select count(*)::int as n ${origen(fichero)} where ${condicionPacientes(alcance)} and ${condicionFilas(fichero, alcance)}`);
  return Number(fila?.n ?? 0);
}

/**
 * The patients in scope in batches, in hospital-code and UPN order: centre by centre (in code order), each batch read
 * after the last UPN of the one before (keyset on the index hospital_id + upn_numero), so no batch sorts the registry
 * and no cursor is held open between batches; the same on PGlite and PostgreSQL.
 */
async function* lotesPacientes(db: Database, alcance: AlcanceDescarga): AsyncGenerator<number[]> {
  const hospitales = await filas(db, sql`select hospital_id from hospital order by codigo`);
  for (const { hospital_id } of hospitales) {
    let ultimo = 0;
    for (;;) {
      const lote = await filas(
        db,
        sql`select p.paciente_id, p.upn_numero from paciente p join hospital h on h.hospital_id = p.hospital_id
          where p.hospital_id = ${Number(hospital_id)} and p.upn_numero > ${ultimo} and ${condicionPacientes(alcance)}
          order by p.upn_numero limit ${PACIENTES_POR_LOTE}`,
      );
      if (lote.length > 0) yield lote.map((fila) => Number(fila.paciente_id));
      if (lote.length < PACIENTES_POR_LOTE) break;
      ultimo = Number(lote.at(-1)!.upn_numero);
    }
  }
}

/** A file's rows, one batch of patients at a time, as arrays of raw values in the columns' order. */
export async function* filasDeFichero(
  db: Database,
  fichero: FicheroDescarga,
  columnas: readonly ColumnaDescarga[],
  alcance: AlcanceDescarga,
): AsyncGenerator<unknown[][]> {
  for await (const pacientes of lotesPacientes(db, alcance)) {
    const lote = await filas(db, consultaFilas(fichero, columnas, alcance, sql`p.paciente_id in (${lista(pacientes)})`));
    if (lote.length === 0) continue;
    if (fichero.fuente.resumen !== true) {
      yield lote.map((fila) => columnas.map((_, indice) => fila[`c${indice}`]));
      continue;
    }
    const expedientes = await cargarExpedientes(db, lote.map((fila) => Number(fila.paciente_id_)));
    const conResumen = lote.map((fila) => {
      const resumen = resumenPaciente(expedientes.get(Number(fila.paciente_id_))!, {
        estado: String(fila.estado_),
        de_completitud_pct: fila.de_completitud_pct_ === null ? null : Number(fila.de_completitud_pct_),
      });
      return columnas.map((columna, indice) => (columna.tipo === 'campo' ? resumen[columna.campo.name] : fila[`c${indice}`]));
    });
    yield conResumen;
  }
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
