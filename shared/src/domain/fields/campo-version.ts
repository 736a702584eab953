import { defineField } from './campo';

/** Optimistic locking: the version the client read, sent back on every edit (data-dictionary §0.4). */
export const CAMPO_VERSION = defineField({
  kind: 'integer',
  name: 'version',
  label: 'Versión',
  required: 'siempre',
  min: 0,
  max: 2_147_483_647,
});
