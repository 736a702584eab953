import { EMR_CMF_RESULTADO, EMR_DIANA_PCR, EMR_ESTADO, EMR_PCR_RESULTADO, MATERIAL_EMR } from '../../catalogues/emr';
import { calcularEstadoEmr } from '../../eln2022/estado-emr';
import { defineField, type Campo, type CampoCalculado, type Condicion, type Registro } from '../../fields/campo';
import type { ReglaFormulario } from '../../fields/regla-formulario';
import type { ContextoEtapa } from '../contexto-etapa';
import { reglasFechaClinica } from '../reglas-comunes';
import { DIANAS_DE_FUSION, fusionDetectada } from './lesiones-diagnostico';
import { numeroDe, textoDe } from './lectura-valores';
import { MENSAJE_DIANA_NO_DETECTADA, MENSAJE_NPM1_NO_MUTADO, MENSAJE_SIN_FENOTIPO_ABERRANTE, MENSAJE_UMBRAL_CMF } from './mensajes-bloques';
import { sinPrefijo } from './sin-prefijo';

/** ELN MRD 2021: flow-cytometry MRD is positive from 0.1 % of CD45⁺ cells. */
const UMBRAL_CMF_PCT = 0.1;
/** Values that mean no test was done. */
const SIN_ESTUDIO = ['NO_REALIZADA', 'NO_APLICA'];

const estudiado = (valor: string | null): boolean => valor !== null && !SIN_ESTUDIO.includes(valor);

/**
 * data-dictionary §4.2: the EMR block under a prefix (`ind1_` → `ind1_emr_fecha`…), shown when `visibleIf` holds.
 * The NPM1 result is offered to every patient: whether NPM1 was mutated at diagnosis is checked by a rule.
 */
export function camposEmr(prefijo: string, visibleIf?: Condicion): Campo[] {
  const n = (campo: string): string => `${prefijo}${campo}`;
  const si =
    (condicion: (registro: Registro) => boolean): Condicion =>
    (registro) =>
      (visibleIf?.(registro) ?? true) && condicion(registro);
  const valor = (registro: Registro, campo: string): string | null => textoDe(registro, n(campo));
  const cmf = (registro: Registro): string | null => valor(registro, 'emr_cmf_resultado');
  const npm1 = (registro: Registro): string | null => valor(registro, 'emr_npm1_resultado');
  const otra = (registro: Registro): string | null => valor(registro, 'emr_pcr_otra_resultado');
  const algunResultado = (registro: Registro): boolean => [cmf, npm1, otra].some((resultado) => estudiado(resultado(registro)));
  return [
    defineField({ kind: 'date', name: n('emr_fecha'), label: 'Fecha de la muestra de EMR', required: algunResultado, visibleIf }),
    defineField({
      kind: 'enum',
      name: n('emr_cmf_resultado'),
      label: 'EMR por citometría de flujo',
      catalogo: EMR_CMF_RESULTADO,
      required: 'siempre',
      default: 'NO_REALIZADA',
      visibleIf,
    }),
    defineField({
      kind: 'decimal',
      name: n('emr_cmf_pct'),
      label: 'Células residuales (% de leucocitos CD45⁺)',
      unidad: '%',
      decimales: 4,
      min: 0,
      max: 100,
      required: 'siempre',
      visibleIf: si((registro) => ['POSITIVA', 'POSITIVA_BAJO_UMBRAL'].includes(cmf(registro) ?? '')),
    }),
    defineField({
      kind: 'decimal',
      name: n('emr_cmf_lod_pct'),
      label: 'Límite de detección',
      unidad: '%',
      decimales: 4,
      min: 0.0001,
      max: 1,
      required: 'opcional',
      visibleIf: si((registro) => estudiado(cmf(registro))),
    }),
    defineField({
      kind: 'enum',
      name: n('emr_cmf_material'),
      // The dictionary calls both «Material»: one label per input, for the error list and screen readers.
      label: 'Material (citometría)',
      catalogo: MATERIAL_EMR,
      required: 'siempre',
      visibleIf: si((registro) => estudiado(cmf(registro))),
    }),
    defineField({
      kind: 'enum',
      name: n('emr_npm1_resultado'),
      label: 'EMR NPM1 (qPCR)',
      catalogo: EMR_PCR_RESULTADO,
      required: 'opcional',
      default: 'NO_REALIZADA',
      visibleIf,
    }),
    defineField({
      kind: 'decimal',
      name: n('emr_npm1_ratio_pct'),
      label: 'NPM1 mutado / ABL1 ×100',
      unidad: '%',
      decimales: 4,
      min: 0,
      max: 100000,
      required: 'siempre',
      visibleIf: si((registro) => npm1(registro) === 'POSITIVA'),
    }),
    defineField({
      kind: 'enum',
      name: n('emr_npm1_material'),
      label: 'Material (qPCR NPM1)',
      catalogo: MATERIAL_EMR,
      required: (registro) => ['POSITIVA', 'NEGATIVA'].includes(npm1(registro) ?? ''),
      visibleIf: si((registro) => estudiado(npm1(registro))),
    }),
    defineField({ kind: 'enum', name: n('emr_pcr_otra_diana'), label: 'Otra diana qPCR', catalogo: EMR_DIANA_PCR, required: 'opcional', visibleIf }),
    defineField({
      kind: 'enum',
      name: n('emr_pcr_otra_resultado'),
      label: 'Resultado (otra diana)',
      catalogo: EMR_PCR_RESULTADO,
      required: 'siempre',
      visibleIf: si((registro) => valor(registro, 'emr_pcr_otra_diana') !== null),
    }),
    defineField({
      kind: 'decimal',
      name: n('emr_pcr_otra_ratio_pct'),
      label: 'Diana / ABL1 ×100',
      unidad: '%',
      decimales: 4,
      min: 0,
      max: 100000,
      required: 'siempre',
      visibleIf: si((registro) => otra(registro) === 'POSITIVA'),
    }),
  ];
}

