import { rolTieneFacultad, type CatalogoFila, type UsuarioSesion } from '@registro-lma/shared/domain';

/** The biobanks (among those in force) a user works in: its own; an ADMIN, any. */
export function biolabsDeUsuario(usuario: UsuarioSesion | null, biolabs: readonly CatalogoFila[]): readonly CatalogoFila[] {
  return usuario === null || rolTieneFacultad(usuario.rol, 'cualquier_unidad') ? biolabs : biolabs.filter((fila) => usuario.biolabs.includes(fila.codigo));
}
