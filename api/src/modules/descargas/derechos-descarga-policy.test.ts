import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Rol } from '@registro-lma/shared/domain';
import type { AlcanceDescarga } from './consulta-descarga-builder';
import { motivoFueraDeDerechos } from './derechos-descarga-policy';
import type { PeticionDescarga } from './descarga-job';

const usuario = (rol: Rol, cambios: { hospitales?: number[]; laboratorios?: string[]; biolabs?: string[]; activo?: boolean } = {}) => ({
  rol,
  activo: cambios.activo ?? true,
  hospitales: (cambios.hospitales ?? []).map((hospital_id) => ({ hospital_id, codigo: `H${hospital_id}`, nombre: `Hospital ${hospital_id}` })),
  laboratorios: cambios.laboratorios ?? [],
  biolabs: cambios.biolabs ?? [],
});

const peticion = (alcance: Partial<AlcanceDescarga> & Pick<AlcanceDescarga, 'rol'>, seudonimizado = false): PeticionDescarga => ({
  etiquetas: false,
  seudonimizado,
  alcance: { hospitalesUsuario: [], laboratorios: [], biolabs: [], estados: ['ACTIVO'], ...alcance },
});

test('a file within the current rights is given: same rights, or a narrower file for a wider role', () => {
  assert.equal(motivoFueraDeDerechos(usuario('CLINICO', { hospitales: [1] }), 'diagnostico', peticion({ rol: 'CLINICO', hospitalesUsuario: [1] })), null);
  assert.equal(motivoFueraDeDerechos(usuario('COORDINADOR'), 'diagnostico', peticion({ rol: 'CLINICO', hospitalesUsuario: [1, 2] })), null);
  assert.equal(motivoFueraDeDerechos(usuario('LECTURA'), 'diagnostico', peticion({ rol: 'ADMIN' }, true)), null);
  assert.equal(motivoFueraDeDerechos(usuario('ADMIN'), 'muestras', peticion({ rol: 'LABORATORIO', laboratorios: ['LAB_A'] })), null);
  // A clinician who asked for one of two centres and kept it.
  assert.equal(motivoFueraDeDerechos(usuario('CLINICO', { hospitales: [1] }), 'diagnostico', peticion({ rol: 'CLINICO', hospitalesUsuario: [1, 2], hospitales: [1] })), null);
});

test('a file beyond the current rights is refused, with the reason', () => {
  const casos: [ReturnType<typeof usuario>, Parameters<typeof motivoFueraDeDerechos>[1], PeticionDescarga, RegExp][] = [
    [usuario('CLINICO', { hospitales: [1], activo: false }), 'diagnostico', peticion({ rol: 'CLINICO', hospitalesUsuario: [1] }), /desactivada/],
    [usuario('LABORATORIO', { laboratorios: ['LAB_A'] }), 'diagnostico', peticion({ rol: 'ADMIN' }), /no puede descargar «Diagnóstico»/],
    [usuario('LECTURA'), 'diagnostico', peticion({ rol: 'CLINICO', hospitalesUsuario: [1] }), /datos identificados/],
    [usuario('CLINICO', { hospitales: [1] }), 'diagnostico', peticion({ rol: 'ADMIN', estados: ['ACTIVO', 'BORRADOR'], hospitales: [1] }), /borrador o excluidos/],
    [usuario('CLINICO', { hospitales: [1] }), 'diagnostico', peticion({ rol: 'CLINICO', hospitalesUsuario: [1, 2] }), /centros que ya no tiene asignados/],
    [usuario('CLINICO', { hospitales: [1] }), 'diagnostico', peticion({ rol: 'COORDINADOR' }), /centros que ya no tiene asignados/],
    [usuario('LABORATORIO', { laboratorios: ['LAB_A'] }), 'muestras', peticion({ rol: 'LABORATORIO', laboratorios: ['LAB_A', 'LAB_B'] }), /laboratorios/],
    [usuario('LABORATORIO', { laboratorios: ['LAB_A'] }), 'muestras', peticion({ rol: 'COORDINADOR' }), /laboratorios/],
    [usuario('BIOBANCO', { biolabs: ['BIO_A'] }), 'bioBanco', peticion({ rol: 'BIOBANCO', biolabs: ['BIO_B'] }), /biobancos/],
  ];
  for (const [quien, area, pedida, motivo] of casos) assert.match(motivoFueraDeDerechos(quien, area, pedida) ?? '', motivo, `${quien.rol} ${area} ${JSON.stringify(pedida.alcance)}`);
});
