import { HCTI_ITEM } from '../../catalogues/hcti-item';
import { UNIDAD_CREATININA } from '../../catalogues/unidad-creatinina';
import { numeroDe } from '../../eln2022/lectura-diagnostico';
import type { Registro } from '../../fields/campo';
import { campoHcti } from './campos-hcti';
import { codigosDe } from './lectura-campos';

/** Half-up rounding to `decimales` places (the epsilon keeps 1.005 from rounding down through binary error). */
export function redondear(valor: number, decimales: number): number {
  const factor = 10 ** decimales;
  return Math.round((valor + Number.EPSILON) * factor) / factor;
}

/** Mosteller: √(peso × talla / 3600), m², 2 decimals. */
export function superficieCorporal(registro: Registro): number | null {
  const peso = numeroDe(registro, 'peso_kg');
  const talla = numeroDe(registro, 'talla_cm');
  return peso === null || talla === null ? null : redondear(Math.sqrt((peso * talla) / 3600), 2);
}

/** peso / (talla/100)², kg/m², 1 decimal. */
export function indiceMasaCorporal(registro: Registro): number | null {
  const peso = numeroDe(registro, 'peso_kg');
  const talla = numeroDe(registro, 'talla_cm');
  return peso === null || talla === null ? null : redondear(peso / (talla / 100) ** 2, 1);
}

/** Σ weights of the items marked (catalogues.md §24); only when the HCT-CI was assessed. */
export function puntuacionHcti(registro: Registro): number | null {
  if (registro.hcti_evaluado !== 'SI') return null;
  return HCTI_ITEM.filter((item) => registro[campoHcti(item.codigo)] === true).reduce((suma, item) => suma + item.peso, 0);
}

/** 0 BAJO, 1–2 INTERMEDIO, ≥ 3 ALTO. */
export function grupoHcti(puntuacion: number | null): 'BAJO' | 'INTERMEDIO' | 'ALTO' | null {
  if (puntuacion === null) return null;
  if (puntuacion === 0) return 'BAJO';
  return puntuacion <= 2 ? 'INTERMEDIO' : 'ALTO';
}

/** catalogues.md §25: the first matching row wins. */
export function origenLma(registro: Registro): string {
  const neoplasias = codigosDe(registro, 'neoplasia_previa');
  const terapia = registro.terapia_citotoxica_previa;
  if (terapia === 'SI') return 'RELACIONADA_TRATAMIENTO';
  if (neoplasias.includes('SMD')) return 'SECUNDARIA_SMD';
  if (neoplasias.includes('SMD_NMP')) return 'SECUNDARIA_SMD_NMP';
  if (neoplasias.includes('NMP')) return 'SECUNDARIA_NMP';
  if (terapia === 'NO' && neoplasias.some((codigo) => codigo !== 'NINGUNA')) return 'NEOPLASIA_PREVIA_SIN_TC';
  if (terapia === 'NO' && neoplasias.includes('NINGUNA')) return 'DE_NOVO';
  return 'DESCONOCIDO';
}

/** The canonical value in mg/dL (data-dictionary §0.5): µmol/L ÷ 88.42; without a unit the default MG_DL applies. */
export function creatininaMgDl(registro: Registro): number | null {
  const valor = numeroDe(registro, 'creatinina');
  if (valor === null) return null;
  const unidad = registro.creatinina_unidad ?? 'MG_DL';
  const divisor = UNIDAD_CREATININA.find((fila) => fila.codigo === unidad)?.divisor_a_mg_dl ?? 1;
  return redondear(valor / divisor, 2);
}

/** max(mo_blastos_pct, blastos_sp_pct), either alone when the other is missing. */
export function blastosMaximos(registro: Registro): number | null {
  const valores = [numeroDe(registro, 'mo_blastos_pct'), numeroDe(registro, 'blastos_sp_pct')].filter((valor) => valor !== null);
  return valores.length === 0 ? null : Math.max(...valores);
}
