import fc from 'fast-check';
import { ALTERACION_CITOGENETICA, CARIOTIPO } from '../catalogues/cariotipo';
import type { CatalogoFila } from '../catalogues/catalogo-fila';
import { CEBPA } from '../catalogues/cebpa';
import { ENTIDAD } from '../catalogues/entidad';
import { FISH_SONDA } from '../catalogues/fish-sonda';
import { MUTACION, POSNEG_A, POSNEG_B } from '../catalogues/posneg';
import type { Registro } from '../fields/campo';
import { GENES_MR } from './variables-eln2022';

export const codigos = (catalogo: readonly CatalogoFila[]): string[] => catalogo.map((fila) => fila.codigo);

const codigo = (catalogo: readonly CatalogoFila[]): fc.Arbitrary<string> => fc.constantFrom(...codigos(catalogo));


/** APL hides every other input (R1), so its sources are kept rare. */
const SONDAS = codigos(FISH_SONDA).filter((sonda) => sonda !== 'FISH_PML_RARA' && sonda !== 'FISH_RARA');
const ALTERACIONES = codigos(ALTERACION_CITOGENETICA).filter((alteracion) => alteracion !== 'T_15_17');

/** Positive findings are kept rarer than negative ones, so that every class is well represented. */
const resultadoPrueba = (catalogo: readonly CatalogoFila[]): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constant('NEGATIVO') },
    { weight: 1, arbitrary: fc.constant('POSITIVO') },
    { weight: 2, arbitrary: codigo(catalogo) },
  );

const filaFish = fc.record({ fish_sonda: fc.constantFrom(...SONDAS), fish_resultado: resultadoPrueba(POSNEG_A) });

const RTPCR = ['rtpcr_runx1_runx1t1', 'rtpcr_cbfb_myh11', 'rtpcr_kmt2a_mllt3', 'rtpcr_bcr_abl1', 'rtpcr_dek_nup214'];

type OpcionesArbitrario = {
  /** Several rows of one probe (with different results), which the form forbids but raw input may contain. */
  readonly filasRepetidas?: boolean;
  /** One value in `frecuenciaFalta` is missing: mostly given, so that results are often decided. */
  readonly frecuenciaFalta?: number;
};

/** Diagnosis records over the catalogues' codes, with missing values. */
export function diagnosticoArbitrario({ filasRepetidas = false, frecuenciaFalta = 4 }: OpcionesArbitrario = {}): fc.Arbitrary<Registro> {
  const quizas = <T>(valor: fc.Arbitrary<T>): fc.Arbitrary<T | null> => fc.option(valor, { nil: null, freq: frecuenciaFalta });
  const filas = filasRepetidas
    ? fc.array(filaFish, { maxLength: 6 })
    : fc.uniqueArray(filaFish, { maxLength: 5, selector: (fila) => fila.fish_sonda });
  const recuento = quizas(fc.integer({ min: 0, max: 6 }));
  const porCampo = (campos: readonly string[], valor: fc.Arbitrary<unknown>) =>
    Object.fromEntries(campos.map((campo) => [campo, valor]));
  return fc.record({
    entidad: fc.oneof({ weight: 20, arbitrary: fc.constant('LMA') }, { weight: 1, arbitrary: codigo(ENTIDAD) }),
    cg_resultado: quizas(codigo(CARIOTIPO)),
    cg_alteraciones: fc.oneof(fc.constant([]), fc.subarray(ALTERACIONES, { maxLength: 3 })),
    cg_n_anomalias: recuento,
    cg_n_monosomias_autosomicas: recuento,
    cg_n_trisomias_polisomias: recuento,
    cg_n_estructurales: recuento,
    cg_n_metafases: quizas(fc.integer({ min: 0, max: 30 })),
    diagnostico_fish: filas,
    ...porCampo(RTPCR, quizas(resultadoPrueba(POSNEG_B))),
    rtpcr_pml_rara: fc.oneof({ weight: 20, arbitrary: fc.constant('NO_REALIZADO') }, { weight: 1, arbitrary: codigo(POSNEG_B) }),
    kmt2a_ptd: quizas(resultadoPrueba(POSNEG_B)),
    npm1: quizas(codigo(MUTACION)),
    flt3_itd: quizas(codigo(POSNEG_B)),
    flt3_itd_ratio: quizas(fc.integer({ min: 1, max: 1000 }).map((milesimas) => milesimas / 1000)),
    cebpa: quizas(codigo(CEBPA)),
    tp53: quizas(codigo(MUTACION)),
    tp53_vaf_pct: quizas(fc.integer({ min: 1, max: 1000 }).map((decimas) => decimas / 10)),
    ...porCampo(GENES_MR, fc.oneof({ weight: 3, arbitrary: fc.constant('NO_MUTADO') }, { weight: 1, arbitrary: quizas(codigo(MUTACION)) })),
  });
}
