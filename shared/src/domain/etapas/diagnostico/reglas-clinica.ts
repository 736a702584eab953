import { UNIDAD_CREATININA } from '../../catalogues/unidad-creatinina';
import { numeroDe } from '../../eln2022/lectura-diagnostico';
import type { Registro } from '../../fields/campo';
import type { ReglaFormulario } from '../../fields/regla-formulario';
import { formatMensaje } from '../../messages/mensajes-genericos';
import { diasEntre } from '../../fechas/calculo-fechas';
import { fechaDe } from '../../fields/lectura-registro';
import type { ContextoEtapa } from '../contexto-etapa';
import { creatininaMgDl } from './derivados-diagnostico';
import { incluye } from './lectura-campos';
import {
  MENSAJE_ASPIRADO_LEJOS_DEL_DIAGNOSTICO,
  MENSAJE_BLASTOS_SIN_LEUCOCITOS,
  MENSAJE_FAB_M3,
  MENSAJE_FENOTIPO_MIXTO,
  MENSAJE_NEUTROFILOS_SUPERAN_LEUCOCITOS,
  MENSAJE_SNC_SIN_LOCALIZACION,
} from './mensajes-diagnostico';

/** data-dictionary §3.3 E: creatinine range in the unit it was typed in. */
const RANGO_CREATININA = { MG_DL: { min: 0.1, max: 20 }, UMOL_L: { min: 9, max: 1768 } } as const;
const CREATININA_AVISO_MG_DL = 3;
const DIAS_ASPIRADO = 30;

function unidadCreatinina(registro: Registro): keyof typeof RANGO_CREATININA {
  return registro.creatinina_unidad === 'UMOL_L' ? 'UMOL_L' : 'MG_DL';
}

function simboloUnidad(codigo: string): string {
  return UNIDAD_CREATININA.find((fila) => fila.codigo === codigo)?.etiqueta ?? '';
}

/** data-dictionary §3.3 D–G: presentation, blood counts, chemistry, marrow and immunophenotype. */
export const REGLAS_CLINICA: readonly ReglaFormulario<ContextoEtapa>[] = [
  {
    id: 'snc_en_localizacion',
    campos: ['snc_afectacion', 'emd_sitios'],
    severidad: 'E',
    validar: (registro) =>
      registro.snc_afectacion === 'POSITIVO' && !incluye(registro, 'emd_sitios', 'SNC') ? MENSAJE_SNC_SIN_LOCALIZACION : null,
  },
  {
    id: 'X24',
    campos: ['neutrofilos', 'leucocitos'],
    severidad: 'E',
    validar: (registro) => {
      const neutrofilos = numeroDe(registro, 'neutrofilos');
      const leucocitos = numeroDe(registro, 'leucocitos');
      return neutrofilos !== null && leucocitos !== null && neutrofilos > leucocitos ? MENSAJE_NEUTROFILOS_SUPERAN_LEUCOCITOS : null;
    },
  },
  {
    id: 'X25',
    campos: ['blastos_sp_pct', 'leucocitos'],
    severidad: 'E',
    validar: (registro) => {
      const blastos = numeroDe(registro, 'blastos_sp_pct');
      return blastos !== null && blastos > 0 && numeroDe(registro, 'leucocitos') === 0 ? MENSAJE_BLASTOS_SIN_LEUCOCITOS : null;
    },
  },
  {
    id: 'creatinina_rango_unidad',
    campos: ['creatinina', 'creatinina_unidad'],
    severidad: 'E',
    validar: (registro) => {
      const valor = numeroDe(registro, 'creatinina');
      const unidad = unidadCreatinina(registro);
      const { min, max } = RANGO_CREATININA[unidad];
      return valor !== null && (valor < min || valor > max) ? formatMensaje('G02', { min, max, unidad: simboloUnidad(unidad) }) : null;
    },
  },
  {
    id: 'creatinina_aviso',
    campos: ['creatinina', 'creatinina_unidad'],
    severidad: 'A',
    validar: (registro) => {
      const valor = numeroDe(registro, 'creatinina');
      const enMgDl = creatininaMgDl(registro);
      return valor !== null && enMgDl !== null && enMgDl > CREATININA_AVISO_MG_DL
        ? formatMensaje('G15', { valor, unidad: simboloUnidad(unidadCreatinina(registro)) })
        : null;
    },
  },
  {
    id: 'aspirado_cerca_del_diagnostico',
    campos: ['mo_fecha'],
    severidad: 'A',
    validar: (registro, { expediente }) => {
      const aspirado = fechaDe(registro, 'mo_fecha');
      const diagnostico = expediente.paciente.fecha_diagnostico;
      return aspirado !== null && diagnostico !== null && Math.abs(diasEntre(diagnostico, aspirado)) > DIAS_ASPIRADO
        ? MENSAJE_ASPIRADO_LEJOS_DEL_DIAGNOSTICO
        : null;
    },
  },
  {
    id: 'fab_m3',
    campos: ['fab'],
    severidad: 'A',
    validar: (registro, { expediente }) => {
      const entidad = expediente.paciente.entidad;
      return (registro.fab === 'M3' || registro.fab === 'M3V') && entidad !== null && entidad !== 'LPA' ? MENSAJE_FAB_M3 : null;
    },
  },
  {
    id: 'fenotipo_mixto',
    campos: ['cmf_perfil'],
    severidad: 'A',
    validar: (registro, { expediente }) =>
      registro.cmf_perfil === 'FENOTIPO_MIXTO' && expediente.paciente.entidad === 'LMA' ? MENSAJE_FENOTIPO_MIXTO : null,
  },
];
