import { crearCatalogoConColumnas } from './catalogo-fila';

/** catalogues.md §11 `unidad_creatinina`; column «factor a mg/dL»: value ÷ `divisor_a_mg_dl` = mg/dL. */
export const UNIDAD_CREATININA = crearCatalogoConColumnas<{ readonly divisor_a_mg_dl: number }>()([
  ['MG_DL', 'mg/dL', { divisor_a_mg_dl: 1 }],
  ['UMOL_L', 'µmol/L', { divisor_a_mg_dl: 88.42 }],
]);
