import { crearCatalogoConColumnas } from './catalogo-fila';

/**
 * catalogues.md §24 `hcti_item`: HCT-CI comorbidities (Sorror 2005); the label is the definition, `peso` the points.
 * Groups: 0 = bajo, 1–2 = intermedio, ≥ 3 = alto.
 */
export const HCTI_ITEM = crearCatalogoConColumnas<{ readonly peso: 1 | 2 | 3 }>()([
  ['ARRITMIA', 'Arritmia: fibrilación/flúter auricular, enfermedad del seno o arritmia ventricular (cualquier antecedente)', { peso: 1 }],
  ['CARDIACA', 'Cardiopatía: enfermedad coronaria, insuficiencia cardiaca, infarto de miocardio o FEVI ≤ 50 %', { peso: 1 }],
  ['EII', 'Enfermedad inflamatoria intestinal (Crohn o colitis ulcerosa)', { peso: 1 }],
  ['DIABETES', 'Diabetes con tratamiento con insulina o antidiabéticos orales', { peso: 1 }],
  ['CEREBROVASCULAR', 'Enfermedad cerebrovascular (AIT o ictus)', { peso: 1 }],
  ['PSIQUIATRICA', 'Trastorno psiquiátrico (depresión o ansiedad que requiere consulta o tratamiento)', { peso: 1 }],
  ['HEPATICA_LEVE', 'Hepatopatía leve: hepatitis crónica, bilirrubina > LSN–1,5×LSN o AST/ALT > LSN–2,5×LSN', { peso: 1 }],
  ['OBESIDAD', 'Obesidad: IMC > 35 kg/m²', { peso: 1 }],
  ['INFECCION', 'Infección que requiere continuar tratamiento antimicrobiano', { peso: 1 }],
  ['REUMATOLOGICA', 'Enfermedad reumatológica (LES, artritis reumatoide, polimiositis, EMTC, polimialgia reumática)', { peso: 2 }],
  ['ULCERA_PEPTICA', 'Úlcera péptica que requiere tratamiento', { peso: 2 }],
  ['RENAL', 'Nefropatía moderada/grave: creatinina > 2 mg/dL, diálisis o trasplante renal previo', { peso: 2 }],
  ['PULMONAR_MODERADA', 'Neumopatía moderada: DLCO y/o FEV1 66–80 % o disnea con actividad ligera', { peso: 2 }],
  ['TUMOR_SOLIDO_PREVIO', 'Tumor sólido previo tratado (excluido cáncer cutáneo no melanoma)', { peso: 3 }],
  ['VALVULOPATIA', 'Valvulopatía (excepto prolapso mitral)', { peso: 3 }],
  ['PULMONAR_GRAVE', 'Neumopatía grave: DLCO y/o FEV1 ≤ 65 %, disnea de reposo u oxigenoterapia', { peso: 3 }],
  ['HEPATICA_MOD_GRAVE', 'Hepatopatía moderada/grave: cirrosis, bilirrubina > 1,5×LSN o AST/ALT > 2,5×LSN', { peso: 3 }],
]);

export type CodigoHctiItem = (typeof HCTI_ITEM)[number]['codigo'];

/** Pairs of items that cannot both be marked (§24). */
export const PARES_EXCLUYENTES_HCTI_ITEM = [
  ['HEPATICA_LEVE', 'HEPATICA_MOD_GRAVE'],
  ['PULMONAR_MODERADA', 'PULMONAR_GRAVE'],
] as const satisfies readonly (readonly [CodigoHctiItem, CodigoHctiItem])[];
