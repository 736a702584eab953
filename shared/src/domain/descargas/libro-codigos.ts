import type { Campo, Condicion, Requerido } from '../fields/campo';
import { DEFINICIONES_AREAS, type FicheroDescarga } from './areas-descarga';
import type { ReferenciaClave } from './claves-descarga';
import { columnasDeFichero, type ColumnaDescarga } from './columnas-descarga';
import { textoCondicion } from './texto-condicion';

/** data-dictionary §7: how each value the server computes is defined (the codebook's «definicion_derivado»). */
export const DEFINICIONES_DERIVADOS: Readonly<Record<string, string>> = {
  edad_diagnostico: 'Años cumplidos entre fecha_nacimiento y fecha_diagnostico.',
  tipo_registro: 'PROSPECTIVO si el UPN se asignó como máximo 90 días después del diagnóstico; si no, RETROSPECTIVO.',
  fecha_registro: 'Fecha de asignación del UPN.',
  superficie_corporal_m2: 'Mosteller: √(peso_kg × talla_cm / 3600), 2 decimales.',
  hcti_puntuacion: 'Suma de los pesos HCT-CI.',
  hcti_grupo: 'HCT-CI: 0 BAJO, 1–2 INTERMEDIO, ≥ 3 ALTO.',
  origen_lma:
    'Primera regla que se cumple (catalogues.md §25): RELACIONADA_TRATAMIENTO si terapia_citotoxica_previa = SI; SECUNDARIA_SMD, SECUNDARIA_SMD_NMP o SECUNDARIA_NMP según neoplasia_previa; NEOPLASIA_PREVIA_SIN_TC con otra neoplasia previa; DE_NOVO con NINGUNA; si no, DESCONOCIDO.',
  cg_complejo:
    'cg_n_anomalias ≥ 3, salvo cariotipo hiperdiploide con ≥ 3 trisomías/polisomías sin alteraciones estructurales (eln2022-risk.md §2.3); vacío si el cariotipo no es anormal.',
  cg_monosomico:
    '≥ 2 monosomías autosómicas, o 1 monosomía autosómica y ≥ 1 alteración estructural (eln2022-risk.md §2.3); vacío si el cariotipo no es anormal.',
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
  orden: 'Posición de la fila en su registro, desde 1, en el orden en que se introdujo.',
  codigo_paciente_ensayo: 'Muestras de ensayo: el codigo_paciente_ensayo del paciente en el ensayo de la muestra (paciente_ensayo).',
  pdf_generado_en: 'Fecha y hora (UTC) de la última generación de la hoja de envío en PDF; vacío si nunca se generó.',
  recibido_por: 'Identificador del usuario que registró la recepción (nunca su nombre: regla de seudonimización, data-dictionary §8).',
  laboratorio_receptor: 'El laboratorio_destino de la muestra en el momento de la recepción.',
  ngs_num: 'Número del resultado entre los resultados NGS vigentes de su muestra, del más antiguo al más reciente (1 el primero). Con codigo_muestra, la clave del resultado.',
  momento: 'El momento de la muestra o, en una muestra de ensayo, el momento general al que corresponde su momento_ensayo en la lista del ensayo.',
  informe_version: 'La versión del informe PDF vigente de tipo NGS de la muestra (el de mayor versión); vacío si no hay.',
  informe_fecha: 'La fecha_informe del informe PDF vigente de tipo NGS de la muestra (el de mayor versión); vacío si no hay.',
  de_items_aplicables: 'Número de datos esenciales (DE01–DE21) cuya condición de aplicación se cumple (data-dictionary §3.2).',
  de_items_completos: 'Datos esenciales aplicables con valor; NO_REALIZADO, PENDIENTE y DESCONOCIDO no cuentan como completados en DE08–DE10 (data-dictionary §3.2).',
  de_completo: '1 si de_completitud_pct = 100.',
  imc: 'peso_kg / (talla_cm / 100)², 1 decimal.',
  creatinina_mg_dl: 'La creatinina en mg/dL: el valor introducido, dividido entre 88,42 si se introdujo en µmol/L.',
  blastos_max_pct: 'El mayor de mo_blastos_pct y blastos_sp_pct.',
  riesgo_global_calculado: 'Riesgo genético ELN 2022 según la lista de decisión de eln2022-risk.md §3 (primera regla que se cumple), NO_EVALUABLE si faltan datos que podrían cambiarlo (§4).',
  riesgo_global_faltan: 'Variables (separadas por ;) que faltan para evaluar el riesgo ELN 2022 cuando riesgo_global_calculado = NO_EVALUABLE (eln2022-risk.md §4.2).',
  riesgo_global_avisos: 'Códigos de aviso W01–W09 del cálculo del riesgo ELN 2022, separados por ; (eln2022-risk.md §5).',
  riesgo_molecular_calculado:
    'Componente molecular del riesgo (eln2022-risk.md §6): NO_APLICA si LPA; ADVERSO si TP53 mutado; FAVORABLE si NPM1 mutado sin FLT3-ITD, o CEBPA bZIP en fase; ADVERSO si algún gen MR mutado; si no, INTERMEDIO.',
  muerte_induccion:
    'Solo tratamiento intensivo: muerte_fecha ≥ ind1_fecha_inicio, ≤ 60 días tras el inicio del último ciclo de inducción y antes de la primera remisión compuesta, del primer ciclo de consolidación y de cualquier línea de rescate.',
  cons_ciclo: 'Número del ciclo de consolidación del paciente, por orden de fecha de inicio.',
  n_ciclos_consolidacion: 'Número de ciclos de consolidación del paciente.',
  fecha_fin_consolidacion: 'La más tardía de las cons_fecha_fin y cons_fecha_inicio de los ciclos del paciente.',
  pc_linea: 'Número de la línea de mantenimiento del paciente, por orden de fecha de inicio.',
  tph_num: 'Número del trasplante del paciente, por orden de tph_fecha.',
  dias_diagnostico_tph: 'tph_fecha − fecha_diagnostico, en días.',
  rec_num: 'Número de la recaída del paciente, por orden de rec_fecha.',
  rec_tras_tph: '1 si un trasplante ALOGENICO precede a rec_fecha.',
  rec_meses_desde_remision: 'Meses (1 decimal) desde el inicio de la remisión que terminó con esta recaída hasta rec_fecha.',
  rec_remision_previa_fecha: 'Fecha de inicio de la remisión que terminó con esta recaída.',
  rr_linea: 'Línea de rescate: 1 (rec-res-1) o 2 (rec-res-2).',
  muerte_fecha: 'La muerte_fecha del registro de muerte del paciente.',
  muerte_causa_principal: 'La muerte_causa_principal del registro de muerte del paciente.',
  muerte_dias_desde_diagnostico: 'muerte_fecha − fecha_diagnostico, en días.',
  muerte_dias_desde_induccion: 'muerte_fecha − ind1_fecha_inicio, en días.',
  muerte_sin_recaida: '1 si la muerte sigue a una remisión compuesta sin ninguna recaída antes.',
  muerte_fase_sugerida:
    'Fase sugerida (data-dictionary §3.11, primera que se cumple): SIN_TRATAMIENTO_ACTIVO si solo tratamiento de soporte; INDUCCION si la primera línea no se había evaluado; después, según recaídas, rescate y trasplante previos a la muerte.',
};

