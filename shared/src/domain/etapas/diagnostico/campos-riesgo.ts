import { RIESGO_GLOBAL, RIESGO_MOLECULAR } from '../../catalogues/riesgo';
import { RIESGO_LMA_FLOW } from '../../catalogues/riesgo-lma-flow';
import { defineField, type Condicion } from '../../fields/campo';
import { AYUDA_TEXTO_LIBRE } from '../../paciente/mensajes-paciente';
import { MENSAJE_MOTIVO_RIESGO } from './mensajes-diagnostico';
import { riesgoGlobalModificado, riesgoMolecularModificado } from './riesgo-diagnostico';

const LONGITUD_MINIMA_MOTIVO = 10;

// The dictionary labels both «Motivo de la modificación»; both can show at once, so each names its risk.
function motivo(name: string, riesgo: string, modificado: Condicion) {
  return defineField({
    kind: 'text',
    name,
    label: `Motivo de la modificación del riesgo ${riesgo}`,
    max: 500,
    min: LONGITUD_MINIMA_MOTIVO,
    mensajeMin: MENSAJE_MOTIVO_RIESGO,
    mensajeObligatorio: MENSAJE_MOTIVO_RIESGO,
    hint: AYUDA_TEXTO_LIBRE,
    required: modificado,
    visibleIf: modificado,
  });
}

/**
 * data-dictionary §3.3 K «Riesgo»: the assigned risks (the calculated ones are computed). `riesgo_lma_flow` belongs
 * to patients in the LMA-FLOW trial, which a field cannot see: rules with the patient's trials require or refuse it.
 */
export const CAMPOS_RIESGO = [
  defineField({ kind: 'enum', name: 'riesgo_molecular', label: 'Riesgo molecular', catalogo: RIESGO_MOLECULAR, required: 'siempre' }),
  motivo('riesgo_molecular_motivo', 'molecular', riesgoMolecularModificado),
  defineField({ kind: 'enum', name: 'riesgo_global', label: 'Riesgo genético ELN 2022', catalogo: RIESGO_GLOBAL, required: 'siempre' }),
  motivo('riesgo_global_motivo', 'ELN 2022', riesgoGlobalModificado),
  defineField({
    kind: 'enum',
    name: 'riesgo_lma_flow',
    label: 'Riesgo (ensayo LMA-FLOW)',
    catalogo: RIESGO_LMA_FLOW,
    required: 'opcional',
  }),
];
