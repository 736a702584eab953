/**
 * Files named before the naming rule (a Spanish twin of a role: pantalla, dialogo, -form): the rename pass deletes
 * each entry as it renames the file, and this list with its last one. A new file is held to the rule at once.
 */
export const NOMBRES_DE_FICHERO_PENDIENTES = [
  'mfe-auth/src/features/hospitales/hospital-form.tsx',
  'mfe-auth/src/features/usuarios/usuario-alta-form.tsx',
  'mfe-auth/src/features/usuarios/usuario-edicion-form.tsx',
  'mfe-patients/src/features/etapas/pantalla-etapa.test.tsx',
  'mfe-patients/src/features/etapas/pantalla-etapa.tsx',
  'mfe-patients/src/features/etapas/pantallas-etapas.tsx',
  'shared/src/ui/dialogs/dialogos-formulario.ts',
  'shared/src/ui/formulario/formulario-dialogo.tsx',
  'shared/src/ui/pantalla-pendiente/pantalla-pendiente.test.tsx',
  'shared/src/ui/pantalla-pendiente/pantalla-pendiente.tsx',
];
