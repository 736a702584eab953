import { rolTieneFacultad, etiquetaCatalogo, type CatalogoFila, type UsuarioSesion } from '@registro-lma/shared/domain';

/**
 * The laboratories a user works for, as a laboratory's screens name them under their title (by their names in the
 * catalogue in force): its own, or all for an ADMIN.
 */
export function textoLaboratoriosDe(usuario: UsuarioSesion | null, laboratorios: readonly CatalogoFila[]): string {
  if (usuario === null) return '';
  if (rolTieneFacultad(usuario.rol, 'cualquier_unidad')) return 'Todos los laboratorios';
  const nombres = usuario.laboratorios.map((codigo) => etiquetaCatalogo(laboratorios, codigo));
  return nombres.length === 1 ? `Laboratorio: ${nombres[0]}` : `Laboratorios: ${nombres.join(', ')}`;
}
