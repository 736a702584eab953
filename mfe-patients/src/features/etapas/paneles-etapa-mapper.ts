import type { Campo, DefinicionEtapa } from '@registro-lma/shared/domain';

/** One panel of a stage form: its editable fields, the computed values shown at its end and, maybe, the sub-table. */
export interface PanelEtapa {
  readonly titulo: string;
  readonly campos: readonly string[];
  readonly calculados: readonly Campo[];
  readonly conSubtabla: boolean;
}

export const TITULO_CALCULADOS = 'Valores calculados';

/**
 * The panels of a stage form, from its sections. A section may list computed values and the sub-table by name;
 * the sub-table no section lists gets a panel of its own, and the computed values no section lists a final one.
 */
export function panelesDe(etapa: DefinicionEtapa): PanelEtapa[] {
  const editables = new Set(etapa.campos.map((campo) => campo.name));
  const calculados = new Map(etapa.calculados.map((campo) => [campo.name, campo]));
  const listados = new Set(etapa.secciones.flatMap((seccion) => seccion.campos));
  const subtabla = etapa.subtabla;
  const paneles: PanelEtapa[] = etapa.secciones.map((seccion) => ({
    titulo: seccion.titulo,
    campos: seccion.campos.filter((nombre) => editables.has(nombre)),
    calculados: seccion.campos.flatMap((nombre) => calculados.get(nombre) ?? []),
    conSubtabla: subtabla !== undefined && seccion.campos.includes(subtabla.nombre),
  }));
  if (subtabla !== undefined && !listados.has(subtabla.nombre)) paneles.push({ titulo: subtabla.titulo, campos: [], calculados: [], conSubtabla: true });
  const sueltos = etapa.calculados.filter((campo) => !listados.has(campo.name));
  if (sueltos.length > 0) paneles.push({ titulo: TITULO_CALCULADOS, campos: [], calculados: sueltos, conSubtabla: false });
  return paneles;
}
