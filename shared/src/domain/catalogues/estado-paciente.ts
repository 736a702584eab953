import { crearCatalogoConColumnas, type CatalogoFila } from './catalogo-fila';

/** catalogues.md §7 `estado_paciente`: registry status of a patient record; `nota` = meaning / set by. */
export const ESTADO_PACIENTE = crearCatalogoConColumnas<Required<Pick<CatalogoFila, 'nota'>>>()([
  ['BORRADOR', 'Borrador', { nota: 'UPN assigned, `datos_iniciales` not yet complete. Only creator + admin see it in lists; not exported' }],
  ['ACTIVO', 'Activo', { nota: '`datos_iniciales` complete; in treatment or follow-up. Set automatically on completing `datos_iniciales`' }],
  [
    'FALLECIDO',
    'Fallecido',
    { nota: 'Set automatically when a `muerte` record is saved; reverted to ACTIVO only if that record is deleted (admin)' },
  ],
  [
    'PERDIDO_SEGUIMIENTO',
    'Perdido para el seguimiento',
    { nota: 'Set manually (clinician/coordinator). Suggested when last contact > 12 months ago' },
  ],
  [
    'RETIRADO',
    'Consentimiento retirado',
    { nota: 'Set when consent is revoked; no new data accepted; existing data kept or deleted per consent terms (admin action)' },
  ],
  [
    'EXCLUIDO',
    'Excluido',
    { nota: 'Not eligible (not AML after review, age < 18, duplicate). Excluded from exports by default. Coordinator/admin only' },
  ],
]);

export type EstadoPaciente = (typeof ESTADO_PACIENTE)[number]['codigo'];
