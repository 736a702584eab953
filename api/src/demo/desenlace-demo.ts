import { sumarDias } from '@registro-lma/shared/domain';
import type { Azar } from './azar-demo';

/**
 * When the demo's patients die, drawn phase by phase as the course unfolds, so that survival follows risk, age and
 * intensity as in published series rather than being chosen beforehand:
 * - intensive chemotherapy by ELN 2022 risk: median OS not reached / 16.8 / 9.7 months (Beat AML, Lachowiez et al.,
 *   Blood Adv 2023); 2-year OS about 25–35 % in the adverse group (AMLCG, Rausch et al., Leukemia 2023; Alliance,
 *   Mrózek et al., Leukemia 2023);
 * - less-intensive therapy (azacitidine ± venetoclax): median OS about 5–25 months from adverse to favourable
 *   (ELN 2024 less-intensive, Döhner et al., Blood 2024); supportive care alone: 2–3 months;
 * - early death in population registries at a median age near 70: 30-day mortality 5–10 % with intensive and about
 *   10 % with less-intensive treatment, 60-day about twice that (Swedish Acute Leukemia Registry, Juliusson et al.,
 *   Blood 2009); acute promyelocytic leukaemia 10–20 % outside trials (Lehmann et al., Leukemia 2011);
 * - after a first relapse, 1-year OS 20–30 %, long-term survival mostly after a second remission and a transplant
 *   (ECOG-ACRIN, Ganzel et al., Am J Hematol 2018);
 * - death without relapse after an allogeneic transplant in first remission 15–20 % (CIBMTR).
 */

/** Days after a date, drawn from an exponential with the given median. */
function exponencial(azar: Azar, medianaDias: number): number {
  return Math.round((-Math.log(1 - azar.uniforme()) * medianaDias) / Math.LN2);
}

/**
 * Deaths from other causes, at the age at diagnosis: an annual hazard of 1.5 % at 60, growing 10 % a year of age (a
 * Gompertz law near Spanish life tables, a little above them for the comorbidity of patients with AML).
 */
export function muerteOtraCausa(azar: Azar, fechaDiagnostico: string, edad: number): string {
  const riesgoAnual = 0.015 * Math.exp(0.1 * (edad - 60));
  return sumarDias(fechaDiagnostico, Math.round((-Math.log(1 - azar.uniforme()) / riesgoAnual) * 365.25));
}

export type PrimeraLineaDemo = 'INTENSIVO' | 'NO_INTENSIVO' | 'SOLO_SOPORTE';

/** Chance of dying in the first weeks, before or around the first assessment of the response. */
export function probabilidadMuertePrecoz(linea: PrimeraLineaDemo, entidad: string, edad: number): number {
  if (entidad === 'LPA') return edad < 60 ? 0.07 : 0.14;
  if (linea === 'INTENSIVO') return edad < 50 ? 0.04 : edad < 60 ? 0.06 : edad < 70 ? 0.1 : 0.14;
  return edad < 75 ? 0.1 : 0.14;
}

/** The day of an early death: haemorrhage and infection in the first days of APL, aplasia and infection otherwise. */
export function muertePrecoz(azar: Azar, fechaDiagnostico: string, entidad: string): string {
  return sumarDias(fechaDiagnostico, entidad === 'LPA' ? azar.entero(2, 20) : azar.entero(8, 55));
}

/** Supportive care alone: median survival about 10 weeks. */
export function muerteSinTratamiento(azar: Azar, fechaDiagnostico: string): string {
  return sumarDias(fechaDiagnostico, 5 + exponencial(azar, 70));
}

/** How a first line, relapse or primary refractoriness was answered, which sets what survival is left. */
export type TrasFallo = 'SIN_RESCATE' | 'RESCATE_SIN_REMISION' | 'RESCATE_EN_REMISION';

const MEDIANA_TRAS_FALLO: Record<TrasFallo, number> = { SIN_RESCATE: 90, RESCATE_SIN_REMISION: 140, RESCATE_EN_REMISION: 330 };

/** Share of fit and unfit patients alive long after a second remission (mostly transplanted ones); few otherwise. */
const LARGOS_SUPERVIVIENTES: Record<TrasFallo, { apto: number; noApto: number }> = {
  SIN_RESCATE: { apto: 0, noApto: 0 },
  RESCATE_SIN_REMISION: { apto: 0.03, noApto: 0.01 },
  RESCATE_EN_REMISION: { apto: 0.4, noApto: 0.12 },
};

/** The death of a patient whose disease is active from `desde` (relapse or refractoriness), or null when it survives. */
export function muerteTrasFallo(azar: Azar, desde: string, situacion: TrasFallo, apto: boolean): string | null {
  const largos = LARGOS_SUPERVIVIENTES[situacion];
  if (azar.si(apto ? largos.apto : largos.noApto)) return null;
  return sumarDias(desde, 7 + exponencial(azar, MEDIANA_TRAS_FALLO[situacion]));
}

/** Chance of dying during the rescue line, before its response is assessed. */
export const MUERTE_DURANTE_RESCATE = 0.08;

/** Death without relapse after an allogeneic transplant, mostly in its first year. */
export function muerteTrasTrasplante(azar: Azar, fecha: string): string | null {
  return azar.si(0.17) ? sumarDias(fecha, azar.entero(25, 90) + exponencial(azar, 120)) : null;
}

/** Death in remission during intensive consolidation (infection in aplasia). */
export function muerteEnConsolidacion(azar: Azar, remision: string, edad: number): string | null {
  return azar.si(edad < 60 ? 0.03 : 0.06) ? sumarDias(remision, azar.entero(20, 150)) : null;
}
