import { describe, expect, it } from '@jest/globals';
import { HCTI_ITEM } from '../../catalogues/hcti-item';
import { contextoDe } from '../expediente.fixture';
import { validarEtapa } from '../validar-etapa';
import { diagnosticoValido, validarDiagnostico } from './diagnostico-valido.fixture';
import { ETAPA_DIAGNOSTICO } from './etapa-diagnostico';

const G01 = 'Este campo es obligatorio.';

/** Every editable variable of data-dictionary §3.3 A–K, in form order. */
const VARIABLES = [
  'peso_kg', 'talla_cm', 'ecog', 'candidato_intensivo', 'motivo_no_intensivo', 'motivo_no_intensivo_otro',
  'hcti_evaluado', 'hcti_arritmia', 'hcti_cardiaca', 'hcti_eii', 'hcti_diabetes', 'hcti_cerebrovascular', 'hcti_psiquiatrica',
  'hcti_hepatica_leve', 'hcti_obesidad', 'hcti_infeccion', 'hcti_reumatologica', 'hcti_ulcera_peptica', 'hcti_renal',
  'hcti_pulmonar_moderada', 'hcti_tumor_solido_previo', 'hcti_valvulopatia', 'hcti_pulmonar_grave', 'hcti_hepatica_mod_grave',
  'neoplasia_previa', 'neoplasia_previa_otra', 'neoplasia_previa_anio', 'terapia_citotoxica_previa', 'terapia_previa_tipo',
  'terapia_previa_anio_fin', 'hma_previo', 'predisposicion_germinal', 'gen_germinal', 'gen_germinal_confirmado',
  'presentacion', 'presentacion_otra', 'emd_diagnostico', 'emd_sitios', 'emd_sitios_otro', 'snc_estudiado', 'snc_afectacion',
  'leucocitos', 'hemoglobina', 'plaquetas', 'neutrofilos', 'blastos_sp_pct', 'ldh', 'ldh_lsn', 'creatinina', 'creatinina_unidad',
  'bilirrubina', 'albumina', 'acido_urico', 'fibrinogeno',
  'mo_realizada', 'mo_fecha', 'mo_blastos_pct', 'mo_aspirado_seco', 'mo_biopsia', 'bastones_auer', 'displasia_multilinaje', 'fab',
  'cmf_realizada', 'cmf_marcadores_pos', 'cmf_perfil', 'cmf_laip',
  'cg_resultado', 'cg_formula_iscn', 'cg_n_metafases', 'cg_alteraciones', 'cg_alteraciones_otra', 'cg_n_anomalias',
  'cg_n_monosomias_autosomicas', 'cg_n_trisomias_polisomias', 'cg_n_estructurales', 'rtpcr_pml_rara', 'rtpcr_runx1_runx1t1',
  'rtpcr_cbfb_myh11', 'rtpcr_kmt2a_mllt3', 'rtpcr_bcr_abl1', 'rtpcr_dek_nup214', 'kmt2a_ptd',
  'npm1', 'npm1_tipo', 'npm1_ratio_diagnostico_pct', 'flt3_itd', 'flt3_itd_ratio', 'flt3_itd_metodo', 'flt3_tkd', 'cebpa', 'idh1',
  'idh1_otra', 'idh2', 'idh2_otra', 'tp53', 'tp53_vaf_pct', 'tp53_n_mutaciones', 'asxl1', 'bcor', 'ezh2', 'runx1', 'sf3b1', 'srsf2',
  'stag2', 'u2af1', 'zrsr2', 'kit', 'dnmt3a', 'tet2', 'nras', 'kras', 'ptpn11', 'wt1', 'ddx41', 'ngs_id',
  'entidad_oms2022', 'entidad_oms2022_otra', 'calificador_oms2022', 'entidad_icc2022', 'calificador_icc2022',
  'riesgo_molecular', 'riesgo_molecular_motivo', 'riesgo_global', 'riesgo_global_motivo', 'riesgo_lma_flow',
];

const CALCULADOS = [
  'superficie_corporal_m2', 'imc', 'hcti_puntuacion', 'hcti_grupo', 'origen_lma', 'creatinina_mg_dl', 'blastos_max_pct',
  'cg_complejo', 'cg_monosomico', 'riesgo_molecular_calculado', 'riesgo_global_calculado', 'riesgo_global_faltan',
  'riesgo_global_avisos',
];

