import { crearCatalogoConColumnas, type CatalogoFila } from './catalogo-fila';

/** catalogues.md §45 `estado_muestra`: sample lifecycle; `nota` = who or what sets the state. */
export const ESTADO_MUESTRA = crearCatalogoConColumnas<Required<Pick<CatalogoFila, 'nota'>>>()([
  ['REGISTRADA', 'Registrada (pendiente de envío)', { nota: 'creator (clinician) on save' }],
  ['ENVIADA', 'Enviada', { nota: 'clinician when `fecha_envio` is recorded' }],
  ['RECIBIDA', 'Recibida y aceptada', { nota: 'lab on confirmation with `aceptada` = true' }],
  ['RECHAZADA', 'Recibida y rechazada', { nota: 'lab on confirmation with `aceptada` = false' }],
  ['EN_PROCESO', 'En proceso', { nota: 'lab (optional)' }],
  ['INFORMADA', 'Informada', { nota: 'automatic when ≥ 1 `informe` is attached' }],
  ['ANULADA', 'Anulada', { nota: 'clinician/admin, only from REGISTRADA' }],
]);
