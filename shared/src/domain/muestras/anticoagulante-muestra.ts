import { MATERIAL_MUESTRA } from '../catalogues/material-muestra';

/** catalogues.md §42: the anticoagulant a material is sent in, or null (OTRO, or a material the administrator added). */
export function anticoagulanteDeMaterial(material: unknown): string | null {
  return typeof material === 'string' ? (MATERIAL_MUESTRA.find((fila) => fila.codigo === material)?.anticoagulante_defecto ?? null) : null;
}

/**
 * data-dictionary §5.1 «default from material»: the anticoagulant follows the material while it is empty or still the
 * previous material's default; one the user chose stays.
 */
export function anticoagulanteTrasMaterial(materialAnterior: unknown, materialNuevo: unknown, anticoagulante: unknown): unknown {
  const porDefecto = anticoagulanteDeMaterial(materialNuevo);
  if (porDefecto === null) return anticoagulante;
  const sinElegir = anticoagulante === null || anticoagulante === undefined || anticoagulante === '' || anticoagulante === anticoagulanteDeMaterial(materialAnterior);
  return sinElegir ? porDefecto : anticoagulante;
}
