import { RESPUESTA_ELN2022 } from '../../catalogues/respuesta-eln2022';
import { SI_NO } from '../../catalogues/si-no';
import { calcularEstadoEmr, respuestaConEmr } from '../../eln2022/estado-emr';
import { mensajeFaltanDatosRespuesta, mensajeRespuestaDistinta } from '../../eln2022/respuesta-eln2022';
import { defineField, type Campo, type CampoCalculado, type Condicion, type Registro } from '../../fields/campo';
import type { ReglaFormulario } from '../../fields/regla-formulario';
import { formatMensaje } from '../../messages/mensajes-genericos';
import { diasEntre } from '../../fechas/calculo-fechas';
import { fechaDe } from '../../fields/lectura-registro';
import type { ContextoEtapa } from '../contexto-etapa';
import { reglasFechaClinica } from '../reglas-comunes';
import { calculoEval, evaluacionIniciada, muerteAntesDeEvaluar as muerteAntes } from './calculo-eval';
import { textoDe } from './lectura-valores';
import { MENSAJE_EVALUACION_ANTES_DEL_INICIO, MENSAJE_EVALUACION_ANTES_DIA_14, MENSAJE_REGISTRE_FALLECIMIENTO } from './mensajes-bloques';
import { RESPUESTA_EMR } from './respuesta-emr';
import { sinPrefijo } from './sin-prefijo';

/** Baseline of a line (eln2022-risk.md §8.1): marrow blasts B and extramedullary disease before treatment. */
export type BasalEval = { readonly blastos: number | null; readonly emd: boolean | null };

export type OpcionesEval = {
  /** The date the line (or cycle) started: X05 compares the assessment with it. */
  readonly campoInicio: string;
  readonly basal: (registro: Registro, contexto: ContextoEtapa) => BasalEval;
};

const JUSTIFICACION_MINIMA = 10;
const DIAS_MINIMOS_EVALUACION = 14;

/**
 * data-dictionary §4.1: the EVAL block under a prefix (`ind1_` → `ind1_eval_fecha`…), shown when `visibleIf` holds.
 * A death before the assessment hides every other field of the block.
 */
export function camposEval(prefijo: string, visibleIf?: Condicion): Campo[] {
  const n = (campo: string): string => `${prefijo}${campo}`;
  const bloqueVisible: Condicion = (registro) => visibleIf?.(registro) ?? true;
  const evaluado: Condicion = (registro) => bloqueVisible(registro) && !muerteAntes(registro, prefijo);
  const conMedula: Condicion = (registro) => evaluado(registro) && registro[n('eval_mo_realizada')] === 'SI';
  return [
    defineField({ kind: 'date', name: n('eval_fecha'), label: 'Fecha de la evaluación', required: 'siempre', visibleIf: evaluado }),
    defineField({
      kind: 'enum',
      name: n('eval_mo_realizada'),
      label: '¿Médula ósea en la evaluación?',
      catalogo: SI_NO,
      required: 'siempre',
      visibleIf: evaluado,
    }),
    defineField({
      kind: 'decimal',
      name: n('eval_mo_blastos_pct'),
      label: 'Blastos en médula ósea',
      unidad: '%',
      decimales: 1,
      min: 0,
      max: 100,
      required: 'siempre',
      visibleIf: conMedula,
    }),
    defineField({
      kind: 'enum',
      name: n('eval_mo_valorable'),
      label: 'Médula valorable (≥ 200 células o celularidad ≥ 10 %)',
      catalogo: SI_NO,
      required: 'siempre',
      visibleIf: conMedula,
    }),
    defineField({
      kind: 'enum',
      name: n('eval_sp_blastos'),
      label: 'Blastos en sangre periférica',
      catalogo: SI_NO,
      required: 'siempre',
      visibleIf: evaluado,
    }),
    // Required only with EMD at diagnosis, which the record cannot see: a rule of `reglasEval` asks for it.
    defineField({
      kind: 'enum',
      name: n('eval_emd'),
      label: 'Enfermedad extramedular presente',
      catalogo: SI_NO,
      required: 'opcional',
      visibleIf: evaluado,
    }),
    defineField({
      kind: 'decimal',
      name: n('eval_neutrofilos'),
      label: 'Neutrófilos',
      unidad: '×10⁹/L',
      decimales: 2,
      min: 0,
      max: 100,
      required: 'siempre',
      visibleIf: evaluado,
    }),
    defineField({
      kind: 'integer',
      name: n('eval_plaquetas'),
      label: 'Plaquetas',
      unidad: '×10⁹/L',
      min: 0,
      max: 2000,
      avisoFuera: { max: 1000 },
      required: 'siempre',
      visibleIf: evaluado,
    }),
    defineField({
      kind: 'enum',
      name: n('eval_respuesta'),
      label: 'Respuesta',
      catalogo: RESPUESTA_ELN2022,
      required: 'siempre',
      visibleIf: bloqueVisible,
    }),
    // Whether the response differs from the calculated one needs the baseline: a rule asks for the justification.
    defineField({
      kind: 'text',
      name: n('eval_respuesta_justificacion'),
      label: 'Justificación de la diferencia',
      max: 500,
      required: 'opcional',
      visibleIf: evaluado,
    }),
  ];
}

