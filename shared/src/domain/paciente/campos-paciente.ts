import { CONSENTIMIENTO } from '../catalogues/administracion';
import { ENTIDAD } from '../catalogues/entidad';
import { SEXO } from '../catalogues/sexo';
import { SI_NO } from '../catalogues/si-no';
import { defineField, type Registro } from '../fields/campo';
import { AYUDA_TEXTO_LIBRE } from './mensajes-paciente';

const conConsentimiento = (registro: Registro): boolean =>
  registro.consentimiento === 'FIRMADO' || registro.consentimiento === 'REVOCADO';
const firmado = (registro: Registro): boolean => registro.consentimiento === 'FIRMADO';
const revocado = (registro: Registro): boolean => registro.consentimiento === 'REVOCADO';

/**
 * data-dictionary §3.1 `paciente`: the fields the registration form edits. The UPN, the computed values
 * (edad_diagnostico, fecha_registro, tipo_registro) and the state are the server's.
 */
export const CAMPOS_PACIENTE = [
  defineField({ kind: 'enum', name: 'hospital_id', label: 'Centro', referencia: 'hospital', required: 'siempre' }),
  defineField({ kind: 'enum', name: 'sexo', label: 'Sexo', catalogo: SEXO, required: 'siempre' }),
  defineField({ kind: 'date', name: 'fecha_nacimiento', label: 'Fecha de nacimiento', required: 'siempre', seudonimo: 'anio' }),
  defineField({
    kind: 'date',
    name: 'fecha_diagnostico',
    label: 'Fecha de diagnóstico',
    required: 'siempre',
    hint: 'Fecha de la médula ósea diagnóstica (o de sangre o tejido si no hay médula).',
  }),
  defineField({ kind: 'enum', name: 'entidad', label: 'Entidad', catalogo: ENTIDAD, required: 'siempre' }),
  defineField({ kind: 'enum', name: 'consentimiento', label: 'Consentimiento informado', catalogo: CONSENTIMIENTO, required: 'siempre' }),
  defineField({
    kind: 'date',
    name: 'fecha_consentimiento',
    label: 'Fecha de firma del consentimiento',
    required: conConsentimiento,
    visibleIf: conConsentimiento,
  }),
  defineField({
    kind: 'text',
    name: 'version_consentimiento',
    seudonimo: 'conservado',
    label: 'Versión de la hoja de consentimiento',
    max: 30,
    required: 'opcional',
    visibleIf: conConsentimiento,
  }),
  defineField({
    kind: 'enum',
    name: 'consentimiento_muestras',
    label: 'Consiente el uso de muestras para investigación / biobanco',
    catalogo: SI_NO,
    required: firmado,
    visibleIf: conConsentimiento,
  }),
  defineField({ kind: 'date', name: 'fecha_revocacion', label: 'Fecha de revocación', required: revocado, visibleIf: revocado }),
  defineField({
    kind: 'enum',
    name: 'participa_ensayo',
    label: '¿Participa en algún ensayo clínico?',
    catalogo: SI_NO,
    required: 'siempre',
  }),
  defineField({ kind: 'text', name: 'medico_responsable', label: 'Médico responsable', max: 120, required: 'opcional' }),
  defineField({ kind: 'text', name: 'observaciones', label: 'Observaciones', max: 2000, required: 'opcional', hint: AYUDA_TEXTO_LIBRE }),
] as const;

/** The trials sub-table is shown (and kept) only for a patient in a trial. */
export const participaEnEnsayo = (registro: Registro): boolean => registro.participa_ensayo === 'SI';