export function calculadosEmr(prefijo: string): CampoCalculado[] {
  return [
    defineField({
      kind: 'enum',
      name: `${prefijo}emr_estado`,
      label: 'Estado de EMR',
      catalogo: EMR_ESTADO,
      required: 'opcional',
      definicion: 'EMR de la evaluación (eln2022-risk.md §8.4): con qPCR de una diana específica, POSITIVA si ratio ≥ 2 %, POSITIVA_BAJA si < 2 % (POSITIVA si la citometría es positiva), NEGATIVA; si no, citometría POSITIVA (≥ 0,1 %) o NEGATIVA; si no, NO_EVALUADA.',
    }),
  ];
}

/** The block's MRD status; null when the block is hidden (all its values cleared). */
export function derivarEmr(registro: Registro, prefijo: string): Registro {
  const emr = sinPrefijo(registro, prefijo, 'emr_');
  const vacio = Object.values(emr).every((valor) => valor === null || valor === undefined || valor === '');
  return { [`${prefijo}emr_estado`]: vacio ? null : calcularEstadoEmr(emr) };
}

/** G09/G10, the 0.1 % threshold, and the results that need a finding at diagnosis (data-dictionary §4.2). */
export function reglasEmr(prefijo: string): ReglaFormulario<ContextoEtapa>[] {
  const n = (campo: string): string => `${prefijo}${campo}`;
  return [
    ...reglasFechaClinica(n('emr_fecha')),
    {
      id: `${prefijo}emr_cmf_umbral`,
      campos: [n('emr_cmf_pct'), n('emr_cmf_resultado')],
      severidad: 'E',
      validar: (registro) => {
        const resultado = textoDe(registro, n('emr_cmf_resultado'));
        const pct = numeroDe(registro, n('emr_cmf_pct'));
        if (pct === null) return null;
        const incoherente = (resultado === 'POSITIVA' && pct < UMBRAL_CMF_PCT) || (resultado === 'POSITIVA_BAJO_UMBRAL' && pct >= UMBRAL_CMF_PCT);
        return incoherente ? MENSAJE_UMBRAL_CMF : null;
      },
    },
    {
      id: `${prefijo}emr_cmf_sin_laip`,
      campos: [n('emr_cmf_resultado')],
      severidad: 'A',
      validar: (registro, { expediente }) => {
        const resultado = textoDe(registro, n('emr_cmf_resultado'));
        const conResultado = resultado !== null && !['NO_REALIZADA', 'NO_VALORABLE'].includes(resultado);
        return conResultado && textoDe(expediente.diagnostico, 'cmf_laip') === 'NO' ? MENSAJE_SIN_FENOTIPO_ABERRANTE : null;
      },
    },
    {
      id: `${prefijo}emr_npm1_sin_mutacion`,
      campos: [n('emr_npm1_resultado')],
      severidad: 'E',
      validar: (registro, { expediente }) =>
        expediente.diagnostico !== null &&
        estudiado(textoDe(registro, n('emr_npm1_resultado'))) &&
        textoDe(expediente.diagnostico, 'npm1') !== 'MUTADO'
          ? MENSAJE_NPM1_NO_MUTADO
          : null,
    },
    {
      id: `${prefijo}emr_diana_no_detectada`,
      campos: [n('emr_pcr_otra_diana')],
      severidad: 'E',
      validar: (registro, { expediente }) => {
        const diana = textoDe(registro, n('emr_pcr_otra_diana'));
        return diana !== null && DIANAS_DE_FUSION.includes(diana) && expediente.diagnostico !== null && !fusionDetectada(expediente, diana)
          ? MENSAJE_DIANA_NO_DETECTADA
          : null;
      },
    },
  ];
}
