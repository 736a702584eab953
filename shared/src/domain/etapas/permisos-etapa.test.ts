import { describe, expect, it } from '@jest/globals';
import { puedeEliminarRegistro } from './permisos-etapa';

describe('puedeEliminarRegistro', () => {
  const borradorDe7 = { estado_formulario: 'BORRADOR', creado_por: 7 } as const;
  it('un administrador elimina cualquier registro', () => {
    expect(puedeEliminarRegistro({ rol: 'ADMIN', usuario_id: 1 }, { estado_formulario: 'VALIDADO', creado_por: 7 })).toBe(true);
  });
  it('quien creó un borrador puede eliminarlo; nadie más', () => {
    expect(puedeEliminarRegistro({ rol: 'CLINICO', usuario_id: 7 }, borradorDe7)).toBe(true);
    expect(puedeEliminarRegistro({ rol: 'CLINICO', usuario_id: 8 }, borradorDe7)).toBe(false);
    expect(puedeEliminarRegistro({ rol: 'COORDINADOR', usuario_id: 7 }, borradorDe7)).toBe(false);
  });
  it('un registro completo solo lo elimina un administrador', () => {
    expect(puedeEliminarRegistro({ rol: 'CLINICO', usuario_id: 7 }, { estado_formulario: 'COMPLETO', creado_por: 7 })).toBe(false);
  });
});
