import type { CatalogoFila, UsuarioSesion } from '@registro-lma/shared/domain';

/** The biobanks (among those in force) a user works in: its own; an ADMIN, any. */
export function biolabsDeUsuario(usuario: UsuarioSesion | null, biolabs: readonly CatalogoFila[]): readonly CatalogoFila[] {
  return usuario === null || usuario.rol === 'ADMIN' ? biolabs : biolabs.filter((fila) => usuario.biolabs.includes(fila.codigo));
}
