import { sumarDias } from '@registro-lma/shared/domain';
import { ensayoDe, type Curso } from './curso-demo';
import { emr, evaluacion, REMISIONES, respuestaEnRemision, respuestaSinRemision, type Respuesta } from './evaluacion-demo';
import type { PerfilGenetico } from './geneticas-demo';
import type { Fila } from './historia-demo';
import { REMISION_INTENSIVA, REMISION_LPA, REMISION_NO_INTENSIVA, type Riesgo } from './riesgo-demo';

/** Result of the first line: its record and, when it reached one, the date of the first remission. */
export interface PrimeraLinea {
  registro: Fila;
  remision: string | null;
  /** Date the line ends (its last assessment or cycle). */
  fin: string;
  intensivo: boolean;
}

export function induccionIntensiva(curso: Curso, perfil: PerfilGenetico, riesgo: Riesgo, basal: number): PrimeraLinea | null {
  const { azar, paciente } = curso;
  const inicio = curso.dias(paciente.fecha_diagnostico, 2, 9);
  const esquema =
    paciente.entidad === 'LPA' ? 'ATRA_IDA'
    : perfil.flt3 ? 'ANTRA_ARAC_MIDOSTAURINA'
    : riesgo === 'ADVERSO' && paciente.edad >= 60 && azar.si(0.4) ? 'CPX351'
    : azar.ponderado([['IDA_ARAC_3_7', 70], ['DNR_ARAC_3_7', 20], ['FLAG_IDA', 10]]);
  const fin1 = sumarDias(inicio, 6);
  const eval1 = curso.dias(inicio, 26, 35);
  const linea: Fila = {
    intencion_tratamiento: 'INTENSIVO',
    hidroxiurea_previa: azar.si(0.2) ? 'SI' : 'NO',
    ensayo_induccion: ensayoDe(paciente, inicio),
    ind1_esquema: esquema,
    ind1_fecha_inicio: inicio,
    ind1_fecha_fin: fin1,
  };
  if (!curso.cabe(eval1)) {
    if (!curso.cabe(inicio) || curso.muerte === null) return null;
    // Death before the assessment (early death).
    curso.marcar(inicio, fin1 <= curso.limite ? fin1 : inicio);
    return { registro: { ...linea, ind1_fecha_fin: fin1 <= curso.limite ? fin1 : inicio, ind1_eval_respuesta: 'MUERTE_ANTES_EVALUACION', ind2_realizada: 'NO' }, remision: null, fin: inicio, intensivo: true };
  }
  const remite = azar.si(paciente.entidad === 'LPA' ? REMISION_LPA : REMISION_INTENSIVA[riesgo]);
  const respuesta1 = remite && azar.si(0.85) ? respuestaEnRemision(azar) : remite ? 'RP' : respuestaSinRemision(azar);
  const registro: Fila = {
    ...linea,
    ...evaluacion(curso, 'ind1_', eval1, respuesta1, basal),
    ...(REMISIONES.includes(respuesta1) ? emr(curso, 'ind1_', eval1, perfil, azar.si(0.35)) : {}),
    ...(REMISIONES.includes(respuesta1) ? { ind1_rec_neutrofilos_fecha: curso.dias(inicio, 20, 25), ind1_rec_plaquetas_fecha: curso.dias(inicio, 21, 26) } : {}),
  };
  curso.marcar(eval1);
  if (REMISIONES.includes(respuesta1) || respuesta1 === 'PROGRESION' || !azar.si(0.75)) {
    return { registro: { ...registro, ind2_realizada: 'NO' }, remision: REMISIONES.includes(respuesta1) ? eval1 : null, fin: eval1, intensivo: true };
  }
  const inicio2 = curso.dias(eval1, 3, 10);
  const eval2 = curso.dias(inicio2, 26, 35);
  if (!curso.cabe(eval2)) return { registro: { ...registro, ind2_realizada: 'NO' }, remision: null, fin: eval1, intensivo: true };
  const respuesta2 = remite ? respuestaEnRemision(azar) : azar.si(0.2) ? respuestaEnRemision(azar) : respuestaSinRemision(azar);
  curso.marcar(eval2);
  return {
    registro: {
      ...registro,
      ind2_realizada: 'SI',
      ind2_motivo: respuesta1 === 'RP' ? 'RP_C1' : 'SIN_RESPUESTA_C1',
      ind2_esquema: azar.si(0.6) ? 'FLAG_IDA' : 'ICE',
      ind2_fecha_inicio: inicio2,
      ind2_fecha_fin: sumarDias(inicio2, 4),
      ...evaluacion(curso, 'ind2_', eval2, respuesta2, basal),
      ...(REMISIONES.includes(respuesta2) ? emr(curso, 'ind2_', eval2, perfil, azar.si(0.4)) : {}),
    },
    remision: REMISIONES.includes(respuesta2) ? eval2 : null,
    fin: eval2,
    intensivo: true,
  };
}