/** The block's computed values (data-dictionary §4.1). */
export function calculadosEval(prefijo: string): CampoCalculado[] {
  return [
    defineField({
      kind: 'enum',
      name: `${prefijo}eval_respuesta_calculada`,
      label: 'Respuesta calculada (ELN 2022)',
      catalogo: RESPUESTA_ELN2022,
      required: 'opcional',
      definicion: 'Respuesta ELN 2022 sugerida a partir de la evaluación del mismo bloque (médula, sangre periférica, EMD, neutrófilos y plaquetas): eln2022-risk.md §8.3.',
    }),
    defineField({
      kind: 'enum',
      name: `${prefijo}eval_respuesta_emr`,
      label: 'Respuesta con calificador de EMR',
      catalogo: RESPUESTA_EMR,
      required: 'opcional',
      definicion: 'eval_respuesta con el sufijo de EMR cuando es RC, RCH o RCI: _EMR_NEG, _EMR_BAJA, _EMR_POS o _EMR_NE según emr_estado (eln2022-risk.md §8.4); si no, eval_respuesta.',
    }),
  ];
}

export function derivarEval(registro: Registro, prefijo: string, basal: BasalEval): Registro {
  const respuesta = textoDe(registro, `${prefijo}eval_respuesta`);
  return {
    [`${prefijo}eval_respuesta_calculada`]: calculoEval(registro, prefijo, basal)?.respuesta ?? null,
    [`${prefijo}eval_respuesta_emr`]:
      respuesta === null ? null : respuestaConEmr(respuesta, calcularEstadoEmr(sinPrefijo(registro, prefijo, 'emr_'))),
  };
}

/** X05, G09/G10, the death record, the justification of a response that differs from ELN 2022 and `eval_emd`. */
export function reglasEval(prefijo: string, opciones: OpcionesEval): ReglaFormulario<ContextoEtapa>[] {
  const n = (campo: string): string => `${prefijo}${campo}`;
  const diasDesdeInicio = (registro: Registro): number | null => {
    const inicio = fechaDe(registro, opciones.campoInicio);
    const evaluacion = fechaDe(registro, n('eval_fecha'));
    return inicio === null || evaluacion === null ? null : diasEntre(inicio, evaluacion);
  };
  const respuestaDistinta = (registro: Registro, contexto: ContextoEtapa): string | null => {
    const seleccionada = textoDe(registro, n('eval_respuesta'));
    const calculada = calculoEval(registro, prefijo, opciones.basal(registro, contexto))?.respuesta ?? null;
    return seleccionada === null || calculada === null || seleccionada === calculada ? null : mensajeRespuestaDistinta(seleccionada, calculada);
  };
  const justificacion = (registro: Registro): string => textoDe(registro, n('eval_respuesta_justificacion'))?.trim() ?? '';
  return [
    ...reglasFechaClinica(n('eval_fecha')),
    {
      id: `X05_${prefijo}eval`,
      campos: [n('eval_fecha'), opciones.campoInicio],
      severidad: 'E',
      validar: (registro) => ((diasDesdeInicio(registro) ?? 0) < 0 ? MENSAJE_EVALUACION_ANTES_DEL_INICIO : null),
    },
    {
      id: `X05_${prefijo}eval_dia_14`,
      campos: [n('eval_fecha'), opciones.campoInicio],
      severidad: 'A',
      validar: (registro) => {
        const dias = diasDesdeInicio(registro);
        return dias !== null && dias >= 0 && dias < DIAS_MINIMOS_EVALUACION ? MENSAJE_EVALUACION_ANTES_DIA_14 : null;
      },
    },
    {
      id: `${prefijo}eval_muerte_registrada`,
      campos: [n('eval_respuesta')],
      severidad: 'E',
      validar: (registro, { expediente }) => (muerteAntes(registro, prefijo) && expediente.muerte === null ? MENSAJE_REGISTRE_FALLECIMIENTO : null),
    },
    {
      // A missing justification is a missing value (a draft may lack it); a too short one is an invalid value.
      id: `${prefijo}eval_justificacion_obligatoria`,
      campos: [n('eval_respuesta_justificacion'), n('eval_respuesta')],
      severidad: 'E',
      soloCompleto: true,
      validar: (registro, contexto) => (justificacion(registro) === '' ? respuestaDistinta(registro, contexto) : null),
    },
    {
      id: `${prefijo}eval_justificacion_minima`,
      campos: [n('eval_respuesta_justificacion'), n('eval_respuesta')],
      severidad: 'E',
      validar: (registro, contexto) => {
        const longitud = justificacion(registro).length;
        return longitud > 0 && longitud < JUSTIFICACION_MINIMA ? respuestaDistinta(registro, contexto) : null;
      },
    },
    {
      id: `${prefijo}eval_emd_obligatoria`,
      campos: [n('eval_emd')],
      severidad: 'E',
      soloCompleto: true,
      validar: (registro, { expediente }) =>
        textoDe(expediente.diagnostico, 'emd_diagnostico') === 'SI' &&
        evaluacionIniciada(registro, prefijo) &&
        !muerteAntes(registro, prefijo) &&
        textoDe(registro, n('eval_emd')) === null
          ? formatMensaje('G01')
          : null,
    },
    {
      // Shown under the calculated response (and kept as a data-quality warning) while data are missing.
      id: `${prefijo}eval_faltan_datos`,
      campos: [n('eval_respuesta_calculada')],
      severidad: 'A',
      validar: (registro, contexto) => {
        if (!evaluacionIniciada(registro, prefijo)) return null;
        const calculo = calculoEval(registro, prefijo, opciones.basal(registro, contexto));
        return calculo === null || calculo.respuesta !== null || calculo.faltan.length === 0 ? null : mensajeFaltanDatosRespuesta(calculo.faltan);
      },
    },
  ];
}
