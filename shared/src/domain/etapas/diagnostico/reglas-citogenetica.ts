import { ALTERACION_CITOGENETICA } from '../../catalogues/cariotipo';
import { MENSAJES_AVISO_ELN2022 } from '../../eln2022/avisos-eln2022';
import { numeroDe } from '../../eln2022/lectura-diagnostico';
import type { ReglaFormulario } from '../../fields/regla-formulario';
import type { ContextoEtapa } from '../contexto-etapa';
import { codigosDe, incluye, textoDe } from './lectura-campos';
import {
  MENSAJE_ESTRUCTURAL_SIN_RECUENTO,
  MENSAJE_FUSION_CRIPTICA,
  MENSAJE_ISCN_SIN_METAFASES,
  MENSAJE_MONOSOMIA_SIN_RECUENTO,
  MENSAJE_NORMAL_CON_ALTERACIONES,
  MENSAJE_SIN_ALTERACIONES,
  MENSAJE_SUMA_ANOMALIAS,
} from './mensajes-diagnostico';

const METAFASES_RECOMENDADAS = 20;
const MONOSOMIAS = ['MONO_5', 'MONO_7', 'MONO_13', 'MONO_17'];
const OTRAS_ESTRUCTURALES = ['ABN_17P', 'I_17Q', 'IDIC_X_Q13', 'NUP98_R', 'OTRA_TRANSLOCACION_RECURRENTE'];
/** Translocations, inversions, deletions and the other structural codes of the cg_n_estructurales row. */
export const CODIGOS_ESTRUCTURALES: readonly string[] = ALTERACION_CITOGENETICA.map((fila) => fila.codigo).filter(
  (codigo) => /^(T|INV|DEL)_/.test(codigo) || OTRAS_ESTRUCTURALES.includes(codigo),
);
/** Codes that do not name one abnormality each, so they are not counted against cg_n_anomalias (X29). */
const CODIGOS_SIN_RECUENTO = ['OTRA', 'OTRA_TRANSLOCACION_RECURRENTE'];

const RECUENTOS_PARCIALES = ['cg_n_monosomias_autosomicas', 'cg_n_trisomias_polisomias', 'cg_n_estructurales'] as const;

/** A count below 1 although a code that needs it is selected. */
function reglaRecuentoMinimo(id: string, campo: string, codigos: readonly string[], mensaje: string): ReglaFormulario<ContextoEtapa> {
  return {
    id,
    campos: [campo, 'cg_alteraciones'],
    severidad: 'E',
    validar: (registro) => {
      const recuento = numeroDe(registro, campo);
      const marcado = codigosDe(registro, 'cg_alteraciones').some((codigo) => codigos.includes(codigo));
      return marcado && recuento !== null && recuento < 1 ? mensaje : null;
    },
  };
}

/** data-dictionary §3.3 H and §6 X27–X29: the karyotype, its counts and the fusion transcripts. */
export const REGLAS_CITOGENETICA: readonly ReglaFormulario<ContextoEtapa>[] = [
  {
    id: 'X27',
    campos: ['cg_resultado', 'cg_alteraciones'],
    severidad: 'E',
    validar: (registro) =>
      registro.cg_resultado === 'NORMAL' && codigosDe(registro, 'cg_alteraciones').length > 0 ? MENSAJE_NORMAL_CON_ALTERACIONES : null,
  },
  {
    id: 'X28',
    campos: ['cg_n_anomalias', 'cg_resultado'],
    severidad: 'E',
    validar: (registro) => {
      const anomalias = numeroDe(registro, 'cg_n_anomalias');
      return registro.cg_resultado === 'ANORMAL' && anomalias !== null && anomalias < 1 ? MENSAJE_SIN_ALTERACIONES : null;
    },
  },
  {
    id: 'X29',
    campos: ['cg_n_anomalias', ...RECUENTOS_PARCIALES, 'cg_alteraciones'],
    severidad: 'E',
    validar: (registro) => {
      const anomalias = numeroDe(registro, 'cg_n_anomalias');
      if (anomalias === null) return null;
      const suma = RECUENTOS_PARCIALES.reduce((total, campo) => total + (numeroDe(registro, campo) ?? 0), 0);
      const codigos = codigosDe(registro, 'cg_alteraciones').filter((codigo) => !CODIGOS_SIN_RECUENTO.includes(codigo));
      return suma > anomalias || codigos.length > anomalias ? MENSAJE_SUMA_ANOMALIAS : null;
    },
  },
  reglaRecuentoMinimo('monosomia_con_recuento', 'cg_n_monosomias_autosomicas', MONOSOMIAS, MENSAJE_MONOSOMIA_SIN_RECUENTO),
  reglaRecuentoMinimo('estructural_con_recuento', 'cg_n_estructurales', CODIGOS_ESTRUCTURALES, MENSAJE_ESTRUCTURAL_SIN_RECUENTO),
  {
    id: 'iscn_con_metafases',
    campos: ['cg_formula_iscn'],
    severidad: 'A',
    validar: (registro) => {
      const formula = textoDe(registro, 'cg_formula_iscn');
      return formula !== null && !formula.includes('[') ? MENSAJE_ISCN_SIN_METAFASES : null;
    },
  },
  {
    id: 'W05',
    campos: ['cg_n_metafases', 'cg_resultado'],
    severidad: 'A',
    validar: (registro) => {
      const metafases = numeroDe(registro, 'cg_n_metafases');
      return registro.cg_resultado === 'NORMAL' && metafases !== null && metafases < METAFASES_RECOMENDADAS ? MENSAJES_AVISO_ELN2022.W05 : null;
    },
  },
  {
    id: 'fusion_criptica',
    campos: ['rtpcr_runx1_runx1t1', 'cg_resultado'],
    severidad: 'A',
    validar: (registro) =>
      registro.rtpcr_runx1_runx1t1 === 'POSITIVO' && registro.cg_resultado === 'NORMAL' && !incluye(registro, 'cg_alteraciones', 'T_8_21')
        ? MENSAJE_FUSION_CRIPTICA
        : null,
  },
];
