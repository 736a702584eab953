import { crearCatalogoConColumnas, type CatalogoFila } from './catalogo-fila';

/** catalogues.md §10 `enfermedad_neoplasica_previa` (multi-enum; NINGUNA exclusive). */
export const ENFERMEDAD_NEOPLASICA_PREVIA = crearCatalogoConColumnas<Pick<CatalogoFila, 'nota'>>()([
  ['NINGUNA', 'Ninguna', {}],
  ['SMD', 'Síndrome mielodisplásico', { nota: 'drives `origen_lma` = SECUNDARIA_SMD' }],
  ['SMD_NMP', 'Neoplasia SMD/NMP (incl. leucemia mielomonocítica crónica)', { nota: '→ SECUNDARIA_SMD_NMP' }],
  ['NMP', 'Neoplasia mieloproliferativa (PV, TE, mielofibrosis, otras Ph−)', { nota: '→ SECUNDARIA_NMP' }],
  [
    'LMC',
    'Leucemia mieloide crónica',
    { nota: 'myeloid blast phase of CML is not AML; warning «Una crisis blástica mieloide de LMC no debe registrarse como LMA.»' },
  ],
  [
    'ANEMIA_APLASICA_HPN',
    'Aplasia medular / hemoglobinuria paroxística nocturna',
    { nota: 'non-neoplastic predisposing marrow disease, kept in this list for practicality' },
  ],
  ['CITOPENIA_CLONAL', 'Citopenia clonal de significado incierto (CCUS) / hematopoyesis clonal', {}],
  ['NEOPLASIA_LINFOIDE', 'Neoplasia linfoide (linfoma, LLC, mieloma, LAL)', {}],
  ['TUMOR_SOLIDO', 'Tumor sólido', { nota: 'also check HCT-CI "tumor sólido previo"' }],
  ['OTRA', 'Otra (especificar)', {}],
]);
