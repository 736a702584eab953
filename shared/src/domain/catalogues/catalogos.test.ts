import { expect, test } from '@jest/globals';
import { CATALOGOS } from './catalogos';
import { ETIQUETA_ROL, ROLES } from './rol-usuario';

const codigos = (id: keyof typeof CATALOGOS) => CATALOGOS[id].map((fila) => fila.codigo);

test('the registry holds every catalogue needed now', () => {
  expect(Object.keys(CATALOGOS)).toEqual(['rol_usuario', 'pais', 'comunidad_autonoma', 'laboratorio', 'biolab', 'estado_formulario']);
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

test('laboratorio, biolab and estado_formulario hold their seeds', () => {
  expect(codigos('laboratorio')).toEqual(['LAB_CMF_REF', 'LAB_CG_REF', 'LAB_MOL_REF', 'LAB_NGS_REF', 'LAB_LOCAL']);
  expect(codigos('biolab')).toEqual(['BIOBANCO_CENTRAL', 'BIOBANCO_NODO_LOCAL']);
  expect(CATALOGOS.estado_formulario.map((fila) => fila.etiqueta)).toEqual(['Borrador', 'Completo', 'Validado (bloqueado)']);
});

test('every catalogue numbers its rows 1..n', () => {
  for (const filas of Object.values(CATALOGOS)) {
    expect(filas.map((fila) => fila.orden)).toEqual(filas.map((_, indice) => indice + 1));
  }
});
