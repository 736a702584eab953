import { describe, expect, it } from '@jest/globals';
import { PANTALLAS_ETAPAS, RUTAS_API_ETAPAS } from './definicion-etapa';
import { ETAPAS, etapaPorId, etapasDePantalla } from './etapas';

const nombres = (campos: readonly { readonly name: string }[]) => campos.map((campo) => campo.name);

describe('ETAPAS: every stage is one definition', () => {
  it('ids and API paths are unique', () => {
    expect(new Set(ETAPAS.map((etapa) => etapa.id)).size).toBe(ETAPAS.length);
    expect(ETAPAS.map((etapa) => etapa.rutaApi)).toEqual(RUTAS_API_ETAPAS);
    for (const etapa of ETAPAS) expect(etapaPorId(etapa.id)).toBe(etapa);
  });

  it('the screens are the stages’ own, in the order of the record, each named by the first stage it edits', () => {
    expect([...new Set(ETAPAS.map((etapa) => etapa.pantalla))]).toEqual(PANTALLAS_ETAPAS);
    for (const pantalla of PANTALLAS_ETAPAS) expect(etapasDePantalla(pantalla)[0]?.id).toBe(pantalla);
  });

  it('only stages with a line share a table or a key of the history, one line each, under one timeline entry', () => {
    for (const etapa of ETAPAS) {
      const companeras = ETAPAS.filter((otra) => otra.tabla === etapa.tabla || otra.expediente === etapa.expediente);
      if (companeras.length === 1) continue;
      expect(companeras.map((otra) => otra.lineaRescate)).toEqual(companeras.map((_, indice) => indice + 1));
      expect(new Set(companeras.map((otra) => otra.grupoLinea?.clave)).size).toBe(1);
      expect(etapa.grupoLinea).toBeDefined();
    }
  });

  it('repeatable stages have a row limit, and their numbering is a computed value', () => {
    for (const etapa of ETAPAS) {
      expect({ id: etapa.id, limitada: etapa.maxFilas !== undefined }).toEqual({ id: etapa.id, limitada: etapa.cardinalidad === 'filas' });
      if (etapa.numeracion !== undefined) expect(nombres(etapa.calculados)).toContain(etapa.numeracion.campo);
    }
  });

  it('computed values are never required of the user', () => {
    for (const etapa of ETAPAS) expect(etapa.calculados.filter((campo) => campo.required !== 'opcional')).toEqual([]);
  });

  it('every field is shown in exactly one panel, and panels show only fields and computed values', () => {
    for (const etapa of ETAPAS) {
      const mostrados = etapa.secciones.flatMap((seccion) => seccion.campos);
      for (const campo of nombres(etapa.campos)) expect({ id: etapa.id, campo, veces: mostrados.filter((nombre) => nombre === campo).length }).toEqual({ id: etapa.id, campo, veces: 1 });
      const conocidos = new Set([...nombres(etapa.campos), ...nombres(etapa.calculados)]);
      expect(mostrados.filter((nombre) => !conocidos.has(nombre))).toEqual([]);
      expect(new Set(mostrados).size).toBe(mostrados.length);
    }
  });
});

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
