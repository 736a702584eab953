import { defineField, type Registro } from '../fields/campo';
import { formatMensaje } from '../messages/mensajes-genericos';
import { ENSAYOS_DE_MUESTRA } from '../muestras/momentos-ensayo';

const otroEnsayo = (registro: Registro): boolean => registro.ensayo === 'OTRO';

/** data-dictionary §3.1 sub-table `paciente_ensayo`: one row per trial of the patient (unique per trial). */
export const CAMPOS_PACIENTE_ENSAYO = [
  // «No incluido en ensayo» is the absence of rows, never a row: a row names a trial a sample may belong to (the
  // seed list here; `conCatalogosVigentes` puts the catalogue in force in its place).
  defineField({ kind: 'enum', name: 'ensayo', label: 'Ensayo', catalogo: ENSAYOS_DE_MUESTRA, required: 'siempre' }),
  defineField({
    kind: 'text',
    name: 'ensayo_otro',
    label: 'Nombre del ensayo',
    max: 100,
    required: otroEnsayo,
    visibleIf: otroEnsayo,
    mensajeObligatorio: formatMensaje('G12'),
  }),
  defineField({
    kind: 'text',
    name: 'codigo_paciente_ensayo',
    seudonimo: 'conservado',
    label: 'Código del paciente en el ensayo',
    max: 30,
    pattern: /^[A-Za-z0-9\-_/]{1,30}$/,
    required: 'siempre',
  }),
  defineField({ kind: 'date', name: 'fecha_inclusion', label: 'Fecha de inclusión en el ensayo', required: 'siempre' }),
  defineField({ kind: 'text', name: 'brazo', seudonimo: 'conservado', label: 'Brazo / cohorte', max: 50, required: 'opcional' }),
  defineField({ kind: 'date', name: 'fecha_salida', label: 'Fecha de salida del ensayo', required: 'opcional' }),
] as const;
