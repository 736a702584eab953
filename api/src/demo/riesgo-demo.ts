import type { PerfilGenetico } from './geneticas-demo';

export type Riesgo = 'FAVORABLE' | 'INTERMEDIO' | 'ADVERSO';

/** Share of fit (intensive) patients by age. */
export function probabilidadIntensivo(edad: number): number {
  if (edad < 60) return 0.92;
  if (edad < 70) return 0.6;
  if (edad < 75) return 0.25;
  return 0.04;
}

/** Chance of composite remission after the first line (intensive ~ 65–70 % overall, lower non-intensive). */
export const REMISION_INTENSIVA: Record<Riesgo, number> = { FAVORABLE: 0.88, INTERMEDIO: 0.72, ADVERSO: 0.45 };
export const REMISION_NO_INTENSIVA: Record<Riesgo, number> = { FAVORABLE: 0.65, INTERMEDIO: 0.55, ADVERSO: 0.4 };
/** Acute promyelocytic leukaemia hardly ever resists ATRA with arsenic or idarubicin: its deaths are early ones. */
export const REMISION_LPA = 0.98;
/** Chance of relapse once in remission (≈ 40 % overall); an allogeneic transplant lowers it. */
export const RECAIDA: Record<Riesgo, number> = { FAVORABLE: 0.3, INTERMEDIO: 0.55, ADVERSO: 0.72 };
/** Acute promyelocytic leukaemia in remission after ATRA with arsenic or chemotherapy seldom relapses. */
export const RECAIDA_LPA = 0.08;
/** Mean months from remission to a relapse, after the first six weeks: adverse disease comes back sooner. */
export const MESES_HASTA_RECAIDA: Record<Riesgo, number> = { FAVORABLE: 10, INTERMEDIO: 8, ADVERSO: 5 };
/** Chance of an allogeneic transplant in first remission for a fit patient under 70. */
export const TRASPLANTE_RC1: Record<Riesgo, number> = { FAVORABLE: 0.06, INTERMEDIO: 0.5, ADVERSO: 0.65 };

export function riesgoAproximado(perfil: PerfilGenetico): Riesgo {
  const r = perfil.registro;
  if (r.tp53 === 'MUTADO' || r.cg_alteraciones instanceof Array && r.cg_alteraciones.some((a) => ['MONO_7', 'INV_3', 'T_6_9'].includes(String(a)))) return 'ADVERSO';
  if (['asxl1', 'bcor', 'ezh2', 'runx1', 'sf3b1', 'srsf2', 'stag2', 'u2af1', 'zrsr2'].some((gen) => r[gen] === 'MUTADO')) return 'ADVERSO';
  if (r.npm1 === 'MUTADO' && r.flt3_itd !== 'POSITIVO') return 'FAVORABLE';
  if (r.rtpcr_runx1_runx1t1 === 'POSITIVO' || r.rtpcr_cbfb_myh11 === 'POSITIVO' || r.cebpa === 'BZIP_INFRAME_MONOALELICO' || r.rtpcr_pml_rara === 'POSITIVO') return 'FAVORABLE';
  return 'INTERMEDIO';
}
