import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { CARIOTIPO } from '../catalogues/cariotipo';
import { CEBPA } from '../catalogues/cebpa';
import { FISH_SONDA } from '../catalogues/fish-sonda';
import { MUTACION, POSNEG_A, POSNEG_B } from '../catalogues/posneg';
import type { Registro } from '../fields/campo';
import { cariotipoComplejo, cariotipoMonosomico } from './cariotipo-eln2022';
import { codigos, diagnosticoArbitrario } from './diagnostico.arbitrary';
import { codigoDe, numeroDe, resultadoFish } from './lectura-diagnostico';
import { FUENTES_LESION, lesionesEln2022, type Lesion } from './lesiones-eln2022';
import { clasificarRiesgoEln2022 } from './riesgo-eln2022';
import { calcularRiesgoMolecular } from './riesgo-molecular';
import { GENES_MR } from './variables-eln2022';

/** Records with many missing inputs and records with few (where INTERMEDIO is decided more often). */
const diagnosticos = fc.oneof(diagnosticoArbitrario(), diagnosticoArbitrario({ frecuenciaFalta: 15 }));

/** Inputs that are not sources of any ELN variable: filling them must change nothing. */
const SONDAS_SIN_LESION = ['FISH_DEL_7Q', 'FISH_TRISOMIA_8', 'FISH_DEL_20Q', 'FISH_OTRA'];

type Relleno = { readonly descripcion: string; readonly aplicar: (diagnostico: Registro) => Registro };

function rellenarCampo(campo: string, valores: readonly unknown[]): Relleno[] {
  return valores.map((valor) => ({ descripcion: `${campo} = ${String(valor)}`, aplicar: (d) => ({ ...d, [campo]: valor }) }));
}

function anadirFish(sonda: string): Relleno[] {
  return codigos(POSNEG_A).map((resultado) => ({
    descripcion: `${sonda} ${resultado}`,
    aplicar: (d) => ({ ...d, diagnostico_fish: [...(d.diagnostico_fish as Registro[]), { fish_sonda: sonda, fish_resultado: resultado }] }),
  }));
}

const conocido = (d: Registro, campo: string, sabidos: readonly string[]): boolean => sabidos.includes(codigoDe(d, campo) ?? '');

/**
 * Missing inputs in the sense of eln2022-risk.md §4.1: those whose filling turns unknown variables into known ones
 * and leaves known ones as they are. A test result that contradicts a known variable (a cryptic fusion found by
 * RT-PCR in a normal karyotype, a FISH result opposite to an RT-PCR one) is new evidence, not a missing input; APL
 * and OTRA_REC sources are never missing (§2.3: never U).
 */
function rellenosPosibles(d: Registro): Relleno[] {
  const lesiones = lesionesEln2022(d);
  const lesionDesconocida = (lesion: Lesion) => lesiones[lesion] === null;
  const rellenos: Relleno[] = [];
  if (!conocido(d, 'cg_resultado', ['NORMAL', 'ANORMAL'])) rellenos.push(...rellenarCampo('cg_resultado', codigos(CARIOTIPO)));
  if (codigoDe(d, 'cg_resultado') === 'ANORMAL') {
    for (const campo of ['cg_n_anomalias', 'cg_n_monosomias_autosomicas', 'cg_n_trisomias_polisomias', 'cg_n_estructurales']) {
      if (numeroDe(d, campo) === null) rellenos.push(...rellenarCampo(campo, [0, 1, 2, 3, 4]));
    }
  }
  for (const campo of ['npm1', 'tp53', ...GENES_MR]) {
    if (!conocido(d, campo, ['MUTADO', 'NO_MUTADO'])) rellenos.push(...rellenarCampo(campo, codigos(MUTACION)));
  }
  if (!conocido(d, 'flt3_itd', ['POSITIVO', 'NEGATIVO'])) rellenos.push(...rellenarCampo('flt3_itd', codigos(POSNEG_B)));
  if (CEBPA.find((fila) => fila.codigo === codigoDe(d, 'cebpa'))?.eln_cebpa == null) rellenos.push(...rellenarCampo('cebpa', codigos(CEBPA)));
  if (codigoDe(d, 'tp53') === 'MUTADO' && numeroDe(d, 'tp53_vaf_pct') === null) {
    rellenos.push(...rellenarCampo('tp53_vaf_pct', [0.1, 9.9, 10, 35, 100]));
  }
  rellenos.push(...rellenarCampo('kmt2a_ptd', codigos(POSNEG_B)), ...rellenarCampo('flt3_itd_ratio', [0.05, 3]));
  for (const [lesion, fuentes] of Object.entries(FUENTES_LESION) as [Lesion, (typeof FUENTES_LESION)[Lesion]][]) {
    if (!lesionDesconocida(lesion)) continue;
    if (fuentes.rtpcr !== null && !conocido(d, fuentes.rtpcr, ['POSITIVO', 'NEGATIVO'])) {
      rellenos.push(...rellenarCampo(fuentes.rtpcr, codigos(POSNEG_B)));
    }
    for (const sonda of [...fuentes.fish, ...fuentes.fishSoloExcluye]) {
      if (resultadoFish(d, sonda) === null) rellenos.push(...anadirFish(sonda));
    }
  }
  for (const sonda of SONDAS_SIN_LESION) if (resultadoFish(d, sonda) === null) rellenos.push(...anadirFish(sonda));
  return rellenos;
}

