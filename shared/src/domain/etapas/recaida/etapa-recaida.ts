import { defineField } from '../../fields/campo';
import type { DefinicionEtapa } from '../definicion-etapa';
import { reglasFechaClinica } from '../reglas-comunes';
import { CAMPOS_RECAIDA } from './campos-recaida';
import { derivarRecaida } from './derivar-recaida';
import { REGLAS_HISTORIA_RECAIDA } from './reglas-historia-recaida';
import { REGLAS_RECAIDA } from './reglas-recaida';

/** data-dictionary §3.9 `recaida` — one row per relapse episode (numbered 1–10 by date). */
export const ETAPA_RECAIDA: DefinicionEtapa<'recaida'> = {
  id: 'recaida',
  titulo: 'Recaída',
  pantalla: 'recaida',
  expediente: 'recaida',
  rutaApi: 'recaida',
  tabla: 'recaida',
  cardinalidad: 'filas',
  maxFilas: 10,
  numeracion: { campo: 'rec_num', fecha: 'rec_fecha' },
  campos: CAMPOS_RECAIDA,
  calculados: [
    defineField({
      kind: 'integer',
      name: 'rec_num',
      label: 'Nº de recaída',
      min: 1,
      max: 10,
      required: 'opcional',
      definicion: 'Número de la recaída del paciente, por orden de rec_fecha.',
    }),
    defineField({
      kind: 'boolean',
      name: 'rec_tras_tph',
      label: 'Recaída tras trasplante alogénico',
      required: 'opcional',
      definicion: '1 si un trasplante ALOGENICO precede a rec_fecha.',
    }),
    defineField({
      kind: 'decimal',
      name: 'rec_meses_desde_remision',
      label: 'Meses desde la remisión',
      unidad: 'meses',
      decimales: 1,
      min: 0,
      max: 1200,
      required: 'opcional',
      definicion: 'Meses (1 decimal) desde el inicio de la remisión que terminó con esta recaída hasta rec_fecha.',
    }),
    defineField({
      kind: 'date',
      name: 'rec_remision_previa_fecha',
      label: 'Fecha de la remisión previa',
      required: 'opcional',
      definicion: 'Fecha de inicio de la remisión que terminó con esta recaída.',
    }),
  ],
  secciones: [
    { titulo: 'Recaída', campos: ['rec_fecha', 'rec_tipo', 'rec_sitios', 'rec_sitios_otro'] },
    {
      titulo: 'Médula ósea y sangre periférica',
      campos: ['rec_mo_realizada', 'rec_mo_blastos_pct', 'rec_sp_blastos_pct', 'rec_sp_confirmada'],
    },
    {
      titulo: 'Recaída molecular (EMR)',
      campos: ['rec_emr_metodo', 'rec_emr_valor', 'rec_emr_confirmada', 'rec_emr_fecha_confirmacion', 'rec_fecha_hematologica'],
    },
    {
      titulo: 'Genética en la recaída',
      campos: ['rec_flt3_itd', 'rec_flt3_tkd', 'rec_idh1', 'rec_idh2', 'rec_cariotipo', 'rec_cariotipo_iscn', 'rec_ngs_id'],
    },
    { titulo: 'Observaciones', campos: ['rec_observaciones'] },
  ],
  reglas: [
    ...reglasFechaClinica('rec_fecha', 'rec_emr_fecha_confirmacion', 'rec_fecha_hematologica'),
    ...REGLAS_HISTORIA_RECAIDA,
    ...REGLAS_RECAIDA,
  ],
  derivar: derivarRecaida,
};
