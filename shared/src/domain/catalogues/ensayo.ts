import { crearCatalogoConColumnas } from './catalogo-fila';
import type { CatalogoMomentosId } from './momento-muestra-ensayo';

type ColumnasEnsayo = {
  /** ClinicalTrials.gov id `^NCT\d{8}$`; `null` until the administrator fills it in. */
  readonly nct: string | null;
  /** Population summary of the catalogue. */
  readonly poblacion: string | null;
  /** The trial's own sample-moment list (§1.2). */
  readonly catalogo_momentos: CatalogoMomentosId | null;
  /** Recruitment period (YYYY-MM-DD): `null` until the administrator fills it in; then no inclusion is warned of. */
  readonly fecha_apertura: string | null;
  readonly fecha_cierre: string | null;
};

/** What a trial row carries for the recruitment-period warning of `paciente_ensayo.fecha_inclusion`. */
export type PeriodoEnsayo = Pick<ColumnasEnsayo, 'fecha_apertura' | 'fecha_cierre'> & { readonly codigo: string };

const SIN_PERIODO = { fecha_apertura: null, fecha_cierre: null } as const;

/** catalogues.md §5 `ensayo` ⚙: trials (NINGUNO is exclusive). The registry itself is not a trial row. */
export const ENSAYO = crearCatalogoConColumnas<ColumnasEnsayo>()([
  ['NINGUNO', 'No incluido en ensayo', { nct: null, poblacion: null, catalogo_momentos: null, ...SIN_PERIODO }],
  ['LMA_FLOW', 'LMA-FLOW', { nct: null, poblacion: 'EMR por citometría de flujo en la LMA (diseño supuesto)', catalogo_momentos: 'momento_muestra_lma_flow', ...SIN_PERIODO }],
  ['LA_MIX', 'LA-MIX', { nct: null, poblacion: 'leucemia aguda de linaje mixto o ambiguo (diseño supuesto)', catalogo_momentos: 'momento_muestra_la_mix', ...SIN_PERIODO }],
  ['LAMVYX', 'LAMVYX', { nct: null, poblacion: 'CPX-351 en la LMA (diseño supuesto)', catalogo_momentos: 'momento_muestra_lamvyx', ...SIN_PERIODO }],
  [
    'PEVOLAM',
    'PEVOLAM',
    {
      nct: 'NCT04090736',
      poblacion: 'LMA de nuevo diagnóstico no candidata a quimioterapia intensiva; azacitidina ± pevonedistat',
      catalogo_momentos: 'momento_muestra_pevolam',
      ...SIN_PERIODO,
    },
  ],
  [
    'FLAG_QUIDA',
    'FLAG-QUIDA',
    { nct: null, poblacion: 'LMA con FLT3-ITD en recaída o refractaria; FLAG-Ida + quizartinib', catalogo_momentos: 'momento_muestra_flag_quida', ...SIN_PERIODO },
  ],
  [
    'VEN_A_QUI',
    'VEN-A-QUI',
    {
      nct: null,
      poblacion: 'LMA con FLT3-ITD no candidata a tratamiento intensivo; venetoclax + azacitidina o citarabina a dosis bajas + quizartinib',
      catalogo_momentos: 'momento_muestra_ven_a_qui',
      ...SIN_PERIODO,
    },
  ],
  ['OTRO', 'Otro ensayo (especificar)', { nct: null, poblacion: null, catalogo_momentos: 'momento_muestra', ...SIN_PERIODO }],
]);
