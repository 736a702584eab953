import { describe, expect, it } from '@jest/globals';
import { diagnosticoValido } from './diagnostico/diagnostico-valido.fixture';
import { ETAPA_DIAGNOSTICO } from './diagnostico/etapa-diagnostico';
import { ETAPAS } from './etapas';
import { contextoDe } from './expediente.fixture';

describe('prerrellenos', () => {
  it('each pre-filled field is a field of its stage and takes a computed value of the same stage', () => {
    for (const etapa of ETAPAS) {
      for (const { campo, desde } of etapa.prerrellenos ?? []) {
        expect(etapa.campos.some((definido) => definido.name === campo)).toBe(true);
        expect(etapa.calculados.some((calculado) => calculado.name === desde)).toBe(true);
      }
    }
    expect(ETAPAS.flatMap((etapa) => etapa.prerrellenos ?? []).length).toBe(7);
  });
});

describe('codigosImplicitos', () => {
  it('each implied code belongs to the catalogue of a list field of its stage', () => {
    for (const etapa of ETAPAS) {
      for (const { si, campo, codigo } of etapa.codigosImplicitos ?? []) {
        expect(etapa.campos.some((definido) => definido.name === si.campo)).toBe(true);
        const lista = etapa.campos.find((definido) => definido.name === campo);
        expect(lista?.kind).toBe('multiEnum');
        expect(lista?.kind === 'multiEnum' && lista.catalogo?.some((fila) => fila.codigo === codigo)).toBe(true);
      }
    }
    expect(ETAPAS.flatMap((etapa) => etapa.codigosImplicitos ?? []).length).toBe(2);
  });
});

describe('textosCalculados', () => {
  it('the diagnosis shows the missing ELN inputs as the dictionary sentence', () => {
    const texto = ETAPA_DIAGNOSTICO.textosCalculados?.riesgo_global_faltan;
    expect(texto?.({ npm1: 'MUTADO' }, contextoDe())).toMatch(/^Riesgo ELN 2022 no evaluable\. Faltan: .*FLT3-ITD.*\.$/);
    expect(texto?.(diagnosticoValido(), contextoDe())).toBeNull();
  });
});
