import { crearCatalogo } from '../../catalogues/catalogo-fila';
import { ENSAYO } from '../../catalogues/ensayo';
import { ESQUEMA_MANTENIMIENTO } from '../../catalogues/esquema-mantenimiento';
import { SI_NO } from '../../catalogues/si-no';
import { defineField, type Campo, type Registro } from '../../fields/campo';
import { formatMensaje } from '../../messages/mensajes-genericos';
import { MOTIVO_FIN_CON_EN_CURSO } from '../bloques/motivo-fin-tratamiento';

/** data-dictionary §3.6 `pc_contexto` (inline list). */
export const CONTEXTO_MANTENIMIENTO = crearCatalogo([
  ['POST_QUIMIOTERAPIA', 'Tras quimioterapia'],
  ['POST_TRASPLANTE', 'Tras trasplante'],
]);

const trasTrasplante = (registro: Registro): boolean => registro.pc_contexto === 'POST_TRASPLANTE';
const esquemaOtro = (registro: Registro): boolean => registro.pc_esquema === 'OTRO' || registro.pc_esquema === 'ENSAYO_OTRO';
const terminado = (registro: Registro): boolean => registro.pc_en_curso === 'NO';

/** data-dictionary §3.6 `post_consolidacion`: one row per maintenance line; `pc_linea` is numbered by the server. */
export const CAMPOS_POST_CONSOLIDACION: readonly Campo[] = [
  defineField({ kind: 'enum', name: 'pc_contexto', label: 'Contexto', catalogo: CONTEXTO_MANTENIMIENTO, required: 'siempre' }),
  defineField({
    kind: 'enum',
    name: 'pc_trasplante_id',
    label: 'Trasplante de referencia',
    referencia: 'trasplante',
    required: 'siempre',
    visibleIf: trasTrasplante,
  }),
  defineField({ kind: 'enum', name: 'pc_esquema', label: 'Tratamiento de mantenimiento', catalogo: ESQUEMA_MANTENIMIENTO, required: 'siempre' }),
  defineField({
    kind: 'text',
    name: 'pc_esquema_otro',
    label: 'Otro tratamiento',
    max: 200,
    required: 'siempre',
    visibleIf: esquemaOtro,
    mensajeObligatorio: formatMensaje('G12'),
  }),
  defineField({ kind: 'enum', name: 'pc_ensayo', label: 'Ensayo', catalogo: ENSAYO, required: 'siempre' }),
  defineField({ kind: 'date', name: 'pc_fecha_inicio', label: 'Fecha de inicio', required: 'siempre' }),
  defineField({ kind: 'enum', name: 'pc_en_curso', label: '¿En curso?', catalogo: SI_NO, required: 'siempre' }),
  defineField({ kind: 'date', name: 'pc_fecha_fin', label: 'Fecha de fin', required: 'siempre', visibleIf: terminado }),
  defineField({
    kind: 'enum',
    name: 'pc_motivo_fin',
    label: 'Motivo de fin',
    catalogo: MOTIVO_FIN_CON_EN_CURSO,
    required: 'siempre',
    visibleIf: terminado,
  }),
  defineField({ kind: 'integer', name: 'pc_n_ciclos', label: 'Nº de ciclos (si aplica)', min: 1, max: 100, required: 'opcional' }),
];
