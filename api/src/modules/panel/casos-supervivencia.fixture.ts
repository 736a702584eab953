import type { Observacion } from './kaplan-meier-statistic';
import type { CasoSupervivencia } from './supervivencia-r.fixture';

/** A repeatable pseudo-random generator (mulberry32). */
function aleatorio(semilla: number): () => number {
  let estado = semilla;
  return () => {
    estado = (estado + 0x6d2b79f5) | 0;
    let t = Math.imul(estado ^ (estado >>> 15), 1 | estado);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A cohort like the registry's: days rounded to whole days (many ties), a share censored, some events on day 0. */
function cohorte(azar: () => number, n: number, mediana: number): Observacion[] {
  return Array.from({ length: n }, () => {
    const evento = Math.round(-Math.log(1 - azar()) * (mediana / Math.LN2));
    const censura = Math.round(azar() * 2500);
    if (azar() < 0.03) return { t: 0, evento: true };
    return evento <= censura ? { t: evento, evento: true } : { t: censura, evento: false };
  });
}

const o = (t: number, evento: boolean): Observacion => ({ t, evento });

/** The edge cases the panel must get right, and registry-like cohorts of one to four groups. */
export function casosSupervivencia(): CasoSupervivencia[] {
  const azar = aleatorio(2015);
  return [
    { nombre: 'empates de eventos y censuras en el mismo día', grupos: [[o(0, true), o(30, true), o(30, true), o(30, false), o(60, false), o(60, true), o(90, true), o(120, false)]] },
    { nombre: 'un grupo sin eventos frente a otro con eventos', grupos: [[o(10, false), o(50, false), o(400, false)], [o(5, true), o(20, true), o(40, false), o(90, true)]] },
    { nombre: 'todos censurados', grupos: [[o(12, false), o(100, false), o(100, false), o(700, false)]] },
    { nombre: 'un solo paciente con evento', grupos: [[o(200, true)]] },
    { nombre: 'un solo paciente censurado', grupos: [[o(200, false)]] },
    { nombre: 'refractarios primarios: evento en el día 0', grupos: [[o(0, true), o(0, true), o(0, false), o(15, true), o(400, false), o(800, true)], [o(0, true), o(365, false), o(900, true)]] },
    { nombre: 'la curva llega a 0 en el último evento', grupos: [[o(1, true), o(2, true), o(3, false), o(4, true)]] },
    { nombre: 'la curva se queda en 0,5 hasta el último tiempo', grupos: [[o(10, true), o(20, true), o(30, false), o(40, false)]] },
    { nombre: 'la curva se queda en 0,5 entre dos eventos', grupos: [[o(10, true), o(20, true), o(25, false), o(30, true)]] },
    { nombre: 'cohorte de 400 en un grupo', grupos: [cohorte(azar, 400, 300)] },
    { nombre: 'tres grupos como el riesgo ELN', grupos: [cohorte(azar, 150, 900), cohorte(azar, 200, 450), cohorte(azar, 180, 250)] },
    { nombre: 'cuatro grupos, uno pequeño', grupos: [cohorte(azar, 60, 500), cohorte(azar, 7, 300), cohorte(azar, 90, 200), cohorte(azar, 120, 800)] },
    { nombre: 'dos grupos casi iguales', grupos: [cohorte(azar, 250, 400), cohorte(azar, 250, 410)] },
  ];
}