describe('ETAPA_DIAGNOSTICO', () => {
  it('identifies the stage', () => {
    expect(ETAPA_DIAGNOSTICO).toMatchObject({
      id: 'diagnostico',
      titulo: 'Diagnóstico',
      rutaApi: 'diagnostico',
      tabla: 'diagnostico',
      cardinalidad: 'uno',
    });
  });

  it('has every variable of the dictionary, in order, and its computed values', () => {
    expect(ETAPA_DIAGNOSTICO.campos.map((campo) => campo.name)).toEqual(VARIABLES);
    expect(ETAPA_DIAGNOSTICO.calculados.map((campo) => campo.name)).toEqual(CALCULADOS);
    expect(ETAPA_DIAGNOSTICO.calculados.every((campo) => campo.required === 'opcional')).toBe(true);
  });

  it('shows every field and computed value in exactly one of the panels A–K', () => {
    const { secciones } = ETAPA_DIAGNOSTICO;
    expect(secciones.map((seccion) => seccion.titulo)).toEqual([
      'Contexto y estado general',
      'Comorbilidad (HCT-CI)',
      'Antecedentes y origen de la LMA',
      'Presentación clínica y enfermedad extramedular',
      'Hemograma y bioquímica al diagnóstico',
      'Médula ósea y morfología',
      'Inmunofenotipo',
      'Citogenética, FISH y transcritos de fusión',
      'Biología molecular',
      'Clasificación',
      'Riesgo',
    ]);
    const mostrados = secciones.flatMap((seccion) => seccion.campos);
    expect([...mostrados].sort()).toEqual([...VARIABLES, ...CALCULADOS].sort());
    expect(secciones[0]?.campos).toEqual([
      'peso_kg', 'talla_cm', 'superficie_corporal_m2', 'imc', 'ecog', 'candidato_intensivo', 'motivo_no_intensivo', 'motivo_no_intensivo_otro',
    ]);
    expect(secciones[10]?.campos).toEqual([
      'riesgo_molecular_calculado', 'riesgo_molecular', 'riesgo_molecular_motivo', 'riesgo_global_calculado', 'riesgo_global_faltan',
      'riesgo_global_avisos', 'riesgo_global', 'riesgo_global_motivo', 'riesgo_lma_flow',
    ]);
  });

  it('labels each HCT-CI switch with its catalogue definition', () => {
    const etiquetas = Object.fromEntries(ETAPA_DIAGNOSTICO.campos.map((campo) => [campo.name, campo.label]));
    for (const item of HCTI_ITEM) expect(etiquetas[`hcti_${item.codigo.toLowerCase()}`]).toBe(item.etiqueta);
  });

  it('derives a value for every computed field', () => {
    const derivados = ETAPA_DIAGNOSTICO.derivar(diagnosticoValido(), contextoDe());
    expect(Object.keys(derivados).sort()).toEqual([...CALCULADOS].sort());
  });
});

