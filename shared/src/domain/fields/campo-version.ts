import { defineField } from './campo';
import { ENTERO_MAXIMO } from './entero-maximo';

/** Optimistic locking: the version the client read, sent back on every edit (data-dictionary §0.4). */
export const CAMPO_VERSION = defineField({
  kind: 'integer',
  name: 'version',
  label: 'Versión',
  required: 'siempre',
  min: 0,
  max: ENTERO_MAXIMO,
});
