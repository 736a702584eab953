import type { ResultadoDemo } from '@registro-lma/api/demo';

/** Prints the demo users with their centre and, once, the password of the ones created now. */
export function informarUsuarios(resultado: ResultadoDemo, password: string, generada: boolean): void {
  const nombreDe = new Map(resultado.centros.map((centro) => [centro.codigo, centro.nombre]));
  if (!resultado.usuarios.some((usuario) => usuario.creado)) console.info('\nUsuarios de demostración:');
  else if (generada) console.info(`\nUsuarios de demostración; contraseña generada (no se volverá a mostrar): ${password}`);
  else console.info('\nUsuarios de demostración; contraseña: la indicada con --password.');
  for (const usuario of resultado.usuarios) {
    const centro =
      usuario.codigo_centro !== null ? `${usuario.codigo_centro} · ${nombreDe.get(usuario.codigo_centro) ?? ''}` : (usuario.codigo_unidad ?? 'todos los centros');
    const previo = usuario.creado ? '' : '  (ya existía: conserva su contraseña)';
    console.info(`  ${usuario.rol.padEnd(12)} ${usuario.email.padEnd(48)} ${centro}${previo}`);
  }
}

