import { CAMPOS_PACIENTE, CAMPOS_PACIENTE_ENSAYO, type HospitalSelect, type Paciente } from '@registro-lma/shared/domain';
import type { Valores } from '@registro-lma/shared/ui';

/** What the registration form holds and keeps as a local draft: the patient, its trial rows and the version read. */
export interface ValoresPaciente {
  readonly paciente: Valores;
  readonly ensayos: readonly Valores[];
  /** null for a new patient. */
  readonly version: number | null;
}

const vacios = (campos: readonly { name: string }[]): Record<string, unknown> => Object.fromEntries(campos.map((campo) => [campo.name, null]));

export const FILA_ENSAYO_VACIA: Valores = vacios(CAMPOS_PACIENTE_ENSAYO);

/** A new patient: nothing answered, the centre chosen when the user has only one. */
export function valoresAlta(hospitales: readonly HospitalSelect[]): ValoresPaciente {
  const [unico, ...otros] = hospitales;
  const hospital_id = unico !== undefined && otros.length === 0 ? unico.hospital_id : null;
  return { paciente: { ...vacios(CAMPOS_PACIENTE), hospital_id }, ensayos: [], version: null };
}

/** An existing patient as the form edits it. */
export function valoresEdicion(paciente: Paciente): ValoresPaciente {
  const registro: Readonly<Record<string, unknown>> = paciente;
  return {
    paciente: Object.fromEntries(CAMPOS_PACIENTE.map((campo) => [campo.name, registro[campo.name] ?? null])),
    ensayos: paciente.paciente_ensayo.map((fila) => ({ ...fila })),
    version: paciente.version,
  };
}

/**
 * What the user changed on a record read earlier: the fields typed and, if any row was touched, the whole trials
 * table. A version conflict keeps only this, so putting it back does not undo what another user saved meanwhile.
 */
export interface CambiosPaciente {
  readonly paciente: Valores;
  readonly ensayos: readonly Valores[] | null;
}

const igual = (a: unknown, b: unknown): boolean => Object.is(a, b) || JSON.stringify(a) === JSON.stringify(b);

export function cambiosDe(leidos: ValoresPaciente, escritos: ValoresPaciente): CambiosPaciente {
  return {
    paciente: Object.fromEntries(Object.entries(escritos.paciente).filter(([name, valor]) => !igual(valor, leidos.paciente[name]))),
    ensayos: igual(escritos.ensayos, leidos.ensayos) ? null : escritos.ensayos,
  };
}

/** `actuales` (the record as read again) with the user's changes on top. */
export function aplicarCambios(actuales: ValoresPaciente, cambios: CambiosPaciente): ValoresPaciente {
  return { ...actuales, paciente: { ...actuales.paciente, ...cambios.paciente }, ensayos: cambios.ensayos ?? actuales.ensayos };
}

const esObjeto = (valor: unknown): valor is Valores => typeof valor === 'object' && valor !== null && !Array.isArray(valor);

/** A stored draft of this form (an older release may have written something else). */
export function esValoresPaciente(datos: unknown): datos is ValoresPaciente {
  if (!esObjeto(datos)) return false;
  const { paciente, ensayos, version } = datos as Record<string, unknown>;
  return esObjeto(paciente) && Array.isArray(ensayos) && ensayos.every(esObjeto) && (version === null || typeof version === 'number');
}
