import type { CatalogosVigentes } from '../catalogues/catalogos-vigentes';
import type { ReglaFormulario } from '../fields/regla-formulario';
import { formatMensaje } from '../messages/mensajes-genericos';
import { fechaDe } from '../fields/lectura-registro';
import { MENSAJE_BIOBANCO_SIN_CONSENTIMIENTO, MENSAJE_ENTRADA_ANTES_DE_EXTRACCION, MENSAJE_VERIFIQUE_CONSENTIMIENTO } from './mensajes-muestra';

/** A biobank entry is checked against its patient's consent and its source sample's extraction date (if any). */
export type ContextoBiobanco = {
  /** Consent is required to enter material; managing what is stored (cession, destruction) goes on after a revocation. */
  readonly alta: boolean;
  readonly consentimiento_muestras: string | null;
  readonly fecha_extraccion: string | null;
  /** The ⚙ catalogues in force (the API's): the biolabs the administrator keeps; the seed's when absent. */
  readonly catalogos?: CatalogosVigentes;
};

/** data-dictionary §5.5: the rules of a biobank entry (G18 for a withdrawn patient is the API's, with the state). */
export const REGLAS_BIOBANCO: readonly ReglaFormulario<ContextoBiobanco>[] = [
  {
    id: 'consentimiento_paciente',
    campos: ['biolab'],
    severidad: 'E',
    validar: (_registro, contexto) => (!contexto.alta || contexto.consentimiento_muestras === 'SI' ? null : MENSAJE_BIOBANCO_SIN_CONSENTIMIENTO),
  },
  {
    id: 'consentimiento_verificado',
    campos: ['consentimiento_verificado'],
    severidad: 'E',
    validar: (registro) => (registro.consentimiento_verificado === false ? MENSAJE_VERIFIQUE_CONSENTIMIENTO : null),
  },
  {
    id: 'entrada_tras_extraccion',
    campos: ['fecha_entrada'],
    severidad: 'E',
    validar: (registro, contexto) => {
      const entrada = fechaDe(registro, 'fecha_entrada');
      return entrada !== null && contexto.fecha_extraccion !== null && entrada < contexto.fecha_extraccion ? MENSAJE_ENTRADA_ANTES_DE_EXTRACCION : null;
    },
  },
  {
    id: 'salida_tras_entrada',
    campos: ['fecha_salida', 'fecha_entrada'],
    severidad: 'E',
    validar: (registro) => {
      const salida = fechaDe(registro, 'fecha_salida');
      const entrada = fechaDe(registro, 'fecha_entrada');
      return salida !== null && entrada !== null && salida < entrada ? formatMensaje('G11') : null;
    },
  },
];
