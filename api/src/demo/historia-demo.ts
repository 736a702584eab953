import { diasEntre, sumarDias } from '@registro-lma/shared/domain';
import type { Azar } from './azar-demo';
import { perfilGenetico, type PerfilGenetico } from './geneticas-demo';

/** What the history of a patient starts from: the registration the patients' seed already drew. */
export interface PacienteHistoria {
  sexo: string;
  fecha_nacimiento: string;
  fecha_diagnostico: string;
  edad: number;
  entidad: string;
  estado: string;
  /** The last day the registry can know anything of the patient (today, or when it was lost or withdrew). */
  limite: string;
  /** Trials the patient takes part in. */
  ensayos: readonly { ensayo: string; fecha_inclusion: string | null }[];
}

/**
 * A patient's clinical records as the forms send them, ids local to the patient (1, 2…): a rescue line names its
 * relapse by `rr_recaida_id`, a maintenance its transplant by `pc_trasplante_id`.
 */
export interface Historia {
  diagnostico: Fila;
  diagnostico_fish: Fila[];
  induccion: Fila | null;
  consolidacion: Fila[];
  post_consolidacion: Fila[];
  trasplante: Fila[];
  seguimiento: Fila[];
  recaida: Fila[];
  rec_res: Fila[];
  muerte: Fila | null;
}

/** A record being built: the form's values by variable name. */
export type Fila = Record<string, unknown>;

type Respuesta = 'RC' | 'RCH' | 'RCI' | 'MLFS' | 'RP' | 'SIN_RESPUESTA' | 'PROGRESION';
type Riesgo = 'FAVORABLE' | 'INTERMEDIO' | 'ADVERSO';

const REMISIONES: readonly string[] = ['RC', 'RCH', 'RCI'];

/** Share of fit (intensive) patients by age. */
function probabilidadIntensivo(edad: number): number {
  if (edad < 60) return 0.92;
  if (edad < 70) return 0.6;
  if (edad < 75) return 0.25;
  return 0.04;
}

/** Chance of composite remission after the first line (intensive ~ 65–70 % overall, lower non-intensive). */
const REMISION_INTENSIVA: Record<Riesgo, number> = { FAVORABLE: 0.88, INTERMEDIO: 0.72, ADVERSO: 0.52 };
const REMISION_NO_INTENSIVA: Record<Riesgo, number> = { FAVORABLE: 0.6, INTERMEDIO: 0.5, ADVERSO: 0.35 };
/** Chance of relapse once in remission (≈ 40 % overall); an allogeneic transplant lowers it. */
const RECAIDA: Record<Riesgo, number> = { FAVORABLE: 0.3, INTERMEDIO: 0.5, ADVERSO: 0.62 };
/** Chance of an allogeneic transplant in first remission for a fit patient under 70. */
const TRASPLANTE_RC1: Record<Riesgo, number> = { FAVORABLE: 0.06, INTERMEDIO: 0.5, ADVERSO: 0.65 };

function riesgoAproximado(perfil: PerfilGenetico): Riesgo {
  const r = perfil.registro;
  if (r.tp53 === 'MUTADO' || r.cg_alteraciones instanceof Array && r.cg_alteraciones.some((a) => ['MONO_7', 'INV_3', 'T_6_9'].includes(String(a)))) return 'ADVERSO';
  if (['asxl1', 'bcor', 'ezh2', 'runx1', 'sf3b1', 'srsf2', 'stag2', 'u2af1', 'zrsr2'].some((gen) => r[gen] === 'MUTADO')) return 'ADVERSO';
  if (r.npm1 === 'MUTADO' && r.flt3_itd !== 'POSITIVO') return 'FAVORABLE';
  if (r.rtpcr_runx1_runx1t1 === 'POSITIVO' || r.rtpcr_cbfb_myh11 === 'POSITIVO' || r.cebpa === 'BZIP_INFRAME_MONOALELICO' || r.rtpcr_pml_rara === 'POSITIVO') return 'FAVORABLE';
  return 'INTERMEDIO';
}

/** The records being built and the last date any of them holds (X21: a death comes after everything). */
class Curso {
  ultimaFecha: string;
  constructor(
    readonly azar: Azar,
    readonly paciente: PacienteHistoria,
    /** Nothing is recorded after this day: today, the loss or withdrawal, or the death. */
    readonly limite: string,
  ) {
    this.ultimaFecha = paciente.fecha_diagnostico;
  }
  cabe(fecha: string): boolean {
    return fecha <= this.limite;
  }
  marcar(...fechas: (string | null | undefined)[]): void {
    for (const fecha of fechas) if (typeof fecha === 'string' && fecha > this.ultimaFecha) this.ultimaFecha = fecha;
  }
  dias(desde: string, min: number, max: number): string {
    return sumarDias(desde, this.azar.entero(min, max));
  }
}

