import { CAMPOS_FILA_CATALOGO, camposExtraDe, textoValorAuditoria, type Campo, type FilaCatalogoAdmin } from '@registro-lma/shared/domain';
import { valoresIniciales, type Valores } from '@registro-lma/shared/ui';

/** The form's fields for a catalogue: the common ones (the code only when creating) and the catalogue's own. */
export function camposDeFila(catalogo: string, creando: boolean): readonly Campo[] {
  const comunes = creando ? CAMPOS_FILA_CATALOGO : CAMPOS_FILA_CATALOGO.filter((campo) => campo.name !== 'codigo');
  return [...comunes, ...camposExtraDe(catalogo)];
}

/** What the form starts with: empty for a new code, the row's values (common and own) for an edit. */
export function valoresDeFila(campos: readonly Campo[], fila: FilaCatalogoAdmin | null): Valores {
  const iniciales = valoresIniciales(campos);
  if (fila === null) return iniciales;
  const guardados: Record<string, unknown> = { ...fila.datos, etiqueta: fila.etiqueta, nota: fila.nota };
  return Object.fromEntries(campos.map((campo) => [campo.name, guardados[campo.name] ?? iniciales[campo.name]]));
}

/** The catalogue's own columns of a row as one line of the table («Estudios que realiza: NGS · Ciudad: Oviedo»). */
export function detalleDeFila(catalogo: string, fila: FilaCatalogoAdmin): string {
  const partes = camposExtraDe(catalogo)
    .map((campo) => [campo.label, textoValorAuditoria(fila.datos[campo.name], campo)] as const)
    .filter(([, texto]) => texto !== '—')
    .map(([etiqueta, texto]) => `${etiqueta}: ${texto}`);
  if (fila.nota !== null) partes.push(fila.nota);
  return partes.length === 0 ? '—' : partes.join(' · ');
}