describe('properties of the ELN 2022 genetic risk', () => {
  test('the result does not depend on the order of cg_alteraciones or of the FISH rows', () => {
    const registroYPermutacion = diagnosticoArbitrario({ filasRepetidas: true }).chain((d) => {
      const alteraciones = d.cg_alteraciones as string[];
      const filas = d.diagnostico_fish as Registro[];
      const permutar = <T>(lista: T[]) => fc.shuffledSubarray(lista, { minLength: lista.length, maxLength: lista.length });
      return fc.tuple(fc.constant(d), permutar(alteraciones), permutar(filas));
    });
    fc.assert(
      fc.property(registroYPermutacion, ([d, alteraciones, filas]) => {
        const permutado = { ...d, cg_alteraciones: alteraciones, diagnostico_fish: filas };
        expect(clasificarRiesgoEln2022(permutado)).toEqual(clasificarRiesgoEln2022(d));
        expect(calcularRiesgoMolecular(permutado)).toBe(calcularRiesgoMolecular(d));
        expect(cariotipoComplejo(permutado)).toBe(cariotipoComplejo(d));
        expect(cariotipoMonosomico(permutado)).toBe(cariotipoMonosomico(d));
      }),
      { numRuns: 300 },
    );
  });

  test('filling a missing input never turns a decided class into another one', () => {
    fc.assert(
      fc.property(diagnosticos, (d) => {
        const { riesgo } = clasificarRiesgoEln2022(d);
        fc.pre(riesgo !== 'NO_EVALUABLE');
        for (const relleno of rellenosPosibles(d)) {
          expect([relleno.descripcion, clasificarRiesgoEln2022(relleno.aplicar(d)).riesgo]).toEqual([relleno.descripcion, riesgo]);
        }
      }),
      { numRuns: 400 },
    );
  });

  test('filling every missing input in turn keeps a decided molecular risk', () => {
    fc.assert(
      fc.property(diagnosticos, (d) => {
        const riesgo = calcularRiesgoMolecular(d);
        fc.pre(riesgo !== 'NO_EVALUABLE');
        for (const relleno of rellenosPosibles(d)) expect(calcularRiesgoMolecular(relleno.aplicar(d))).toBe(riesgo);
      }),
      { numRuns: 200 },
    );
  });

  test('a not evaluable result always names a field to complete; a decided one none', () => {
    fc.assert(
      fc.property(diagnosticos, (d) => {
        const { riesgo, faltan } = clasificarRiesgoEln2022(d);
        expect(faltan.length > 0).toBe(riesgo === 'NO_EVALUABLE');
      }),
      { numRuns: 300 },
    );
  });

  test('arbitrary values never make the classification throw', () => {
    const campos = ['cg_resultado', 'cg_alteraciones', 'cg_n_anomalias', 'diagnostico_fish', 'npm1', 'tp53', 'tp53_vaf_pct', 'cebpa', 'asxl1'];
    const sonda = fc.oneof(fc.constantFrom(...codigos(FISH_SONDA)), fc.anything());
    const fila = fc.oneof(fc.record({ fish_sonda: sonda, fish_resultado: fc.anything() }), fc.anything());
    const registro = fc.dictionary(fc.constantFrom(...campos), fc.oneof(fc.anything(), fc.array(fila)));
    fc.assert(
      fc.property(registro, (d) => {
        expect(() => clasificarRiesgoEln2022(d)).not.toThrow();
        expect(() => calcularRiesgoMolecular(d)).not.toThrow();
        expect(() => cariotipoComplejo(d)).not.toThrow();
      }),
    );
  });
});
