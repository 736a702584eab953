import type { Campo, Condicion, Requerido } from '../fields/campo';
import type { FicheroDescarga } from './areas-descarga';
import type { ColumnaDescarga } from './columnas-descarga';

/** data-dictionary §7: how each value the server computes is defined (the codebook's «definicion_derivado»). */
export const DEFINICIONES_DERIVADOS: Readonly<Record<string, string>> = {
  edad_diagnostico: 'Años cumplidos entre fecha_nacimiento y fecha_diagnostico.',
  tipo_registro: 'PROSPECTIVO si el UPN se asignó como máximo 90 días después del diagnóstico; si no, RETROSPECTIVO.',
  fecha_registro: 'Fecha de asignación del UPN.',
  superficie_corporal_m2: 'Mosteller: √(peso_kg × talla_cm / 3600), 2 decimales.',
  hcti_puntuacion: 'Suma de los pesos HCT-CI.',
  hcti_grupo: 'HCT-CI: 0 BAJO, 1–2 INTERMEDIO, ≥ 3 ALTO.',
  origen_lma: 'catalogues.md §25.',
  cg_complejo: 'eln2022-risk.md §2.3.',
  cg_monosomico: 'eln2022-risk.md §2.3.',
  tph_alo_rc1: 'Algún alotrasplante con tph_estado_pre = RC1.',
  de_completitud_pct: 'Porcentaje de datos esenciales presentes (data-dictionary §3.2).',
  estado: 'Estado del paciente en el registro.',
  estado_vital: 'FALLECIDO si hay registro de muerte; si no, VIVO.',
  fecha_ultimo_contacto: 'La fecha más reciente de cualquier registro clínico del paciente (seguimiento, tratamientos, evaluaciones, recaídas, trasplantes, muerte).',
  os_dias: '(muerte_fecha o fecha_ultimo_contacto) − fecha_diagnostico.',
  os_evento: '1 si el paciente ha fallecido.',
  efs_dias: 'De fecha_diagnostico al primero de: refractariedad primaria (día 0, convención ELN), primera recaída, muerte; censurado en fecha_ultimo_contacto.',
  efs_evento: '1 si hubo refractariedad primaria, recaída o muerte.',
  rfs_dias: 'De ind_fecha_primera_remision a la recaída o la muerte; censurado en fecha_ultimo_contacto; solo pacientes con remisión compuesta.',
  rfs_evento: '1 si hubo recaída o muerte tras la remisión.',
  refractario_primario: 'Sin remisión compuesta (RC/RCh/RCi) en el punto de evaluación (eln2022-risk.md §8.5).',
  ind_mejor_respuesta: 'La mejor respuesta de los ciclos 1 y 2 (intensivo) o la registrada (no intensivo).',
  ind_fecha_primera_remision: 'La primera evaluación con remisión compuesta (data-dictionary §3.4).',
  n_recaidas: 'Número de recaídas registradas.',
  fecha_primera_recaida: 'La fecha de la recaída nº 1.',
  muerte_precoz_30d: 'Muerte ≤ 30 días tras ind1_fecha_inicio: 1 sí, 0 no; vacío = aún no evaluable (vivo y sin cumplir 30 días desde ind1_fecha_inicio) o sin ind1_fecha_inicio.',
  muerte_precoz_60d: 'Muerte ≤ 60 días tras ind1_fecha_inicio: 1 sí, 0 no; vacío = aún no evaluable (vivo y sin cumplir 60 días desde ind1_fecha_inicio) o sin ind1_fecha_inicio.',
  edad_muestra: 'Años cumplidos entre fecha_nacimiento y fecha_extraccion.',
  n_informes: 'Número de informes vigentes (no eliminados) de la muestra.',
  ultimo_informe_fecha: 'La fecha_informe más reciente de los informes vigentes de la muestra.',
  tipos_informe: 'Los tipos de los informes vigentes de la muestra.',
};

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

/** A condition as its source (the field definitions' own code), on one line. */
function textoCondicion(condicion: Condicion): string {
  return condicion.toString().replace(/\s+/g, ' ').trim();
}

function textoRequerido(requerido: Requerido): string {
  return typeof requerido === 'string' ? requerido : `si ${textoCondicion(requerido)}`;
}

function codigosDe(campo: Campo): string {
  if ((campo.kind !== 'enum' && campo.kind !== 'multiEnum') || campo.catalogo === undefined) return '';
  return campo.catalogo.map((fila) => `${fila.codigo}=${fila.etiqueta}`).join(' | ');
}

/**
 * Free text and labels: in the CSV files a value that a spreadsheet would run as a formula carries a leading
 * apostrophe (api platform/formulas-csv.ts); the XLSX stores every text as text.
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

/**
 * The codebook rows of one file, from the same field definitions the forms use: label, type, unit, decimals, codes
 * with labels, requirement, visibility condition (the definition's own code) and, for computed values, their §7
 * definition.
 */
export function filasLibroCodigos(fichero: FicheroDescarga, columnas: readonly ColumnaDescarga[]): string[][] {
  const seccionDe = (nombre: string) => fichero.secciones.find((seccion) => seccion.campos.includes(nombre))?.titulo ?? '';
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
      seccionDe(campo.name),
      etiqueta,
      tipo,
      numerico ? (campo.unidad ?? '') : '',
      campo.kind === 'decimal' ? String(campo.decimales) : campo.kind === 'integer' ? '0' : '',
      valor === 'valor' ? codigosDe(campo) : '',
      textoRequerido(campo.required),
      campo.visibleIf === undefined ? '' : textoCondicion(campo.visibleIf),
      fichero.derivados.includes(campo.name) ? (DEFINICIONES_DERIVADOS[campo.name] ?? 'Calculado por el servidor (data-dictionary §7).') : '',
    ];
  });
}
