import type { EstadoPaciente } from './estado-paciente';

export type TransicionEstadoPaciente = {
  readonly desde: EstadoPaciente;
  readonly hacia: EstadoPaciente;
  readonly soloAdmin: boolean;
  /** Never chosen directly: it happens only when the admin deletes the `muerte` record. */
  readonly soloAlBorrarMuerte: boolean;
};

type Restricciones = Partial<Pick<TransicionEstadoPaciente, 'soloAdmin' | 'soloAlBorrarMuerte'>>;

const transicion = (desde: EstadoPaciente, hacia: EstadoPaciente, restricciones: Restricciones = {}): TransicionEstadoPaciente => ({
  desde,
  hacia,
  soloAdmin: false,
  soloAlBorrarMuerte: false,
  ...restricciones,
});

/** catalogues.md §7: the only allowed changes of `paciente.estado`; any other is «Cambio de estado no permitido.». */
export const TRANSICIONES_ESTADO_PACIENTE: readonly TransicionEstadoPaciente[] = [
  transicion('BORRADOR', 'ACTIVO'),
  transicion('BORRADOR', 'EXCLUIDO'),
  transicion('ACTIVO', 'FALLECIDO'),
  transicion('ACTIVO', 'PERDIDO_SEGUIMIENTO'),
  transicion('ACTIVO', 'RETIRADO'),
  transicion('ACTIVO', 'EXCLUIDO'),
  transicion('PERDIDO_SEGUIMIENTO', 'ACTIVO'),
  transicion('PERDIDO_SEGUIMIENTO', 'FALLECIDO'),
  transicion('PERDIDO_SEGUIMIENTO', 'RETIRADO'),
  transicion('FALLECIDO', 'ACTIVO', { soloAdmin: true, soloAlBorrarMuerte: true }),
  transicion('RETIRADO', 'ACTIVO', { soloAdmin: true }),
  transicion('EXCLUIDO', 'ACTIVO', { soloAdmin: true }),
];
