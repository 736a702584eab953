import { defineField, type Registro } from '../../fields/campo';
import { calculadosEmr, derivarEmr, reglasEmr } from '../bloques/bloque-emr';
import { calculadosEval, derivarEval, reglasEval } from '../bloques/bloque-eval';
import type { ContextoEtapa } from '../contexto-etapa';
import type { DefinicionEtapa } from '../definicion-etapa';
import { reglaEnsayoDelPaciente, reglasFechaClinica } from '../reglas-comunes';
import { basalRescate } from './basal-rescate';
import { CAMPOS_REC_RES, PREFIJO_RESCATE } from './campos-rescate';
import { REGLA_DIANA_RESCATE } from './diana-rescate';
import type { LineaRescate } from './lineas-rescate';
import { reglasFechasRescate } from './reglas-fechas-rescate';
import { reglasIndicacionRescate } from './reglas-indicacion-rescate';

const nombres = (prefijo: string): string[] =>
  CAMPOS_REC_RES.filter((campo) => campo.name.startsWith(prefijo)).map((campo) => campo.name);

/** The values the server computes for a line: its number (fixed by the form), the ELN 2022 response and MRD status. */
export function derivarRescate(linea: LineaRescate): (registro: Registro, contexto: ContextoEtapa) => Registro {
  const basal = basalRescate(linea);
  return (registro, contexto) => ({
    rr_linea: linea,
    ...derivarEval(registro, PREFIJO_RESCATE, basal(registro, contexto)),
    ...derivarEmr(registro, PREFIJO_RESCATE),
  });
}

/** data-dictionary §3.10 `rec_res`: rescue line 1 or 2, one record each, in the shared table. */
function etapaRescate(linea: LineaRescate): DefinicionEtapa<'recaida'> {
  return {
    id: linea === 1 ? 'rec_res_1' : 'rec_res_2',
    titulo: linea === 1 ? 'Rescate (primera línea)' : 'Rescate (segunda línea)',
    pantalla: 'recaida',
    expediente: 'rec_res',
    lineaRescate: linea,
    grupoLinea: { clave: 'rescates', titulo: 'Tratamientos de rescate' },
    rutaApi: `rec-res-${linea}`,
    tabla: 'rec_res',
    claveRegistro: 'rr_linea',
    campoEnsayo: 'rr_ensayo',
    cardinalidad: 'uno',
    campos: CAMPOS_REC_RES,
    calculados: [
      defineField({
        kind: 'integer',
        name: 'rr_linea',
        label: 'Línea de rescate',
        min: 1,
        max: 2,
        required: 'opcional',
        definicion: 'Línea de rescate: 1 (rec-res-1) o 2 (rec-res-2).',
      }),
      ...calculadosEval(PREFIJO_RESCATE),
      ...calculadosEmr(PREFIJO_RESCATE),
    ],
    prerrellenos: [{ campo: `${PREFIJO_RESCATE}eval_respuesta`, desde: `${PREFIJO_RESCATE}eval_respuesta_calculada` }],
    secciones: [
      { titulo: 'Indicación', campos: ['rr_indicacion', 'rr_recaida_id'] },
      {
        titulo: 'Tratamiento',
        campos: [
          'rr_esquema',
          'rr_esquema_otro',
          'rr_ensayo',
          'rr_fecha_inicio',
          'rr_n_ciclos',
          'rr_en_curso',
          'rr_fecha_fin',
          'rr_motivo_fin',
        ],
      },
      { titulo: 'Mejor respuesta al rescate', campos: nombres(`${PREFIJO_RESCATE}eval_`) },
      { titulo: 'EMR en la mejor respuesta', campos: nombres(`${PREFIJO_RESCATE}emr_`) },
      { titulo: 'Trasplante', campos: ['rr_tph_posterior'] },
    ],
    reglas: [
      ...reglasFechaClinica('rr_fecha_inicio', 'rr_fecha_fin'),
      ...reglasIndicacionRescate(linea),
      ...reglasFechasRescate(linea),
      REGLA_DIANA_RESCATE,
      reglaEnsayoDelPaciente('rr_ensayo', 'rr_fecha_inicio'),
      ...reglasEval(PREFIJO_RESCATE, { campoInicio: 'rr_fecha_inicio', basal: basalRescate(linea) }),
      ...reglasEmr(PREFIJO_RESCATE),
    ],
    derivar: derivarRescate(linea),
  };
}

export const ETAPA_REC_RES_1 = etapaRescate(1);
export const ETAPA_REC_RES_2 = etapaRescate(2);
