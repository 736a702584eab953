import { crearCatalogoConColumnas } from './catalogo-fila';
import type { CatalogoMomentosId } from './momento-muestra-ensayo';

type ColumnasEnsayo = {
  /** ClinicalTrials.gov id `^NCT\d{8}$`; `null` until the administrator fills it in. */
  readonly nct: string | null;
  /** Population summary of the catalogue. */
  readonly poblacion: string | null;
  /** The trial's own sample-moment list (§1.2). */
  readonly catalogo_momentos: CatalogoMomentosId | null;
};

/** catalogues.md §5 `ensayo` ⚙: trials (NINGUNO is exclusive). The registry itself is not a trial row. */
export const ENSAYO = crearCatalogoConColumnas<ColumnasEnsayo>()([
  ['NINGUNO', 'No incluido en ensayo', { nct: null, poblacion: null, catalogo_momentos: null }],
  ['LMA_FLOW', 'LMA-FLOW', { nct: null, poblacion: 'MRD by flow cytometry in AML (assumed)', catalogo_momentos: 'momento_muestra_lma_flow' }],
  ['LA_MIX', 'LA-MIX', { nct: null, poblacion: 'acute leukaemia of mixed/ambiguous lineage (assumed)', catalogo_momentos: 'momento_muestra_la_mix' }],
  ['LAMVYX', 'LAMVYX', { nct: null, poblacion: 'CPX-351 in AML (assumed)', catalogo_momentos: 'momento_muestra_lamvyx' }],
  [
    'PEVOLAM',
    'PEVOLAM',
    {
      nct: 'NCT04090736',
      poblacion: 'newly diagnosed AML not eligible for intensive chemotherapy; azacitidine ± pevonedistat',
      catalogo_momentos: 'momento_muestra_pevolam',
    },
  ],
  [
    'FLAG_QUIDA',
    'FLAG-QUIDA',
    { nct: null, poblacion: 'relapsed/refractory FLT3-ITD AML; FLAG-Ida + quizartinib', catalogo_momentos: 'momento_muestra_flag_quida' },
  ],
  [
    'VEN_A_QUI',
    'VEN-A-QUI',
    {
      nct: null,
      poblacion: 'FLT3-ITD AML unfit for intensive therapy; venetoclax + azacitidine/LDAC + quizartinib',
      catalogo_momentos: 'momento_muestra_ven_a_qui',
    },
  ],
  ['OTRO', 'Otro ensayo (especificar)', { nct: null, poblacion: null, catalogo_momentos: 'momento_muestra' }],
]);