function diagnostico(curso: Curso, perfil: PerfilGenetico, intensivo: boolean): Fila {
  const { azar, paciente } = curso;
  const hombre = paciente.sexo === 'HOMBRE';
  const peso = azar.decimal(hombre ? 62 : 50, hombre ? 98 : 85, 1);
  const talla = azar.entero(hombre ? 160 : 150, hombre ? 190 : 178);
  const blastosMo = azar.decimal(22, 92, 1);
  const leucocitos = azar.decimal(0.8, 120, 1);
  const hctiDiabetes = azar.si(paciente.edad >= 60 ? 0.25 : 0.08);
  const hctiCardiaca = azar.si(paciente.edad >= 65 ? 0.2 : 0.04);
  const previaSmd = paciente.entidad === 'SMD_LMA';
  const anioDiagnostico = Number(paciente.fecha_diagnostico.slice(0, 4));
  return {
    peso_kg: peso,
    talla_cm: talla,
    ecog: intensivo ? azar.ponderado([['0', 45], ['1', 45], ['2', 10]]) : azar.ponderado([['1', 40], ['2', 40], ['3', 20]]),
    candidato_intensivo: intensivo ? 'SI' : 'NO',
    ...(intensivo ? {} : { motivo_no_intensivo: [paciente.edad >= 70 ? 'EDAD' : azar.elegir(['COMORBILIDAD', 'ECOG'])] }),
    hcti_evaluado: 'SI',
    hcti_arritmia: azar.si(0.06),
    hcti_cardiaca: hctiCardiaca,
    hcti_eii: false,
    hcti_diabetes: hctiDiabetes,
    hcti_cerebrovascular: false,
    hcti_psiquiatrica: azar.si(0.05),
    hcti_hepatica_leve: azar.si(0.05),
    hcti_obesidad: peso / (talla / 100) ** 2 > 35,
    hcti_infeccion: azar.si(0.1),
    hcti_reumatologica: false,
    hcti_ulcera_peptica: false,
    hcti_renal: false,
    hcti_pulmonar_moderada: azar.si(0.06),
    hcti_tumor_solido_previo: false,
    hcti_valvulopatia: false,
    hcti_pulmonar_grave: false,
    hcti_hepatica_mod_grave: false,
    neoplasia_previa: previaSmd ? ['SMD'] : ['NINGUNA'],
    ...(previaSmd ? { neoplasia_previa_anio: anioDiagnostico - azar.entero(0, 2) } : {}),
    terapia_citotoxica_previa: 'NO',
    ...(previaSmd ? { hma_previo: 'NO' } : {}),
    predisposicion_germinal: 'NO',
    presentacion: azar.si(0.15) ? ['NINGUNO'] : [azar.elegir(['INFECCION', 'ANEMIA_SINTOMATICA', 'HEMORRAGIA']), ...(azar.si(0.3) ? ['LEUCOSTASIS'] : [])].filter((v, i, a) => a.indexOf(v) === i),
    emd_diagnostico: 'NO',
    snc_estudiado: 'NO',
    leucocitos,
    hemoglobina: azar.decimal(6.2, 11.8, 1),
    plaquetas: azar.entero(8, 140),
    neutrofilos: azar.decimal(0.1, Math.max(0.2, leucocitos / 4), 2),
    blastos_sp_pct: azar.decimal(0, Math.min(95, blastosMo), 1),
    ldh: azar.entero(180, 1800),
    ldh_lsn: 250,
    creatinina: azar.decimal(0.6, 1.4, 2),
    creatinina_unidad: 'MG_DL',
    bilirrubina: azar.decimal(0.3, 1.4, 1),
    albumina: azar.decimal(2.9, 4.6, 1),
    acido_urico: azar.decimal(3, 9, 1),
    fibrinogeno: azar.entero(180, 520),
    mo_realizada: 'SI',
    mo_fecha: paciente.fecha_diagnostico,
    mo_blastos_pct: blastosMo,
    mo_aspirado_seco: false,
    mo_biopsia: 'NO',
    bastones_auer: azar.ponderado([['SI', 20], ['NO', 70], ['DESCONOCIDO', 10]]),
    displasia_multilinaje: previaSmd ? 'SI' : 'NO',
    fab: paciente.entidad === 'LPA' ? 'M3' : azar.elegir(['M1', 'M2', 'M4', 'M5A']),
    cmf_realizada: 'SI',
    cmf_marcadores_pos: paciente.entidad === 'LPA' ? ['CD117', 'CD13', 'CD33', 'CYMPO'] : ['CD34', 'CD117', 'HLA_DR', 'CD13', 'CD33'],
    cmf_perfil: paciente.entidad === 'LPA' ? 'PROMIELOCITICO' : 'MIELOIDE_INMADURO',
    cmf_laip: 'SI',
    ...perfil.registro,
    calificador_oms2022: ['NINGUNO'],
    calificador_icc2022: previaSmd ? ['PROGRESION_SMD'] : ['NINGUNO'],
  };
}