describe('validation of the whole record', () => {
  it('accepts the valid complete record without warnings, hidden fields cleared', () => {
    const { errores, avisos, data } = validarDiagnostico({ flt3_itd_ratio: 0.5, kit: 'MUTADO' });
    expect(errores).toEqual({});
    expect(avisos).toEqual({});
    expect(data).toMatchObject({
      peso_kg: 70,
      motivo_no_intensivo: [],
      flt3_itd_ratio: null,
      kit: null,
      riesgo_global_motivo: null,
      diagnostico_fish: [{ fish_sonda: 'FISH_KMT2A', fish_sonda_otra: null, fish_resultado: 'NEGATIVO', fish_pct_nucleos: null }],
    });
  });

  it('a draft may be empty; completion requires every «siempre» field', () => {
    expect(validarEtapa(ETAPA_DIAGNOSTICO, {}, 'borrador', contextoDe()).ok).toBe(true);
    const resultado = validarEtapa(ETAPA_DIAGNOSTICO, { hcti_evaluado: 'NO' }, 'completo', contextoDe());
    const siempre = ETAPA_DIAGNOSTICO.campos.filter((campo) => campo.required === 'siempre').map((campo) => campo.name);
    expect(resultado.ok ? {} : resultado.errores).toEqual(
      Object.fromEntries(siempre.filter((nombre) => nombre !== 'hcti_evaluado').map((nombre) => [nombre, G01])),
    );
  });

  it('invalid values block a draft too', () => {
    expect(validarDiagnostico({ leucocitos: 1000.5, ecog: '5', neoplasia_previa: ['NINGUNA', 'SMD'] }, 'borrador').errores).toEqual({
      leucocitos: 'Valor fuera de rango: debe estar entre 0 y 1000 ×10⁹/L.',
      ecog: 'Seleccione un valor de la lista.',
      neoplasia_previa: 'La opción «Ninguna» no puede combinarse con otras.',
    });
  });

  it('warns (G15) on implausible values', () => {
    expect(validarDiagnostico({ peso_kg: 30, talla_cm: 212, leucocitos: 320, ldh: 6000, neutrofilos: 1 }).avisos).toEqual({
      peso_kg: 'Valor poco habitual (30 kg). Compruebe que es correcto.',
      talla_cm: 'Valor poco habitual (212 cm). Compruebe que es correcto.',
      leucocitos: 'Valor poco habitual (320 ×10⁹/L). Compruebe que es correcto.',
      ldh: 'Valor poco habitual (6000 U/L). Compruebe que es correcto.',
    });
  });
});

describe('FISH sub-table', () => {
  const fila = (cambios: Record<string, unknown>) => ({ fish_sonda: 'FISH_TRISOMIA_8', fish_resultado: 'NEGATIVO', ...cambios });

  it('one row per probe (G13); «Otra sonda» rows are told apart by the probe they name', () => {
    expect(validarDiagnostico({ diagnostico_fish: [fila({}), fila({ fish_resultado: 'POSITIVO', fish_pct_nucleos: 12 })] }).errores).toEqual({
      'diagnostico_fish.0.fish_sonda': 'Ya existe un registro con este valor.',
      'diagnostico_fish.1.fish_sonda': 'Ya existe un registro con este valor.',
    });
    const otras = [fila({ fish_sonda: 'FISH_OTRA', fish_sonda_otra: 'FGFR1' }), fila({ fish_sonda: 'FISH_OTRA', fish_sonda_otra: 'ETV6' })];
    expect(validarDiagnostico({ diagnostico_fish: otras }).errores).toEqual({});
    const repetidas = [otras[0], fila({ fish_sonda: 'FISH_OTRA', fish_sonda_otra: ' fgfr1 ' })];
    expect(validarDiagnostico({ diagnostico_fish: repetidas }).errores).toEqual({
      'diagnostico_fish.0.fish_sonda': 'Ya existe un registro con este valor.',
      'diagnostico_fish.1.fish_sonda': 'Ya existe un registro con este valor.',
    });
  });

  it('«Otra sonda» needs its name (G12); a positive result needs the % of nuclei', () => {
    expect(validarDiagnostico({ diagnostico_fish: [fila({ fish_sonda: 'FISH_OTRA' }), fila({ fish_sonda: 'FISH_DEL_20Q', fish_resultado: 'POSITIVO' })] }).errores).toEqual({
      'diagnostico_fish.0.fish_sonda_otra': 'Especifique el valor en el campo «Otro».',
      'diagnostico_fish.1.fish_pct_nucleos': G01,
    });
    const { data } = validarDiagnostico({ diagnostico_fish: [fila({ fish_sonda_otra: 'oculta', fish_pct_nucleos: 2 })] });
    expect(data.diagnostico_fish).toEqual([{ fish_sonda: 'FISH_TRISOMIA_8', fish_sonda_otra: null, fish_resultado: 'NEGATIVO', fish_pct_nucleos: 2 }]);
  });

  it('at most 15 rows', () => {
    expect(ETAPA_DIAGNOSTICO.subtabla).toMatchObject({ nombre: 'diagnostico_fish', titulo: 'FISH', maxFilas: 15 });
    const filas = Array.from({ length: 16 }, () => fila({}));
    expect(validarDiagnostico({ diagnostico_fish: filas }).errores).toEqual({ diagnostico_fish: 'Como máximo 15 filas.' });
  });
});
