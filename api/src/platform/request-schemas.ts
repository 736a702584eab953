import { buildZodSchema, crearCatalogo, defineField, ENTERO_MAXIMO } from '@registro-lma/shared/domain';

/** The record id of a path: a positive integer (G03 / G02 otherwise). */
export const CAMPO_ID = defineField({ kind: 'integer', name: 'id', label: 'Identificador', required: 'siempre', min: 1, max: ENTERO_MAXIMO });

/** `/:id` of every record route: a positive integer (G03 / G02 otherwise). */
export const idParamsSchema = buildZodSchema([CAMPO_ID]);

/** `?pagina=1&tamano=50` of every list: pages start at 1; at most 200 rows per page. */
export const CAMPOS_PAGINACION = [
  defineField({ kind: 'integer', name: 'pagina', label: 'Página', required: 'siempre', min: 1, max: 1_000_000, default: 1 }),
  defineField({ kind: 'integer', name: 'tamano', label: 'Tamaño de página', required: 'siempre', min: 1, max: 200, default: 50 }),
] as const;

/** Free-text search over a list (`?q=`). */
export const CAMPO_BUSQUEDA = defineField({ kind: 'text', name: 'q', label: 'Buscar', required: 'opcional', max: 100 });

/** `?activo=true|false` filter; absent means all. */
export const CAMPO_FILTRO_ACTIVO = defineField({
  kind: 'enum',
  name: 'activo',
  label: 'Activo',
  required: 'opcional',
  catalogo: crearCatalogo([
    ['true', 'Activos'],
    ['false', 'Inactivos'],
  ]),
});

/** The filter value as a boolean, or undefined when not given. */
export function activoFilter(valor: 'true' | 'false' | null): boolean | undefined {
  return valor === null ? undefined : valor === 'true';
}
