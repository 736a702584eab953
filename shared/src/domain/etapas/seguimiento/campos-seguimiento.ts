import { crearCatalogo } from '../../catalogues/catalogo-fila';
import { ECOG } from '../../catalogues/ecog';
import { ESTADO_ENFERMEDAD, TRATAMIENTO_ACTUAL } from '../../catalogues/seguimiento-recaida-muerte';
import { SI_NO_DESC } from '../../catalogues/si-no';
import { defineField, type Campo, type Registro } from '../../fields/campo';
import { formatMensaje } from '../../messages/mensajes-genericos';
import { AYUDA_TEXTO_LIBRE } from '../../paciente/mensajes-paciente';
import { camposEmr } from '../bloques/bloque-emr';

/** data-dictionary §3.8 `seg_tipo_contacto`: a list given only in the form's row. */
export const TIPO_CONTACTO = crearCatalogo([
  ['CONSULTA', 'Consulta presencial'],
  ['TELEFONICO', 'Contacto telefónico'],
  ['HISTORIA', 'Revisión de historia clínica'],
]);

export const PREFIJO_EMR_SEGUIMIENTO = 'seg_';

const ESTADOS_EN_REMISION: readonly unknown[] = ['REMISION', 'REMISION_EMR_POS'];
export const seguimientoEnRemision = (registro: Registro): boolean => ESTADOS_EN_REMISION.includes(registro.seg_estado_enfermedad);
const otroTratamiento = (registro: Registro): boolean => registro.seg_tratamiento_actual === 'OTRO';

/** data-dictionary §3.8 `seguimiento`: one contact with the patient alive, in form order. */
export const CAMPOS_SEGUIMIENTO: readonly Campo[] = [
  defineField({ kind: 'date', name: 'seg_fecha', label: 'Fecha del último contacto', required: 'siempre' }),
  defineField({ kind: 'enum', name: 'seg_tipo_contacto', label: 'Tipo de contacto', catalogo: TIPO_CONTACTO, required: 'opcional' }),
  defineField({
    kind: 'enum',
    name: 'seg_estado_enfermedad',
    label: 'Estado de la enfermedad',
    catalogo: ESTADO_ENFERMEDAD,
    required: 'siempre',
  }),
  ...camposEmr(PREFIJO_EMR_SEGUIMIENTO, seguimientoEnRemision),
  defineField({
    kind: 'enum',
    name: 'seg_tratamiento_actual',
    label: 'Tratamiento actual',
    catalogo: TRATAMIENTO_ACTUAL,
    required: 'siempre',
  }),
  defineField({
    kind: 'text',
    name: 'seg_tratamiento_otro',
    label: 'Otro tratamiento',
    max: 200,
    required: otroTratamiento,
    visibleIf: otroTratamiento,
    mensajeObligatorio: formatMensaje('G12'),
  }),
  defineField({ kind: 'enum', name: 'seg_ecog', label: 'ECOG', catalogo: ECOG, required: 'opcional' }),
  // Shown only after an allogeneic transplant: that lives in another record, so a rule checks it.
  defineField({ kind: 'enum', name: 'seg_eichc_activa', label: 'EICH crónica activa', catalogo: SI_NO_DESC, required: 'opcional' }),
  defineField({
    kind: 'text',
    name: 'seg_observaciones',
    label: 'Observaciones',
    max: 1000,
    required: 'opcional',
    hint: AYUDA_TEXTO_LIBRE,
  }),
];
