import { CAMPOS_PACIENTE, type HospitalSelect, type Paciente } from '@registro-lma/shared/domain';
import { valoresIniciales, type FormatoBorrador, type Valores, type ValoresRegistro } from '@registro-lma/shared/ui';

/**
 * What the registration form keeps as a local draft: the patient, its trial rows and the version read. Drafts were
 * stored in this shape before the record-form stack, so it stays: a draft typed then is still offered back.
 */
export interface ValoresPaciente {
  readonly paciente: Valores;
  readonly ensayos: readonly Valores[];
  /** null for a new patient. */
  readonly version: number | null;
}

/** A new patient: nothing answered, the centre chosen when the user has only one. */
export function valoresAlta(hospitales: readonly HospitalSelect[]): ValoresPaciente {
  const [unico, ...otros] = hospitales;
  const hospital_id = unico !== undefined && otros.length === 0 ? unico.hospital_id : null;
  return { paciente: { ...valoresIniciales(CAMPOS_PACIENTE), hospital_id }, ensayos: [], version: null };
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

/** The patient's values as the record form holds them. */
export const valoresRegistroDe = ({ paciente, ensayos, version }: ValoresPaciente): ValoresRegistro => ({ datos: paciente, filas: ensayos, version });

const esObjeto = (valor: unknown): valor is Valores => typeof valor === 'object' && valor !== null && !Array.isArray(valor);

/** A stored draft of this form (an older release may have written something else). */
function esValoresPaciente(datos: unknown): datos is ValoresPaciente {
  if (!esObjeto(datos)) return false;
  const { paciente, ensayos, version } = datos as Record<string, unknown>;
  return esObjeto(paciente) && Array.isArray(ensayos) && ensayos.every(esObjeto) && (version === null || typeof version === 'number');
}

export const BORRADOR_PACIENTE: FormatoBorrador<ValoresPaciente> = {
  escribir: ({ datos, filas, version }) => ({ paciente: datos, ensayos: filas, version }),
  leer: (datos) => (esValoresPaciente(datos) ? valoresRegistroDe(datos) : null),
};
