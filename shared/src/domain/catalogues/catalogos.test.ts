import { describe, expect, test } from '@jest/globals';
import { CATALOGOS, CATALOGOS_CONFIGURABLES, type CatalogoId } from './catalogos';
import { ETIQUETA_ROL, ROLES } from './rol-usuario';

const ids = Object.keys(CATALOGOS) as CatalogoId[];
const codigos = (id: CatalogoId) => CATALOGOS[id].map((fila) => fila.codigo);

describe.each(ids)('catalogue %s', (id) => {
  const filas = CATALOGOS[id];

  test('has rows, with unique codes', () => {
    expect(filas.length).toBeGreaterThan(0);
    expect(new Set(codigos(id)).size).toBe(filas.length);
  });

  test('codes are ASCII UPPER_SNAKE_CASE of at most 40 characters', () => {
    for (const codigo of codigos(id)) {
      expect(codigo).toMatch(/^[A-Z0-9]+(_[A-Z0-9]+)*$/);
      expect(codigo.length).toBeLessThanOrEqual(40);
    }
  });

  test('labels are non-empty trimmed text', () => {
    for (const fila of filas) {
      expect(fila.etiqueta.trim()).toBe(fila.etiqueta);
      expect(fila.etiqueta.length).toBeGreaterThan(0);
    }
  });

  test('labels are unique, whatever the case, so no two options read alike', () => {
    const etiquetas = filas.map((fila) => fila.etiqueta.toLocaleLowerCase('es'));
    expect(new Set(etiquetas).size).toBe(filas.length);
  });

  test('rows are numbered 1..n in the order given, all active', () => {
    expect(filas.map((fila) => fila.orden)).toEqual(filas.map((_, indice) => indice + 1));
    expect(filas.every((fila) => fila.activo)).toBe(true);
  });
});

test('ids are snake_case', () => {
  for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(_[a-z0-9]+)*$/);
});

test('only the ⚙ catalogues are configurable', () => {
  expect([...CATALOGOS_CONFIGURABLES].sort()).toEqual([
    'biolab',
    'ensayo',
    'laboratorio',
    'laboratorio_economico',
    'momento_muestra_flag_quida',
    'momento_muestra_la_mix',
    'momento_muestra_lamvyx',
    'momento_muestra_lma_flow',
    'momento_muestra_pevolam',
    'momento_muestra_ven_a_qui',
    'riesgo_lma_flow',
  ]);
});

test('rol_usuario follows ROLES with the §52 labels', () => {
  expect(codigos('rol_usuario')).toEqual([...ROLES]);
  expect(CATALOGOS.rol_usuario.map((fila) => fila.etiqueta)).toEqual([
    'Administrador',
    'Coordinador / gestor de datos',
    'Investigador clínico',
    'Laboratorio',
    'Biobanco',
    'Consulta / estadística (solo lectura)',
  ]);
  expect(ETIQUETA_ROL.CLINICO).toBe('Investigador clínico');
});

test('pais is a short list with Spain first', () => {
  expect(codigos('pais')).toEqual(['ES', 'PT', 'FR', 'IT', 'DE', 'GB', 'AD', 'MX', 'AR', 'CO']);
  expect(CATALOGOS.pais[0]).toEqual({ codigo: 'ES', etiqueta: 'España', orden: 1, activo: true });
});

test('comunidad_autonoma has the 19 INE letter codes', () => {
  expect(codigos('comunidad_autonoma')).toEqual([
    'AN', 'AR', 'AS', 'IB', 'CN', 'CB', 'CL', 'CM', 'CT', 'EX', 'GA', 'MD', 'MC', 'NC', 'PV', 'RI', 'VC', 'CE', 'ML',
  ]);
  expect(CATALOGOS.comunidad_autonoma.find((fila) => fila.codigo === 'VC')?.etiqueta).toBe('Comunitat Valenciana');
});

test('biolab and estado_formulario hold their seeds', () => {
  expect(codigos('biolab')).toEqual(['BIOBANCO_CENTRAL', 'BIOBANCO_NODO_LOCAL']);
  expect(CATALOGOS.estado_formulario.map((fila) => fila.etiqueta)).toEqual(['Borrador', 'Completo', 'Validado (bloqueado)']);
});
