import type { Campo, Condicion, Requerido } from '../fields/campo';
import { DEFINICIONES_AREAS, type FicheroDescarga } from './areas-descarga';
import type { ReferenciaClave } from './claves-descarga';
import { columnasDeFichero, type ColumnaDescarga } from './columnas-descarga';
import { textoCondicion } from './texto-condicion';

/** Header of `codebook.csv`: every variable of every file with what a statistician needs to read it. */
export const CABECERA_LIBRO_CODIGOS = [
  'fichero',
  'variable',
  'formulario',
  'seccion',
  'etiqueta',
  'tipo',
  'unidad',
  'decimales',
  'codigos',
  'requerido',
  'condicion_visibilidad',
  'definicion_derivado',
] as const;

/**
 * Conditions the codebook cannot read from what they do (they compute the ELN lesions or risk, or compare a
 * number), by the variable they belong to, in the dictionary's words.
 */
const TEXTOS_CONDICION: Readonly<Record<string, string>> = {
  kit: 't(8;21) o inv(16)/t(16;16) presentes por cariotipo, FISH o RT-PCR (lesiones T821 o INV16, eln2022-risk.md §2.1)',
  riesgo_molecular_motivo: 'riesgo_molecular informado y distinto del riesgo molecular calculado (riesgo_molecular_calculado)',
  riesgo_global_motivo: 'riesgo_global informado y distinto del riesgo ELN 2022 calculado (riesgo_global_calculado)',
  rec_sp_confirmada: 'rec_tipo = HEMATOLOGICA y (rec_mo_realizada = NO o rec_mo_blastos_pct < 5)',
};

/** Every variable of every file, for a condition that reads a variable of another form (the summary's). */
let todosLosCampos: ReadonlyMap<string, Campo> | undefined;
function camposDeTodos(): ReadonlyMap<string, Campo> {
  todosLosCampos ??= new Map(
    DEFINICIONES_AREAS.flatMap((area) => area.ficheros)
      .flatMap((fichero) => columnasDeFichero(fichero, { etiquetas: false, seudonimizado: false }))
      .flatMap((columna) => (columna.tipo === 'campo' ? [[columna.campo.name, columna.campo] as const] : [])),
  );
  return todosLosCampos;
}

const textos = new WeakMap<Condicion, string | null>();

/** A condition in words (texto-condicion.ts), else its text above; a condition with neither is a programming error. */
function enPalabras(condicion: Condicion, campo: Campo, campos: ReadonlyMap<string, Campo>): string {
  if (!textos.has(condicion)) textos.set(condicion, textoCondicion(condicion, new Map([...camposDeTodos(), ...campos])));
  const texto = textos.get(condicion) ?? TEXTOS_CONDICION[campo.name];
  if (texto === undefined) throw new Error(`Condición sin texto en el libro de códigos: ${campo.name}`);
  return texto;
}

function textoRequerido(requerido: Requerido, campo: Campo, campos: ReadonlyMap<string, Campo>): string {
  return typeof requerido === 'string' ? requerido : `si ${enPalabras(requerido, campo, campos)}`;
}

function codigosDe(campo: Campo): string {
  if ((campo.kind !== 'enum' && campo.kind !== 'multiEnum') || campo.catalogo === undefined) return '';
  return campo.catalogo.map((fila) => `${fila.codigo}=${fila.etiqueta}`).join(' | ');
}

/**
 * Free text and labels: in the CSV files a value that a spreadsheet would run as a formula carries a leading
 * apostrophe (api platform/formulas-csv-sql.ts); the XLSX stores every text as text.
 */
const TIPO_TEXTO =
  'texto (en CSV, si empieza por =, +, -, @, tabulador o retorno de carro lleva delante un apóstrofo \' para que la hoja de cálculo no lo ejecute como fórmula)';

