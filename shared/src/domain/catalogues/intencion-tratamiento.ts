import { crearCatalogo } from './catalogo-fila';

/** catalogues.md §35 `intencion_tratamiento`. */
export const INTENCION_TRATAMIENTO = crearCatalogo([
  ['INTENSIVO', 'Quimioterapia intensiva'],
  ['NO_INTENSIVO', 'Tratamiento no intensivo (hipometilantes, dosis bajas de citarabina, combinaciones con venetoclax u otros)'],
  ['SOLO_SOPORTE', 'Solo tratamiento de soporte / paliativo (incl. hidroxiurea)'],
]);