/** The EVAL block for a response drawn beforehand: values that make the ELN 2022 calculation give that response. */
function evaluacion(curso: Curso, prefijo: string, fecha: string, respuesta: Respuesta, basal: number): Fila {
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
function emr(curso: Curso, prefijo: string, fecha: string, perfil: PerfilGenetico, positiva: boolean): Fila {
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

function respuestaSinRemision(azar: Azar): Respuesta {
  return azar.ponderado<Respuesta>([['RP', 30], ['SIN_RESPUESTA', 60], ['PROGRESION', 10]]);
}

function respuestaEnRemision(azar: Azar): Respuesta {
  return azar.ponderado<Respuesta>([['RC', 80], ['RCI', 10], ['RCH', 10]]);
}

function ensayoDe(paciente: PacienteHistoria, fecha: string): string {
  const ensayo = paciente.ensayos.find((fila) => fila.fecha_inclusion !== null && fila.fecha_inclusion <= fecha);
  return ensayo?.ensayo ?? 'NINGUNO';
}

/** Result of the first line: its record and, when it reached one, the date of the first remission. */
interface PrimeraLinea {
  registro: Fila;
  remision: string | null;
  /** Date the line ends (its last assessment or cycle). */
  fin: string;
  intensivo: boolean;
}

function induccionIntensiva(curso: Curso, perfil: PerfilGenetico, riesgo: Riesgo, basal: number): PrimeraLinea | null {
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
    if (!curso.cabe(inicio) || paciente.estado !== 'FALLECIDO') return null;
    // Death before the assessment (early death).
    curso.marcar(inicio, fin1 <= curso.limite ? fin1 : inicio);
    return { registro: { ...linea, ind1_fecha_fin: fin1 <= curso.limite ? fin1 : inicio, ind1_eval_respuesta: 'MUERTE_ANTES_EVALUACION', ind2_realizada: 'NO' }, remision: null, fin: inicio, intensivo: true };
  }
  const remite = azar.si(REMISION_INTENSIVA[riesgo]);
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

function induccionNoIntensiva(curso: Curso, perfil: PerfilGenetico, riesgo: Riesgo, basal: number): PrimeraLinea | null {
  const { azar, paciente } = curso;
  const inicio = curso.dias(paciente.fecha_diagnostico, 3, 14);
  const esquema = azar.ponderado([['AZA_VEN', 70], ['AZA', 15], ['LDAC', 5], ['DEC_VEN', 10]]);
  const conVen = esquema.endsWith('VEN');
  const eval1 = curso.dias(inicio, 26, 32);
  if (!curso.cabe(eval1)) {
    if (!curso.cabe(inicio) || paciente.estado !== 'FALLECIDO') return null;
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
  const enCurso = ciclos < ciclosPlaneados && paciente.estado === 'ACTIVO' && curso.limite === curso.paciente.limite;
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
      ...(enCurso ? {} : { ind_fecha_ultimo_ciclo: ultimo, ind_motivo_fin: remite ? azar.ponderado([['COMPLETADO', 40], ['TOXICIDAD', 20], ['DECISION_PACIENTE', 20], ['RECAIDA_PROGRESION', 20]]) : 'FALTA_RESPUESTA' }),
      ind_mejor_respuesta: mejorValida,
      ind_fecha_mejor_respuesta: fechaMejorValida,
      ...(enRemision && remisionValida !== null ? { ind_fecha_remision_ni: remisionValida } : {}),
      ind_ciclo_mejor_respuesta: fechaMejor <= curso.limite ? cicloMejor : 1,
      ...(enRemision ? emr(curso, 'ind_mr_', fechaMejorValida, perfil, azar.si(0.5)) : {}),
    },
    remision: enRemision ? remisionValida : null,
    fin: enCurso ? curso.limite : ultimo,
    intensivo: false,
  };
}

function soloSoporte(curso: Curso): PrimeraLinea {
  curso.marcar(curso.paciente.fecha_diagnostico);
  return {
    registro: { intencion_tratamiento: 'SOLO_SOPORTE', soporte_observaciones: 'Transfusiones e hidroxiurea según recuentos.' },
    remision: null,
    fin: curso.paciente.fecha_diagnostico,
    intensivo: false,
  };
}

/** Consolidation cycles after an intensive remission, each evaluated before the next. */
function consolidaciones(curso: Curso, perfil: PerfilGenetico, remision: string, ciclos: number): { filas: Fila[]; fin: string } {
  const { azar, paciente } = curso;
  const filas: Fila[] = [];
  let inicio = curso.dias(remision, 7, 20);
  let fin = remision;
  for (let ciclo = 0; ciclo < ciclos; ciclo += 1) {
    const ultimo = sumarDias(inicio, 5);
    const fechaEmr = curso.dias(inicio, 24, 30);
    if (!curso.cabe(fechaEmr)) break;
    const esquema = paciente.entidad === 'LPA' ? 'ATRA_ATO' : perfil.flt3 ? 'HIDAC_MIDOSTAURINA' : paciente.edad >= 60 ? 'IDAC' : 'HIDAC';
    filas.push({
      cons_esquema: esquema,
      cons_ensayo: ensayoDe(paciente, inicio),
      cons_fecha_inicio: inicio,
      cons_fecha_fin: ultimo,
      ...(esquema.includes('HIDAC') ? { cons_dosis_citarabina_g_m2: 3 } : esquema === 'IDAC' ? { cons_dosis_citarabina_g_m2: 1 } : {}),
      ...emr(curso, 'cons_', fechaEmr, perfil, azar.si(0.15)),
      cons_estado_tras_ciclo: 'MANTIENE_REMISION',
    });
    curso.marcar(fechaEmr);
    fin = fechaEmr;
    inicio = curso.dias(fechaEmr, 3, 10);
  }
  return { filas, fin };
}

function trasplante(curso: Curso, perfil: PerfilGenetico, fecha: string, estadoPre: 'RC1' | 'RC2', edad: number): Fila {
  const { azar } = curso;
  const donante = azar.ponderado([['HERMANO_HLA_IDENTICO', 30], ['DNE', 45], ['HAPLOIDENTICO', 25]]);
  const mieloablativo = edad < 55 && azar.si(0.7);
  const haplo = donante === 'HAPLOIDENTICO';
  const injertoNeutrofilos = curso.dias(fecha, 14, 22);
  const injertoPlaquetas = curso.dias(fecha, 16, 30);
  const eicha = azar.si(0.35);
  const eichaFecha = curso.dias(fecha, 20, 60);
  const eichc = azar.si(0.3);
  const eichcFecha = curso.dias(fecha, 110, 300);
  const quimerismo = sumarDias(fecha, 100);
  const registro: Fila = {
    tph_fecha: fecha,
    tph_tipo: 'ALOGENICO',
    tph_donante_tipo: donante,
    tph_donante_sexo: azar.si(0.5) ? 'HOMBRE' : 'MUJER',
    tph_donante_edad: azar.entero(20, 55),
    tph_hla: haplo ? 'HAPLOIDENTICO' : donante === 'DNE' && azar.si(0.15) ? 'INCOMPATIBLE_9_10' : 'COMPATIBLE_10_10',
    tph_fuente: 'SP',
    tph_cd34_10e6_kg: azar.decimal(3, 8, 2),
    tph_acond_intensidad: mieloablativo ? 'MIELOABLATIVO' : 'INTENSIDAD_REDUCIDA',
    tph_acond_esquema: haplo ? 'TBF' : mieloablativo ? 'FLU_BU' : 'FLU_MEL',
    tph_ict: 'NO',
    tph_atg: !haplo && donante === 'DNE' ? 'SI' : 'NO',
    tph_ptcy: haplo ? 'SI' : 'NO',
    tph_profilaxis_eich: haplo ? ['CY_POST', 'TACROLIMUS', 'MMF'] : donante === 'DNE' ? ['CICLOSPORINA', 'METOTREXATO', 'ATG'] : ['CICLOSPORINA', 'METOTREXATO'],
    tph_cmv: azar.elegir(['POS_POS', 'POS_NEG', 'NEG_POS', 'NEG_NEG']),
    tph_estado_pre: estadoPre,
    tph_respuesta_pre: 'RC',
    ...emr(curso, 'tph_pre_', curso.dias(fecha, -20, -7), perfil, azar.si(0.2)),
    tph_hcti: azar.entero(0, 4),
    ...(curso.cabe(injertoNeutrofilos) ? { tph_injerto_neutrofilos_fecha: injertoNeutrofilos, tph_fallo_injerto: 'NO' } : {}),
    ...(curso.cabe(injertoPlaquetas) ? { tph_injerto_plaquetas_fecha: injertoPlaquetas } : {}),
    ...(eicha && curso.cabe(eichaFecha)
      ? { tph_eicha: 'SI', tph_eicha_grado_max: azar.ponderado([['I', 40], ['II', 40], ['III', 15], ['IV', 5]]), tph_eicha_fecha: eichaFecha, tph_eicha_organos: ['PIEL'] }
      : { tph_eicha: 'NO' }),
    ...(eichc && curso.cabe(eichcFecha) ? { tph_eichc: 'SI', tph_eichc_gravedad: azar.elegir(['LEVE', 'MODERADA', 'GRAVE']), tph_eichc_fecha: eichcFecha } : { tph_eichc: 'NO' }),
    ...(curso.cabe(quimerismo) ? { tph_quimerismo_d100_pct: azar.si(0.9) ? 100 : azar.decimal(90, 99, 1) } : {}),
    tph_ensayo: 'NINGUNO',
  };
  curso.marcar(fecha, registro.tph_injerto_neutrofilos_fecha as string | undefined, registro.tph_injerto_plaquetas_fecha as string | undefined);
  curso.marcar(registro.tph_eicha_fecha as string | undefined, registro.tph_eichc_fecha as string | undefined);
  return registro;
}

/** Follow-up contacts every 3–6 months between two dates, in remission (after a transplant, on immunosuppression first). */
function seguimientos(curso: Curso, desde: string, hasta: string, alogenico: string | null, estado: 'REMISION' | 'ENFERMEDAD_ACTIVA'): Fila[] {
  const { azar } = curso;
  const filas: Fila[] = [];
  let fecha = curso.dias(desde, 60, 120);
  while (fecha < hasta && curso.cabe(fecha) && filas.length < 40) {
    const inmunosupresion = alogenico !== null && fecha < sumarDias(alogenico, 180);
    filas.push({
      seg_fecha: fecha,
      seg_tipo_contacto: azar.ponderado([['CONSULTA', 85], ['TELEFONICO', 10], ['HISTORIA', 5]]),
      seg_estado_enfermedad: estado,
      seg_tratamiento_actual: estado === 'ENFERMEDAD_ACTIVA' ? 'SOPORTE' : inmunosupresion ? 'INMUNOSUPRESION' : 'NINGUNO',
      seg_ecog: azar.ponderado([['0', 50], ['1', 40], ['2', 10]]),
      ...(alogenico !== null ? { seg_eichc_activa: 'NO' } : {}),
    });
    curso.marcar(fecha);
    fecha = curso.dias(fecha, 90, 180);
  }
  return filas;
}

function recaida(curso: Curso, fecha: string, perfil: PerfilGenetico): Fila {
  const { azar } = curso;
  curso.marcar(fecha);
  return {
    rec_fecha: fecha,
    rec_tipo: 'HEMATOLOGICA',
    rec_mo_realizada: 'SI',
    rec_mo_blastos_pct: azar.decimal(12, 85, 1),
    rec_sp_blastos_pct: azar.decimal(0, 40, 1),
    rec_flt3_itd: perfil.flt3 || azar.si(0.1) ? 'POSITIVO' : 'NEGATIVO',
    rec_flt3_tkd: 'NEGATIVO',
    rec_idh1: 'NO_MUTADO',
    rec_idh2: 'NO_MUTADO',
    ...(azar.si(0.8) ? { rec_cariotipo: perfil.registro.cg_resultado, rec_cariotipo_iscn: perfil.registro.cg_formula_iscn } : { rec_cariotipo: 'NO_REALIZADO' }),
  };
}

/** A rescue line: its record, the remission it reached (if any) and when it ends. */
function rescate(curso: Curso, linea: 1 | 2, indicacion: string, recaidaId: number | null, inicio: string, intensivo: boolean, flt3: boolean, basal: number, perfil: PerfilGenetico) {
  const { azar, paciente } = curso;
  const esquema = intensivo ? (perfil.registro.flt3_itd === 'POSITIVO' ? 'FLAG_IDA_QUIZARTINIB' : azar.elegir(['FLAG_IDA', 'MEC', 'HIDAC'])) : flt3 ? 'GILTERITINIB' : azar.elegir(['AZA_VEN', 'LDAC', 'AZA']);
  const fechaEval = curso.dias(inicio, 28, 40);
  const evaluada = curso.cabe(fechaEval);
  // A line is recorded once assessed, or when the patient died before the assessment.
  if (!evaluada && !(paciente.estado === 'FALLECIDO' && curso.cabe(inicio) && curso.limite < paciente.limite)) return null;
  const remite = evaluada && azar.si(intensivo ? 0.4 : 0.25);
  const respuesta: Respuesta = remite ? respuestaEnRemision(azar) : respuestaSinRemision(azar);
  const fin = sumarDias(inicio, intensivo ? 6 : 56);
  const terminada = curso.cabe(fin) && evaluada;
  const registro: Fila = {
    rr_linea: linea,
    rr_indicacion: indicacion,
    ...(recaidaId === null ? {} : { rr_recaida_id: recaidaId }),
    rr_esquema: esquema,
    rr_ensayo: ensayoDe(paciente, inicio),
    rr_fecha_inicio: inicio,
    rr_n_ciclos: intensivo ? 1 : 2,
    rr_en_curso: terminada ? 'NO' : 'SI',
    ...(terminada ? { rr_fecha_fin: fin, rr_motivo_fin: remite ? 'COMPLETADO' : 'FALTA_RESPUESTA' } : {}),
    ...(evaluada ? evaluacion(curso, 'rr_', fechaEval, respuesta, basal) : { rr_eval_respuesta: 'MUERTE_ANTES_EVALUACION' }),
    ...(evaluada && REMISIONES.includes(respuesta) ? emr(curso, 'rr_', fechaEval, perfil, azar.si(0.4)) : {}),
    rr_tph_posterior: 'NO',
  };
  curso.marcar(inicio, evaluada ? fechaEval : null, terminada ? fin : null);
  return { registro, remision: remite ? fechaEval : null, fin: evaluada ? fechaEval : inicio, evaluada };
}

/** The cause and treatment-relatedness of a death, by the phase it happened in. */
function causaMuerte(azar: Azar, fase: string, alogenico: boolean): Fila {
  const infeccion = () => azar.ponderado([['INFECCION_BACTERIANA', 45], ['INFECCION_FUNGICA', 35], ['INFECCION_VIRICA', 10], ['INFECCION_NO_FILIADA', 10]]);
  switch (fase) {
    case 'INDUCCION':
      return { muerte_causa_principal: azar.si(0.7) ? infeccion() : 'HEMORRAGIA', muerte_relacionada_tratamiento: 'SI' };
    case 'POST_TPH_REMISION':
      return { muerte_causa_principal: azar.ponderado([['EICH', 40], [infeccion(), 40], ['TOXICIDAD_ORGANICA', 20]]), muerte_relacionada_tratamiento: 'SI' };
    case 'EN_REMISION':
      return {
        muerte_causa_principal: azar.ponderado([[infeccion(), 50], ['CARDIOVASCULAR_NO_RELACIONADA', 25], ['SEGUNDA_NEOPLASIA', 15], ['DESCONOCIDA', 10]]),
        muerte_relacionada_tratamiento: azar.si(0.4) ? 'SI' : 'NO',
      };
    default:
      return {
        muerte_causa_principal: 'LMA',
        ...(azar.si(0.4) ? { muerte_causas_contribuyentes: [infeccion()] } : {}),
        muerte_relacionada_tratamiento: alogenico ? 'DESCONOCIDO' : 'NO',
      };
  }
}

/** Days from diagnosis to death of a patient known to have died: early deaths, then a long tail. */
function diasHastaMuerte(azar: Azar, intensivo: boolean): number {
  if (azar.si(intensivo ? 0.1 : 0.2)) return azar.entero(8, 40);
  return 45 + Math.round(-Math.log(1 - azar.uniforme()) * (intensivo ? 520 : 300));
}

/**
 * The whole clinical course of one patient, drawn with the chances of adult AML series, up to the last day the registry
 * can know of it: diagnosis, first line, consolidation, transplant, maintenance, follow-up, relapses, rescue lines and
 * death. Dates are in order and every record keeps to the dictionary's cross-field rules (§6).
 */
export function historiaClinica(paciente: PacienteHistoria, azar: Azar): Historia {
  const perfil = perfilGenetico(paciente.entidad, paciente.sexo, azar);
  const riesgo = riesgoAproximado(perfil);
  const apto = paciente.entidad === 'LPA' ? paciente.edad < 80 : azar.si(probabilidadIntensivo(paciente.edad));
  const muere = paciente.estado === 'FALLECIDO';
  const diasMuerte = muere ? diasHastaMuerte(azar, apto) : 0;
  const diasSeguidos = diasEntre(paciente.fecha_diagnostico, paciente.limite);
  // A death drawn past the last day known falls somewhere in the follow-up the patient had.
  const fechaMuerte = muere ? sumarDias(paciente.fecha_diagnostico, diasMuerte <= diasSeguidos ? diasMuerte : azar.entero(0, diasSeguidos)) : null;
  const limite = fechaMuerte !== null && fechaMuerte < paciente.limite ? fechaMuerte : paciente.limite;
  const curso = new Curso(azar, paciente, limite);
  const registroDiagnostico = diagnostico(curso, perfil, apto);
  const basal = Number(registroDiagnostico.mo_blastos_pct);
  const historia: Historia = {
    diagnostico: registroDiagnostico,
    diagnostico_fish: perfil.fish,
    induccion: null,
    consolidacion: [],
    post_consolidacion: [],
    trasplante: [],
    seguimiento: [],
    recaida: [],
    rec_res: [],
    muerte: null,
  };
  const primera = apto
    ? induccionIntensiva(curso, perfil, riesgo, basal)
    : azar.si(0.85)
      ? induccionNoIntensiva(curso, perfil, riesgo, basal)
      : soloSoporte(curso);
  let alogenico: string | null = null;
  let recaidaFecha: string | null = null;
  let enfermedadActivaDesde: string | null = null;
  if (primera !== null) {
    historia.induccion = primera.registro;
    if (primera.remision !== null) {
      let finTratamiento = primera.fin;
      if (primera.intensivo) {
        const trasplanta = paciente.edad < 70 && paciente.entidad !== 'LPA' && azar.si(TRASPLANTE_RC1[riesgo]);
        const consolidacion = consolidaciones(curso, perfil, primera.remision, trasplanta ? azar.entero(1, 2) : paciente.entidad === 'LPA' ? 4 : azar.entero(2, 4));
        historia.consolidacion = consolidacion.filas;
        finTratamiento = consolidacion.fin;
        const fechaTph = curso.dias(consolidacion.fin, 25, 50);
        if (trasplanta && consolidacion.filas.length > 0 && curso.cabe(fechaTph)) {
          historia.trasplante.push(trasplante(curso, perfil, fechaTph, 'RC1', paciente.edad));
          alogenico = fechaTph;
          finTratamiento = fechaTph;
        }
        const mantenimiento = perfil.flt3 && alogenico !== null ? 'SORAFENIB' : !perfil.flt3 && alogenico === null && paciente.edad >= 55 && azar.si(0.35) ? 'AZA_ORAL' : perfil.flt3 && alogenico === null ? 'MIDOSTAURINA' : null;
        const inicioMantenimiento = curso.dias(finTratamiento, alogenico !== null ? 45 : 10, alogenico !== null ? 90 : 30);
        if (mantenimiento !== null && historia.consolidacion.length > 0 && curso.cabe(inicioMantenimiento)) {
          const finMantenimiento = curso.dias(inicioMantenimiento, 180, 360);
          const terminado = curso.cabe(finMantenimiento);
          historia.post_consolidacion.push({
            pc_contexto: alogenico !== null ? 'POST_TRASPLANTE' : 'POST_QUIMIOTERAPIA',
            ...(alogenico !== null ? { pc_trasplante_id: 1 } : {}),
            pc_esquema: mantenimiento,
            pc_ensayo: ensayoDe(paciente, inicioMantenimiento),
            pc_fecha_inicio: inicioMantenimiento,
            pc_en_curso: terminado ? 'NO' : 'SI',
            ...(terminado ? { pc_fecha_fin: finMantenimiento, pc_motivo_fin: 'COMPLETADO', pc_n_ciclos: 6 } : {}),
          });
          curso.marcar(inicioMantenimiento, terminado ? finMantenimiento : null);
        }
      }
      const recae = azar.si(RECAIDA[riesgo] * (alogenico !== null ? 0.65 : 1) * (primera.intensivo ? 1 : 1.3));
      const dibujada = sumarDias(primera.remision, 60 + Math.round(-Math.log(1 - azar.uniforme()) * 240));
      // Most deaths after a remission follow a relapse: a patient who dies relapses first, weeks before the death.
      const antesDeMorir = fechaMuerte === null ? dibujada : sumarDias(fechaMuerte, -azar.entero(20, 90));
      const candidata = dibujada < antesDeMorir ? dibujada : antesDeMorir;
      // A relapse drawn while the patient was still on treatment shows once that treatment is over.
      const tras = candidata > curso.ultimaFecha ? candidata : curso.dias(curso.ultimaFecha, 20, 120);
      recaidaFecha = recae && curso.cabe(tras) ? tras : null;
      historia.seguimiento = seguimientos(curso, curso.ultimaFecha, recaidaFecha ?? limite, alogenico, 'REMISION');
      if (recaidaFecha !== null) {
        const fecha = recaidaFecha > curso.ultimaFecha ? recaidaFecha : sumarDias(curso.ultimaFecha, 1);
        if (curso.cabe(fecha)) {
          historia.recaida.push(recaida(curso, fecha, perfil));
          enfermedadActivaDesde = fecha;
          const inicioRescate = curso.dias(fecha, 5, 15);
          if (azar.si(apto ? 0.85 : 0.55) && curso.cabe(inicioRescate)) {
            const linea1 = rescate(curso, 1, 'PRIMERA_RECAIDA', 1, inicioRescate, apto, perfil.flt3, basal, perfil);
            if (linea1 !== null) historia.rec_res.push(linea1.registro);
            if (linea1 === null) enfermedadActivaDesde = fecha;
            else if (linea1.remision !== null) {
              enfermedadActivaDesde = null;
              const fechaTph2 = curso.dias(linea1.fin, 30, 60);
              if (apto && alogenico === null && paciente.edad < 70 && azar.si(0.6) && curso.cabe(fechaTph2)) {
                linea1.registro.rr_tph_posterior = 'SI';
                historia.trasplante.push(trasplante(curso, perfil, fechaTph2, 'RC2', paciente.edad));
                alogenico = fechaTph2;
              }
            } else if (linea1.evaluada) {
              const inicio2 = curso.dias(linea1.fin, 7, 20);
              const linea2 = azar.si(0.45) && curso.cabe(inicio2) ? rescate(curso, 2, 'REFRACTARIEDAD_RESCATE', null, inicio2, false, perfil.flt3, basal, perfil) : null;
              if (linea2 !== null) historia.rec_res.push(linea2.registro);
            }
          }
        }
      }
    } else if (primera.fin < limite && historia.induccion.ind1_eval_respuesta !== 'MUERTE_ANTES_EVALUACION' && primera.registro.intencion_tratamiento !== 'SOLO_SOPORTE') {
      enfermedadActivaDesde = primera.fin;
      const inicioRescate = curso.dias(primera.fin, 7, 20);
      if (azar.si(apto ? 0.7 : 0.35) && curso.cabe(inicioRescate)) {
        const linea1 = rescate(curso, 1, 'REFRACTARIEDAD_PRIMARIA', null, inicioRescate, apto, perfil.flt3, basal, perfil);
        if (linea1 !== null) historia.rec_res.push(linea1.registro);
      }
    }
  }
  if (fechaMuerte !== null) {
    const fecha = fechaMuerte > curso.ultimaFecha ? fechaMuerte : curso.ultimaFecha;
    const fase = faseDeMuerte(historia, fecha, enfermedadActivaDesde, alogenico);
    historia.muerte = {
      muerte_fecha: fecha,
      ...causaMuerte(azar, fase, alogenico !== null),
      muerte_fase: fase,
      muerte_autopsia: azar.si(0.05) ? 'SI' : 'NO',
    };
  }
  return historia;
}

/** The phase the death happened in, as data-dictionary §3.11 suggests it from the patient's records. */
function faseDeMuerte(historia: Historia, fecha: string, enfermedadActivaDesde: string | null, alogenico: string | null): string {
  const induccion = historia.induccion;
  if (induccion === null) return 'INDUCCION';
  if (induccion.intencion_tratamiento === 'SOLO_SOPORTE' && historia.rec_res.length === 0) return 'SIN_TRATAMIENTO_ACTIVO';
  if (induccion.ind1_eval_respuesta === 'MUERTE_ANTES_EVALUACION') return 'INDUCCION';
  const rescateEnCurso = historia.rec_res.some((linea) => String(linea.rr_fecha_inicio) <= fecha && (linea.rr_fecha_fin === undefined || String(linea.rr_fecha_fin) >= fecha));
  if (historia.recaida.length > 0) return rescateEnCurso ? 'RESCATE' : 'RECAIDA_PROGRESION';
  if (enfermedadActivaDesde !== null) return rescateEnCurso ? 'RESCATE' : 'TRAS_FALLO_INDUCCION';
  return alogenico !== null ? 'POST_TPH_REMISION' : 'EN_REMISION';
}