const TIPOS: Readonly<Record<Campo['kind'], string>> = {
  text: TIPO_TEXTO,
  integer: 'entero',
  decimal: 'decimal',
  date: 'fecha',
  boolean: 'booleano (1/0)',
  enum: 'código',
  multiEnum: 'códigos (separados por |)',
};

const SISTEMA: Readonly<Record<string, readonly [string, string]>> = {
  upn: ['Identificador único del paciente (UPN)', 'texto'],
  hospital_codigo: ['Código del hospital', 'texto'],
  estado_formulario: ['Estado del formulario (BORRADOR / COMPLETO / VALIDADO)', 'código'],
  modificado_en: ['Última modificación (ISO 8601, UTC)', 'fecha y hora'],
};

/** A derived value's §7 definition, which its field carries; a derived value without one is a programming error. */
function definicion(fichero: FicheroDescarga, columna: Extract<ColumnaDescarga, { tipo: 'campo' }>): string {
  if (columna.tabla === 'referencia' && columna.referencia.tabla !== fichero.fuente.tabla) {
    const { tabla, clave } = columna.referencia;
    return `Clave del registro referido: se une con ${clave} de ${UNION_REFERENCIA[tabla]} (con upn).`;
  }
  if (!fichero.derivados.includes(columna.campo.name)) return '';
  const texto = columna.campo.definicion;
  if (texto === undefined || texto.trim() === '') throw new Error(`Valor derivado sin definición en el libro de códigos: ${columna.campo.name}`);
  return texto;
}

/** How a key read through another record joins it (data-dictionary §8). */
const UNION_REFERENCIA: Readonly<Record<ReferenciaClave['tabla'], string>> = {
  muestra: 'muestra.csv',
  muestra_ngs: 'muestra_ngs.csv',
  trasplante: 'trasplante.csv',
  recaida: 'recaida.csv',
};

/**
 * The codebook rows of one file, from the same field definitions the forms use: label, type, unit, decimals, codes
 * with labels, requirement and visibility in words, for computed values their §7 definition and for another
 * record's key the file it joins.
 */
export function filasLibroCodigos(fichero: FicheroDescarga, columnas: readonly ColumnaDescarga[]): string[][] {
  const seccionDe = (nombre: string) => fichero.secciones.find((seccion) => seccion.campos.includes(nombre))?.titulo;
  const campos = new Map(columnas.flatMap((columna) => (columna.tipo === 'campo' ? [[columna.campo.name, columna.campo] as const] : [])));
  return columnas.map((columna) => {
    if (columna.tipo === 'sistema') {
      const [etiqueta, tipo] = SISTEMA[columna.nombre]!;
      return [fichero.nombre, columna.nombre, fichero.formulario, '', etiqueta, tipo, '', '', '', 'siempre', '', ''];
    }
    const { campo, valor } = columna;
    const etiqueta = valor === 'etiqueta' ? `${campo.label} (etiqueta)` : valor === 'anio' ? `${campo.label} (año)` : campo.label;
    const tipo = valor === 'etiqueta' ? TIPO_TEXTO : valor === 'anio' ? 'entero' : TIPOS[campo.kind];
    const numerico = campo.kind === 'integer' || campo.kind === 'decimal';
    return [
      fichero.nombre,
      columna.nombre,
      fichero.formulario,
      // A key read through another record sits where the form has the field that names it.
      seccionDe(campo.name) ?? (columna.tabla === 'referencia' ? seccionDe(columna.referencia.columna) : undefined) ?? '',
      etiqueta,
      tipo,
      numerico ? (campo.unidad ?? '') : '',
      campo.kind === 'decimal' ? String(campo.decimales) : campo.kind === 'integer' ? '0' : '',
      valor === 'valor' ? codigosDe(campo) : '',
      textoRequerido(campo.required, campo, campos),
      campo.visibleIf === undefined ? '' : enPalabras(campo.visibleIf, campo, campos),
      definicion(fichero, columna),
    ];
  });
}
