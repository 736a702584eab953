import type { Curso } from './curso-demo';
import type { PerfilGenetico } from './geneticas-demo';
import type { Fila } from './historia-demo';

export function diagnostico(curso: Curso, perfil: PerfilGenetico, intensivo: boolean): Fila {
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