/** The derived values of an assessment block (data-dictionary §4.1, §4.2), whatever its prefix (`ind1_`, `rr_`, `cons_`…). */
const DEFINICIONES_BLOQUE: Readonly<Record<string, string>> = {
  eval_respuesta_calculada: 'Respuesta ELN 2022 sugerida a partir de la evaluación del mismo bloque (médula, sangre periférica, EMD, neutrófilos y plaquetas): eln2022-risk.md §8.3.',
  eval_respuesta_emr:
    'eval_respuesta con el sufijo de EMR cuando es RC, RCH o RCI: _EMR_NEG, _EMR_BAJA, _EMR_POS o _EMR_NE según emr_estado (eln2022-risk.md §8.4); si no, eval_respuesta.',
  emr_estado:
    'EMR de la evaluación (eln2022-risk.md §8.4): con qPCR de una diana específica, POSITIVA si ratio ≥ 2 %, POSITIVA_BAJA si < 2 % (POSITIVA si la citometría es positiva), NEGATIVA; si no, citometría POSITIVA (≥ 0,1 %) o NEGATIVA; si no, NO_EVALUADA.',
};

/** data-dictionary §7: the definition of a derived variable, by its name or, in an assessment block, by its suffix. */
export function definicionDerivado(nombre: string): string | undefined {
  return DEFINICIONES_DERIVADOS[nombre] ?? Object.entries(DEFINICIONES_BLOQUE).find(([sufijo]) => nombre === sufijo || nombre.endsWith(`_${sufijo}`))?.[1];
}

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

/** A derived value's §7 definition; a derived value without one is a programming error. */
function definicion(fichero: FicheroDescarga, columna: Extract<ColumnaDescarga, { tipo: 'campo' }>): string {
  if (columna.tabla === 'referencia' && columna.referencia.tabla !== fichero.fuente.tabla) {
    const { tabla, clave } = columna.referencia;
    return `Clave del registro referido: se une con ${clave} de ${UNION_REFERENCIA[tabla]} (con upn).`;
  }
  if (!fichero.derivados.includes(columna.campo.name)) return '';
  const texto = definicionDerivado(columna.campo.name);
  if (texto === undefined) throw new Error(`Valor derivado sin definición en el libro de códigos: ${columna.campo.name}`);
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
