/**
 * The columns the sample lists (the laboratory worklist) may be sorted by, server-side: the API refuses any other.
 * `centro` is the patient's hospital code and `fecha_recepcion` the reception's date.
 */
export const ORDENES_LISTA_MUESTRAS = [
  'codigo_muestra',
  'upn',
  'centro',
  'momento',
  'material',
  'fecha_extraccion',
  'fecha_envio',
  'fecha_recepcion',
  'estado',
  'modificado_en',
] as const;

export type OrdenListaMuestras = (typeof ORDENES_LISTA_MUESTRAS)[number];
