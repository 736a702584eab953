import { clasificarRiesgoEln2022, type ResultadoRiesgoEln2022 } from '../../eln2022/riesgo-eln2022';
import { calcularRiesgoMolecular } from '../../eln2022/riesgo-molecular';
import type { Condicion, Registro } from '../../fields/campo';

/**
 * The ELN 2022 algorithm reads, besides the form's fields and its FISH rows (`diagnostico_fish`, beside the fields),
 * the patient's broad entity (APL). A field's condition cannot see the patient, so it passes no entity and the
 * record's own `entidad`, if any, is used.
 */
export function datosEln(registro: Registro, entidad?: string | null): Registro {
  return { ...registro, entidad: entidad ?? registro.entidad ?? null };
}

export function riesgoGlobalDe(registro: Registro, entidad?: string | null): ResultadoRiesgoEln2022 {
  return clasificarRiesgoEln2022(datosEln(registro, entidad));
}

export function riesgoMolecularDe(registro: Registro, entidad?: string | null): string {
  return calcularRiesgoMolecular(datosEln(registro, entidad));
}

/** eln2022-risk.md §1: an assigned risk that differs from a calculated one is an override, which needs a reason. */
export function esModificacion(asignado: unknown, calculado: unknown): boolean {
  return typeof asignado === 'string' && asignado !== '' && typeof calculado === 'string' && asignado !== calculado;
}

export const riesgoMolecularModificado: Condicion = (registro) => esModificacion(registro.riesgo_molecular, riesgoMolecularDe(registro));

export const riesgoGlobalModificado: Condicion = (registro) => esModificacion(registro.riesgo_global, riesgoGlobalDe(registro).riesgo);
