import { crearCatalogoConColumnas } from './catalogo-fila';

/** `uso` = «used for», `conversion` = «conversion note» of the catalogue. */
type ColumnasUnidad = { readonly uso: string; readonly conversion: string | null };

/** catalogues.md §12 `unidad`: every unit of the registry; the label is the symbol. */
export const UNIDAD = crearCatalogoConColumnas<ColumnasUnidad>()([
  ['X10E9_L', '×10⁹/L', { uso: 'leukocytes, neutrophils, platelets', conversion: 'equals ×10³/µL; 1000/µL = 1 ×10⁹/L' }],
  ['G_DL', 'g/dL', { uso: 'haemoglobin, albumin', conversion: 'g/L ÷ 10' }],
  ['MG_DL', 'mg/dL', { uso: 'creatinine, bilirubin, uric acid, fibrinogen', conversion: null }],
  ['UMOL_L', 'µmol/L', { uso: 'creatinine (alt.), bilirubin (alt.)', conversion: 'bilirubin µmol/L ÷ 17.1 = mg/dL' }],
  ['U_L', 'U/L', { uso: 'LDH, AST, ALT', conversion: null }],
  ['PORCENTAJE', '%', { uso: 'blasts, VAF, MRD, cellularity, chimerism', conversion: null }],
  ['RATIO', '(adimensional)', { uso: 'FLT3-ITD allelic ratio', conversion: null }],
  ['PCT_ABL1', '% (copias diana/ABL1 ×100)', { uso: 'qPCR MRD (NPM1, CBF fusions)', conversion: null }],
  ['KG', 'kg', { uso: 'weight', conversion: null }],
  ['CM', 'cm', { uso: 'height', conversion: null }],
  ['M2', 'm²', { uso: 'body-surface area', conversion: null }],
  ['KG_M2', 'kg/m²', { uso: 'BMI', conversion: null }],
  ['MG_M2', 'mg/m²', { uso: 'drug doses', conversion: null }],
  ['G_M2', 'g/m²', { uso: 'cytarabine dose per administration', conversion: null }],
  ['GY', 'Gy', { uso: 'total body irradiation', conversion: null }],
  ['CD34_10E6_KG', '×10⁶ CD34⁺/kg', { uso: 'graft CD34⁺ dose', conversion: null }],
  ['ML', 'mL', { uso: 'sample volume', conversion: null }],
  ['BYTES', 'bytes', { uso: 'file size', conversion: null }],
  ['DIAS', 'días', { uso: 'derived intervals', conversion: null }],
  ['MESES', 'meses', { uso: 'derived intervals', conversion: null }],
  ['ANOS', 'años', { uso: 'age', conversion: null }],
]);
