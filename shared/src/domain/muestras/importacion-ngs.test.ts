import { expect, test } from '@jest/globals';
import { ETAPA_DIAGNOSTICO } from '../etapas/diagnostico/etapa-diagnostico';
import { etapaPorId } from '../etapas/etapas';
import { resultadoNgs } from '../etapas/resultado-ngs.fixture';
import { campoNgsImportable, propuestasNgs } from './importacion-ngs';

const campos = ETAPA_DIAGNOSTICO.campos;
const valores = (resultado = resultadoNgs()) => Object.fromEntries(propuestasNgs(campos, resultado).map((propuesta) => [propuesta.campo, propuesta.valor]));

test('cada gen del panel con campo propio queda mutado con una variante (probablemente) patogénica y no mutado sin ella', () => {
  expect(valores()).toMatchObject({ npm1: 'MUTADO', tp53: 'MUTADO', asxl1: 'NO_MUTADO' });
});

test('la VAF de TP53 es la mayor de sus variantes patogénicas', () => {
  expect(valores().tp53_vaf_pct).toBe(31.2);
});

test('FLT3-ITD nunca se importa', () => {
  const propuestas = propuestasNgs(campos, resultadoNgs());
  expect(propuestas.some((propuesta) => propuesta.campo.startsWith('flt3'))).toBe(false);
});

test('un gen con mutaciones puntuales toma el código de su codón (IDH1 p.Arg132His → R132) y otra si no lo hay', () => {
  expect(valores().idh1).toBe('R132');
  const otra = resultadoNgs({}, [{ gen: 'IDH1', hgvs_c: 'c.1A>G', hgvs_p: 'p.Met1?', tipo_variante: 'MISSENSE', vaf_pct: 30, clasificacion: 'PATOGENICA' }], ['IDH1']);
  expect(valores(otra).idh1).toBe('OTRA');
});

test('CEBPA sigue la regla bZIP en fase: monoalélica, bialélica o sin bZIP en fase', () => {
  const cebpa = (...filas: { region: string; inframe: string }[]) =>
    valores(
      resultadoNgs(
        {},
        filas.map(({ region, inframe }) => ({ gen: 'CEBPA', hgvs_c: 'c.1A>G', tipo_variante: 'INDEL', vaf_pct: 40, clasificacion: 'PATOGENICA', cebpa_region: region, cebpa_inframe: inframe })),
        ['CEBPA'],
      ),
    ).cebpa;
  expect(cebpa({ region: 'BZIP', inframe: 'SI' })).toBe('BZIP_INFRAME_MONOALELICO');
  expect(cebpa({ region: 'TAD', inframe: 'NO' }, { region: 'BZIP', inframe: 'SI' })).toBe('BIALELICO_BZIP_INFRAME');
  expect(cebpa({ region: 'TAD', inframe: 'NO' })).toBe('MUTADO_SIN_BZIP_INFRAME');
  expect(cebpa()).toBe('NO_MUTADO');
});

test('un gen fuera del panel no se toca', () => {
  expect(valores(resultadoNgs({}, [], ['NPM1']))).toEqual({ npm1: 'NO_MUTADO' });
});

test('solo el diagnóstico (genes y enlace NGS) admite la importación, por su campo ngs_id', () => {
  expect(campoNgsImportable(campos)?.name).toBe('ngs_id');
  expect(campoNgsImportable(etapaPorId('recaida').campos)).toBeUndefined();
});
