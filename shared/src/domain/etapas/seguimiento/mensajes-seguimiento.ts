/** Exact Spanish messages of the follow-up form (data-dictionary §3.8). */
export const MENSAJE_REGISTRE_RECAIDA = 'Ha indicado recaída: registre el formulario de recaída.';
export const MENSAJE_SIN_REMISION_PREVIA = 'No consta ninguna remisión previa.';

/**
 * Not in the dictionary: `seg_eichc_activa` is shown only after an allogeneic transplant, which the form's own
 * branching cannot see (it is in another record), so a value without one is rejected instead.
 */
export const MENSAJE_EICH_SIN_ALOGENICO =
  'No consta ningún trasplante alogénico anterior a esta fecha: la EICH crónica solo puede registrarse tras un trasplante alogénico.';
