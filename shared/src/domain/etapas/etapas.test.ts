import { describe, expect, it } from '@jest/globals';
import { ETAPAS } from './etapas';

describe('labels of the stage forms', () => {
  it('no two inputs of one panel share a label (the error list and screen readers name a field by it)', () => {
    const repetidas: string[] = [];
    for (const etapa of ETAPAS) {
      const etiquetaDe = new Map([...etapa.campos, ...etapa.calculados].map((campo) => [campo.name, campo.label]));
      for (const seccion of etapa.secciones) {
        const vistas = new Set<string>();
        for (const nombre of seccion.campos) {
          const etiqueta = etiquetaDe.get(nombre) ?? nombre;
          if (vistas.has(etiqueta)) repetidas.push(`${etapa.id} · ${seccion.titulo} · ${etiqueta}`);
          vistas.add(etiqueta);
        }
      }
    }
    expect(repetidas).toEqual([]);
  });
});
