import { crearCatalogo } from './catalogo-fila';

/** catalogues.md §52 `consentimiento`. */
export const CONSENTIMIENTO = crearCatalogo([
  ['FIRMADO', 'Firmado'],
  ['EXENCION_CEI', 'Exención aprobada por el CEIm (p. ej. paciente fallecido o retrospectivo)'],
  ['NO_FIRMADO', 'No firmado'],
  ['REVOCADO', 'Revocado'],
]);

/** catalogues.md §52 `tipo_alicuota`. */
export const TIPO_ALICUOTA = crearCatalogo([
  ['ADN', 'ADN'],
  ['ARN', 'ARN'],
  ['CMN_VIABLES', 'Células mononucleares viables criopreservadas'],
  ['PELLET_SECO', 'Pellet seco'],
  ['PLASMA', 'Plasma'],
  ['SUERO', 'Suero'],
  ['CILINDRO_PARAFINA', 'Bloque de parafina'],
  ['OTRO', 'Otro (especificar)'],
]);

/** catalogues.md §52 `estado_alicuota`. */
export const ESTADO_ALICUOTA = crearCatalogo([
  ['DISPONIBLE', 'Disponible'],
  ['RESERVADA', 'Reservada'],
  ['CEDIDA', 'Cedida a proyecto'],
  ['AGOTADA', 'Agotada'],
  ['DESTRUIDA', 'Destruida'],
  // Not in catalogues.md §52: data-dictionary §5.5 asks the biobank to destroy *or anonymise* the aliquots of a
  // patient who revoked consent; an anonymised aliquot stays in the freezer but no longer linked to the patient.
  ['ANONIMIZADA', 'Anonimizada (desvinculada del paciente)'],
]);

/** catalogues.md §52 `temperatura_almacenamiento`. */
export const TEMPERATURA_ALMACENAMIENTO = crearCatalogo([
  ['MENOS_80', '−80 °C'],
  ['NITROGENO', 'Nitrógeno líquido (≤ −150 °C)'],
  ['MENOS_20', '−20 °C'],
  ['REFRIGERADA', '2–8 °C'],
  ['AMBIENTE', 'Temperatura ambiente (parafina)'],
]);