export function induccionNoIntensiva(curso: Curso, perfil: PerfilGenetico, riesgo: Riesgo, basal: number): PrimeraLinea | null {
  const { azar, paciente } = curso;
  const inicio = curso.dias(paciente.fecha_diagnostico, 3, 14);
  const esquema = azar.ponderado([['AZA_VEN', 70], ['AZA', 15], ['LDAC', 5], ['DEC_VEN', 10]]);
  const conVen = esquema.endsWith('VEN');
  const eval1 = curso.dias(inicio, 26, 32);
  if (!curso.cabe(eval1)) {
    if (!curso.cabe(inicio) || curso.muerte === null) return null;
    curso.marcar(inicio);
    return {
      registro: {
        intencion_tratamiento: 'NO_INTENSIVO',
        ensayo_induccion: ensayoDe(paciente, inicio),
        ind1_esquema: esquema,
        ind1_fecha_inicio: inicio,
        ind1_eval_respuesta: 'MUERTE_ANTES_EVALUACION',
        ind_n_ciclos: 1,
        ind_en_curso: 'NO',
        ind_fecha_ultimo_ciclo: inicio,
        ind_motivo_fin: 'MUERTE',
        ind_mejor_respuesta: 'MUERTE_ANTES_EVALUACION',
        ind_fecha_mejor_respuesta: curso.limite,
      },
      remision: null,
      fin: inicio,
      intensivo: false,
    };
  }
  const remite = azar.si(REMISION_NO_INTENSIVA[riesgo] * (conVen ? 1 : 0.55));
  const respuesta1: Respuesta = remite && azar.si(0.5) ? azar.ponderado([['RCI', 50], ['RCH', 20], ['RC', 30]]) : remite ? 'MLFS' : respuestaSinRemision(azar);
  const mejor: Respuesta = remite ? 'RC' : respuesta1;
  const cicloMejor = remite ? azar.entero(2, 4) : 1;
  const fechaMejor = remite ? sumarDias(inicio, 28 * cicloMejor + azar.entero(-3, 3)) : eval1;
  const remision = remite ? (REMISIONES.includes(respuesta1) ? eval1 : fechaMejor) : null;
  // Cycles every 28 days while the patient responds, until today, the end of the line or the limit.
  const ciclosPlaneados = remite ? azar.entero(6, 24) : azar.entero(2, 4);
  const ciclosHastaLimite = Math.max(1, Math.floor((Number(new Date(curso.limite)) - Number(new Date(inicio))) / (28 * 86_400_000)) + 1);
  const ciclos = Math.min(ciclosPlaneados, ciclosHastaLimite);
  const enCurso = ciclos < ciclosPlaneados && paciente.estado === 'ACTIVO' && curso.muerte === null;
  const ultimo = sumarDias(inicio, 28 * (ciclos - 1));
  const fechaMejorValida = fechaMejor <= curso.limite ? fechaMejor : eval1;
  const mejorValida: Respuesta = fechaMejor <= curso.limite ? mejor : respuesta1;
  const remisionValida = remision !== null && remision <= curso.limite ? remision : null;
  const enRemision = REMISIONES.includes(mejorValida);
  curso.marcar(eval1, fechaMejorValida, ultimo);
  return {
    registro: {
      intencion_tratamiento: 'NO_INTENSIVO',
      ensayo_induccion: ensayoDe(paciente, inicio),
      ind1_esquema: esquema,
      ind1_fecha_inicio: inicio,
      ...evaluacion(curso, 'ind1_', eval1, respuesta1, basal),
      ...(['RC', 'RCH', 'RCI', 'MLFS'].includes(respuesta1) ? emr(curso, 'ind1_', eval1, perfil, true) : {}),
      ind_n_ciclos: ciclos,
      ind_en_curso: enCurso ? 'SI' : 'NO',
      ind_fecha_ultimo_ciclo: ultimo,
      ...(enCurso ? {} : { ind_motivo_fin: remite ? azar.ponderado([['COMPLETADO', 40], ['TOXICIDAD', 20], ['DECISION_PACIENTE', 20], ['RECAIDA_PROGRESION', 20]]) : 'FALTA_RESPUESTA' }),
      ind_mejor_respuesta: mejorValida,
      ind_fecha_mejor_respuesta: fechaMejorValida,
      ...(enRemision && remisionValida !== null ? { ind_fecha_remision_ni: remisionValida } : {}),
      ind_ciclo_mejor_respuesta: fechaMejor <= curso.limite ? cicloMejor : 1,
      ...(enRemision ? emr(curso, 'ind_mr_', fechaMejorValida, perfil, azar.si(0.5)) : {}),
    },
    remision: enRemision ? remisionValida : null,
    fin: enCurso ? curso.limite : curso.ultimaFecha,
    intensivo: false,
  };
}

export function soloSoporte(curso: Curso): PrimeraLinea {
  curso.marcar(curso.paciente.fecha_diagnostico);
  return {
    registro: { intencion_tratamiento: 'SOLO_SOPORTE', soporte_observaciones: 'Transfusiones e hidroxiurea según recuentos.' },
    remision: null,
    fin: curso.paciente.fecha_diagnostico,
    intensivo: false,
  };
}
