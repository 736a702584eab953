import { defineField, type Registro } from '../../fields/campo';
import { diasEntre } from '../../fechas/calculo-fechas';
import { fechaDe } from '../../fields/lectura-registro';
import { calculadosEmr, derivarEmr, reglasEmr } from '../bloques/bloque-emr';
import type { ContextoEtapa } from '../contexto-etapa';
import type { DefinicionEtapa } from '../definicion-etapa';
import { reglaEnsayoDelPaciente, reglasFechaClinica } from '../reglas-comunes';
import { CAMPOS_TRASPLANTE, PREFIJO_EMR_PRE } from './campos-trasplante';
import { REGLA_ESTADO_PRE_TRASPLANTE } from './estado-pre-trasplante';
import { REGLAS_DONANTE_TRASPLANTE } from './reglas-donante-trasplante';
import { FECHAS_TRAS_TRASPLANTE, REGLAS_FECHAS_TRASPLANTE } from './reglas-fechas-trasplante';

const camposEmrPre = CAMPOS_TRASPLANTE.filter((campo) => campo.name.startsWith(PREFIJO_EMR_PRE)).map((campo) => campo.name);

/** data-dictionary §3.7: `dias_diagnostico_tph` and the pre-transplant MRD status. */
export function derivarTrasplante(registro: Registro, { expediente }: ContextoEtapa): Registro {
  const fecha = fechaDe(registro, 'tph_fecha');
  const diagnostico = expediente.paciente.fecha_diagnostico;
  return {
    dias_diagnostico_tph: fecha === null || diagnostico === null ? null : diasEntre(diagnostico, fecha),
    ...derivarEmr(registro, PREFIJO_EMR_PRE),
  };
}

/** data-dictionary §3.7 `trasplante` — form **transplante**, one row per HCT (numbered 1–5 by date). */
export const ETAPA_TRASPLANTE: DefinicionEtapa<'trasplante'> = {
  id: 'trasplante',
  titulo: 'Trasplante',
  pantalla: 'trasplante',
  expediente: 'trasplante',
  rutaApi: 'transplante',
  tabla: 'trasplante',
  campoEnsayo: 'tph_ensayo',
  cardinalidad: 'filas',
  maxFilas: 5,
  numeracion: { campo: 'tph_num', fecha: 'tph_fecha' },
  campos: CAMPOS_TRASPLANTE,
  codigosImplicitos: [
    { si: { campo: 'tph_atg', valor: 'SI' }, campo: 'tph_profilaxis_eich', codigo: 'ATG' },
    { si: { campo: 'tph_ptcy', valor: 'SI' }, campo: 'tph_profilaxis_eich', codigo: 'CY_POST' },
  ],
  calculados: [
    defineField({
      kind: 'integer',
      name: 'tph_num',
      label: 'Nº de trasplante',
      min: 1,
      max: 5,
      required: 'opcional',
      definicion: 'Número del trasplante del paciente, por orden de tph_fecha.',
    }),
    defineField({
      kind: 'integer',
      name: 'dias_diagnostico_tph',
      label: 'Días desde el diagnóstico',
      unidad: 'días',
      min: 0,
      max: 40000,
      required: 'opcional',
      definicion: 'tph_fecha − fecha_diagnostico, en días.',
    }),
    ...calculadosEmr(PREFIJO_EMR_PRE),
  ],
  secciones: [
    { titulo: 'Trasplante', campos: ['tph_fecha', 'tph_tipo', 'tph_hcti', 'tph_ensayo'] },
    {
      titulo: 'Donante y fuente de progenitores',
      campos: ['tph_donante_tipo', 'tph_donante_sexo', 'tph_donante_edad', 'tph_hla', 'tph_fuente', 'tph_cd34_10e6_kg', 'tph_cmv'],
    },
    {
      titulo: 'Acondicionamiento',
      campos: ['tph_acond_intensidad', 'tph_acond_esquema', 'tph_acond_esquema_otro', 'tph_ict', 'tph_ict_dosis_gy'],
    },
    { titulo: 'Profilaxis de EICH', campos: ['tph_atg', 'tph_ptcy', 'tph_profilaxis_eich'] },
    { titulo: 'Estado de la enfermedad al trasplante', campos: ['tph_estado_pre', 'tph_respuesta_pre', ...camposEmrPre] },
    {
      titulo: 'Injerto',
      campos: ['tph_injerto_neutrofilos_fecha', 'tph_injerto_plaquetas_fecha', 'tph_fallo_injerto', 'tph_quimerismo_d100_pct'],
    },
    {
      titulo: 'Enfermedad injerto contra receptor',
      campos: [
        'tph_eicha',
        'tph_eicha_grado_max',
        'tph_eicha_fecha',
        'tph_eicha_organos',
        'tph_eichc',
        'tph_eichc_gravedad',
        'tph_eichc_fecha',
      ],
    },
  ],
  reglas: [
    ...reglasFechaClinica('tph_fecha', ...FECHAS_TRAS_TRASPLANTE),
    ...REGLAS_FECHAS_TRASPLANTE,
    REGLA_ESTADO_PRE_TRASPLANTE,
    ...REGLAS_DONANTE_TRASPLANTE,
    reglaEnsayoDelPaciente('tph_ensayo', 'tph_fecha'),
    ...reglasEmr(PREFIJO_EMR_PRE),
  ],
  derivar: derivarTrasplante,
};
