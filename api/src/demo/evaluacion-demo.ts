import type { Azar } from './azar-demo';
import type { Curso } from './curso-demo';
import type { PerfilGenetico } from './geneticas-demo';
import type { Fila } from './historia-demo';

export type Respuesta = 'RC' | 'RCH' | 'RCI' | 'MLFS' | 'RP' | 'SIN_RESPUESTA' | 'PROGRESION';

export const REMISIONES: readonly string[] = ['RC', 'RCH', 'RCI'];

/** The EVAL block for a response drawn beforehand: values that make the ELN 2022 calculation give that response. */
export function evaluacion(curso: Curso, prefijo: string, fecha: string, respuesta: Respuesta, basal: number): Fila {
  const { azar } = curso;
  const sinBlastos = ['RC', 'RCH', 'RCI', 'MLFS'].includes(respuesta);
  const blastos =
    sinBlastos ? azar.decimal(0, 4.5, 1)
    : respuesta === 'RP' ? azar.decimal(5.5, Math.min(24, basal / 2 - 0.5), 1)
    : azar.decimal(Math.min(basal, 30), Math.min(95, basal + 10), 1);
  const [neutrofilos, plaquetas] =
    respuesta === 'RC' ? [azar.decimal(1.2, 4, 2), azar.entero(110, 320)]
    : respuesta === 'RCH' ? [azar.decimal(0.6, 0.95, 2), azar.entero(55, 95)]
    : respuesta === 'RCI' ? [azar.decimal(1.1, 3, 2), azar.entero(20, 45)]
    : respuesta === 'MLFS' ? [azar.decimal(0.1, 0.4, 2), azar.entero(10, 40)]
    : [azar.decimal(0.1, 1.5, 2), azar.entero(10, 90)];
  return {
    [`${prefijo}eval_fecha`]: fecha,
    [`${prefijo}eval_mo_realizada`]: 'SI',
    [`${prefijo}eval_mo_blastos_pct`]: blastos,
    [`${prefijo}eval_mo_valorable`]: 'SI',
    [`${prefijo}eval_sp_blastos`]: sinBlastos ? 'NO' : azar.si(0.6) ? 'SI' : 'NO',
    [`${prefijo}eval_emd`]: 'NO',
    [`${prefijo}eval_neutrofilos`]: neutrofilos,
    [`${prefijo}eval_plaquetas`]: plaquetas,
    [`${prefijo}eval_respuesta`]: respuesta,
  };
}

/** The MRD block: flow cytometry always (LAIP known), and the patient's qPCR target when it has one. */
export function emr(curso: Curso, prefijo: string, fecha: string, perfil: PerfilGenetico, positiva: boolean): Fila {
  const { azar } = curso;
  const cmfPositiva = positiva && azar.si(0.7);
  const registro: Fila = {
    [`${prefijo}emr_fecha`]: fecha,
    [`${prefijo}emr_cmf_resultado`]: cmfPositiva ? 'POSITIVA' : 'NEGATIVA',
    ...(cmfPositiva ? { [`${prefijo}emr_cmf_pct`]: azar.decimal(0.15, 2.5, 2) } : {}),
    [`${prefijo}emr_cmf_material`]: 'MO',
  };
  if (perfil.dianaEmr === 'NPM1') {
    return {
      ...registro,
      [`${prefijo}emr_npm1_resultado`]: positiva ? 'POSITIVA' : 'NEGATIVA',
      ...(positiva ? { [`${prefijo}emr_npm1_ratio_pct`]: azar.decimal(0.05, 3, 3) } : {}),
      [`${prefijo}emr_npm1_material`]: azar.si(0.7) ? 'MO' : 'SP',
    };
  }
  if (perfil.dianaEmr !== null) {
    return {
      ...registro,
      [`${prefijo}emr_pcr_otra_diana`]: perfil.dianaEmr,
      [`${prefijo}emr_pcr_otra_resultado`]: positiva ? 'POSITIVA' : 'NEGATIVA',
      ...(positiva ? { [`${prefijo}emr_pcr_otra_ratio_pct`]: azar.decimal(0.01, 1, 3) } : {}),
    };
  }
  return registro;
}

export function respuestaSinRemision(azar: Azar): Respuesta {
  return azar.ponderado<Respuesta>([['RP', 30], ['SIN_RESPUESTA', 60], ['PROGRESION', 10]]);
}

export function respuestaEnRemision(azar: Azar): Respuesta {
  return azar.ponderado<Respuesta>([['RC', 80], ['RCI', 10], ['RCH', 10]]);
}
