import { describe, expect, test } from '@jest/globals';
import { crearCatalogo } from '../catalogues/catalogo-fila';
import { defineField, type Campo, type Registro } from '../fields/campo';
import { textoCondicion } from './texto-condicion';

const TIPO = crearCatalogo([
  ['A', 'Tipo A'],
  ['B', 'Tipo B'],
  ['C', 'Tipo C'],
]);

const campos: ReadonlyMap<string, Campo> = new Map(
  [
    defineField({ kind: 'enum', name: 'tipo', label: 'Tipo', catalogo: TIPO, required: 'siempre' }),
    defineField({ kind: 'multiEnum', name: 'sitios', label: 'Sitios', catalogo: TIPO, required: 'siempre' }),
    defineField({ kind: 'boolean', name: 'activo', label: 'Activo', required: 'siempre' }),
    defineField({ kind: 'decimal', name: 'blastos', label: 'Blastos', decimales: 1, min: 0, max: 100, required: 'opcional' }),
    defineField({ kind: 'date', name: 'fecha', label: 'Fecha', required: 'opcional' }),
  ].map((campo) => [campo.name, campo]),
);

const texto = (condicion: (registro: Registro) => boolean) => textoCondicion(condicion, campos);

describe('a condition written from what it does', () => {
  test('codes of one variable: equal, one of, not equal (the empty value included)', () => {
    expect(texto((r) => r.tipo === 'A')).toBe('tipo = A');
    expect(texto((r) => typeof r.tipo === 'string' && ['A', 'C'].includes(r.tipo))).toBe('tipo ∈ {A, C}');
    expect(texto((r) => r.tipo !== 'B')).toBe('tipo ≠ B');
    expect(texto((r) => typeof r.tipo === 'string' && r.tipo !== '')).toBe('tipo informado');
  });

  test('lists of codes, truths and presence', () => {
    expect(texto((r) => Array.isArray(r.sitios) && r.sitios.includes('B'))).toBe('sitios incluye B');
    expect(texto((r) => r.activo === true)).toBe('activo = 1');
    expect(texto((r) => r.activo !== true)).toBe('activo ≠ 1');
    expect(texto((r) => r.fecha !== null && r.fecha !== undefined)).toBe('fecha informado');
  });

  test('«y» and «o» over several variables, in the order the condition reads them', () => {
    expect(texto((r) => r.activo === true && r.tipo === 'A')).toBe('activo = 1 y tipo = A');
    expect(texto((r) => r.tipo === 'A' || (Array.isArray(r.sitios) && r.sitios.includes('C')))).toBe('tipo = A o sitios incluye C');
  });

  test('what words cannot say faithfully is left to the codebook’s own text: a number compared, a variable of another record, «y» inside «o»', () => {
    expect(texto((r) => typeof r.blastos === 'number' && r.blastos < 5)).toBeNull();
    expect(texto((r) => typeof r.blastos === 'number' && (r.blastos < 5 || r.blastos > 20))).toBeNull();
    expect(texto((r) => r.desconocida === 'X')).toBeNull();
    expect(texto((r) => (r.tipo === 'A' && r.activo === true) || r.tipo === 'B')).toBeNull();
  });
});
