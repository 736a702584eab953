import { defineField, type Registro } from '../../fields/campo';
import { fechaDe } from '../../fields/lectura-registro';
import { calculadosEmr, derivarEmr, reglasEmr } from '../bloques/bloque-emr';
import { conRegistro, type ContextoEtapa } from '../contexto-etapa';
import type { DefinicionEtapa } from '../definicion-etapa';
import { CAMPOS_CONSOLIDACION } from './campos-consolidacion';
import { REGLAS_CONSOLIDACION } from './reglas-consolidacion';

const MAX_CICLOS = 8;

/** Last day of a cycle: its last administration, or its start when not recorded. */
function finDelCiclo(fila: Registro): string | null {
  const inicio = fechaDe(fila, 'cons_fecha_inicio');
  const fin = fechaDe(fila, 'cons_fecha_fin');
  return inicio === null || (fin !== null && fin > inicio) ? fin : inicio;
}

/**
 * data-dictionary §3.5: the row's MRD status and the form-level values exported with every row, over the patient's
 * cycles with this one in place of its stored version (saving one row changes them for all rows).
 */
export function derivarConsolidacion(registro: Registro, contexto: ContextoEtapa): Registro {
  const ciclos = conRegistro(contexto.expediente.consolidacion, registro, contexto, 'consolidacion_id');
  const fines = ciclos.map(finDelCiclo).filter((fecha): fecha is string => fecha !== null);
  return {
    ...derivarEmr(registro, 'cons_'),
    n_ciclos_consolidacion: ciclos.length,
    fecha_fin_consolidacion: fines.length === 0 ? null : fines.reduce((ultima, fecha) => (fecha > ultima ? fecha : ultima)),
  };
}

/** data-dictionary §3.5 `consolidacion` — form **consolidacion**, one row per cycle (0..8, numbered by start date). */
export const ETAPA_CONSOLIDACION: DefinicionEtapa<'consolidacion'> = {
  id: 'consolidacion',
  titulo: 'Consolidación',
  pantalla: 'consolidacion',
  expediente: 'consolidacion',
  rutaApi: 'consolidacion',
  tabla: 'consolidacion',
  campoEnsayo: 'cons_ensayo',
  cardinalidad: 'filas',
  maxFilas: MAX_CICLOS,
  numeracion: { campo: 'cons_ciclo', fecha: 'cons_fecha_inicio' },
  campos: CAMPOS_CONSOLIDACION,
  calculados: [
    defineField({
      kind: 'integer',
      name: 'cons_ciclo',
      label: 'Nº de ciclo',
      min: 1,
      max: MAX_CICLOS,
      required: 'opcional',
      definicion: 'Número del ciclo de consolidación del paciente, por orden de fecha de inicio.',
    }),
    ...calculadosEmr('cons_'),
    defineField({
      kind: 'integer',
      name: 'n_ciclos_consolidacion',
      label: 'Nº de ciclos de consolidación',
      min: 0,
      max: MAX_CICLOS,
      required: 'opcional',
      definicion: 'Número de ciclos de consolidación del paciente.',
    }),
    defineField({
      kind: 'date',
      name: 'fecha_fin_consolidacion',
      label: 'Fecha de fin de la consolidación',
      required: 'opcional',
      definicion: 'La más tardía de las cons_fecha_fin y cons_fecha_inicio de los ciclos del paciente.',
    }),
  ],
  secciones: [
    {
      titulo: 'Ciclo de consolidación',
      campos: ['cons_esquema', 'cons_esquema_otro', 'cons_ensayo', 'cons_fecha_inicio', 'cons_fecha_fin', 'cons_dosis_citarabina_g_m2'],
    },
    { titulo: 'EMR tras el ciclo', campos: CAMPOS_CONSOLIDACION.filter((campo) => campo.name.startsWith('cons_emr_')).map((campo) => campo.name) },
    { titulo: 'Estado tras el ciclo', campos: ['cons_estado_tras_ciclo'] },
  ],
  reglas: [...REGLAS_CONSOLIDACION, ...reglasEmr('cons_')],
  derivar: derivarConsolidacion,
};
