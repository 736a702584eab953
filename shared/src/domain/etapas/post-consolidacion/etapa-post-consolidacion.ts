import { defineField } from '../../fields/campo';
import type { DefinicionEtapa } from '../definicion-etapa';
import { CAMPOS_POST_CONSOLIDACION } from './campos-post-consolidacion';
import { REGLAS_POST_CONSOLIDACION } from './reglas-post-consolidacion';

const MAX_LINEAS = 10;

/** data-dictionary §3.6 `post_consolidacion` — form **post-consolidacion**, one row per maintenance line. */
export const ETAPA_POST_CONSOLIDACION: DefinicionEtapa<'consolidacion'> = {
  id: 'post_consolidacion',
  titulo: 'Post-consolidación',
  pantalla: 'consolidacion',
  expediente: 'post_consolidacion',
  rutaApi: 'post-consolidacion',
  tabla: 'post_consolidacion',
  campoEnsayo: 'pc_ensayo',
  cardinalidad: 'filas',
  maxFilas: MAX_LINEAS,
  numeracion: { campo: 'pc_linea', fecha: 'pc_fecha_inicio' },
  campos: CAMPOS_POST_CONSOLIDACION,
  calculados: [
    defineField({
      kind: 'integer',
      name: 'pc_linea',
      label: 'Nº de línea de mantenimiento',
      min: 1,
      max: MAX_LINEAS,
      required: 'opcional',
      definicion: 'Número de la línea de mantenimiento del paciente, por orden de fecha de inicio.',
    }),
  ],
  secciones: [
    {
      titulo: 'Línea de mantenimiento',
      campos: ['pc_contexto', 'pc_trasplante_id', 'pc_esquema', 'pc_esquema_otro', 'pc_ensayo', 'pc_fecha_inicio'],
    },
    { titulo: 'Fin del tratamiento', campos: ['pc_en_curso', 'pc_fecha_fin', 'pc_motivo_fin', 'pc_n_ciclos'] },
  ],
  reglas: REGLAS_POST_CONSOLIDACION,
  // Its only computed value, `pc_linea`, is the server's numbering.
  derivar: () => ({}),
};
