import { describe, expect, test } from '@jest/globals';
import { CATALOGOS, CATALOGOS_CONFIGURABLES, type CatalogoId } from './catalogos';
import { ETIQUETA_ROL, ROLES } from './rol-usuario';

const ids = Object.keys(CATALOGOS) as CatalogoId[];
const codigos = (id: CatalogoId) => CATALOGOS[id].map((fila) => fila.codigo);

test('the registry holds every catalogue of catalogues.md, in section order', () => {
  expect(ids).toEqual([
    'momento_muestra', 'momento_muestra_lma_flow', 'momento_muestra_la_mix', 'momento_muestra_lamvyx', 'momento_muestra_pevolam',
    'momento_muestra_flag_quida', 'momento_muestra_ven_a_qui', 'laboratorio', 'biolab', 'laboratorio_economico', 'ensayo',
    'riesgo_lma_flow', 'estado_paciente', 'entidad', 'entidad_oms2022', 'calificador_oms2022', 'entidad_icc2022',
    'calificador_icc2022', 'sexo', 'enfermedad_neoplasica_previa', 'unidad_creatinina', 'unidad', 'fab', 'fish_sonda', 'cebpa',
    'posneg_a', 'posneg_b', 'mutacion', 'idh2_tipo', 'idh1_tipo', 'riesgo_molecular', 'riesgo_global', 'cariotipo',
    'alteracion_citogenetica', 'datos_esenciales', 'si_no', 'si_no_desc', 'ecog', 'hcti_item', 'origen_lma', 'terapia_previa',
    'gen_germinal', 'presentacion_clinica', 'sitio_extramedular', 'motivo_no_intensivo', 'marcador_cmf', 'perfil_inmunofenotipo',
    'npm1_tipo', 'flt3_itd_metodo', 'intencion_tratamiento', 'esquema_induccion', 'esquema_consolidacion',
    'esquema_mantenimiento', 'esquema_rescate', 'respuesta_eln2022', 'emr_cmf_resultado', 'emr_pcr_resultado', 'emr_diana_pcr',
    'emr_estado', 'material_emr', 'material_muestra', 'anticoagulante', 'tipo_estudio', 'estado_muestra', 'condicion_recepcion',
    'temperatura_transporte', 'tipo_informe', 'gen_ngs', 'tipo_variante', 'clasificacion_variante', 'region_cebpa', 'estado_ngs',
    'tipo_trasplante', 'tipo_donante', 'hla_compatibilidad', 'fuente_progenitores', 'intensidad_acondicionamiento',
    'esquema_acondicionamiento', 'profilaxis_eich', 'serologia_cmv', 'estado_pre_tph', 'respuesta_pre_tph', 'eich_aguda_grado',
    'eich_aguda_organo', 'eich_cronica_nih', 'fallo_injerto', 'estado_enfermedad', 'tratamiento_actual', 'tipo_recaida',
    'metodo_emr_recaida', 'indicacion_rescate', 'motivo_fin_tratamiento', 'causa_muerte', 'fase_muerte', 'rol_usuario',
    'consentimiento', 'estado_formulario', 'tipo_alicuota', 'estado_alicuota', 'temperatura_almacenamiento', 'pais',
    'comunidad_autonoma',
  ]);
});

test('102 catalogues with 898 rows are transcribed', () => {
  expect(ids).toHaveLength(102);
  expect(Object.values(CATALOGOS).reduce((total, filas) => total + filas.length, 0)).toBe(898);
});

describe.each(ids)('catalogue %s', (id) => {
  const filas = CATALOGOS[id];

  test('has rows, with unique codes', () => {
    expect(filas.length).toBeGreaterThan(0);
    expect(new Set(codigos(id)).size).toBe(filas.length);
  });

  test('codes are ASCII UPPER_SNAKE_CASE of at most 40 characters', () => {
    for (const codigo of codigos(id)) {
      expect(codigo).toMatch(/^[A-Z0-9]+(_[A-Z0-9]+)*$/);
      expect(codigo.length).toBeLessThanOrEqual(40);
    }
  });

  test('labels are non-empty trimmed text', () => {
    for (const fila of filas) {
      expect(fila.etiqueta.trim()).toBe(fila.etiqueta);
      expect(fila.etiqueta.length).toBeGreaterThan(0);
    }
  });

  test('rows are numbered 1..n in the order given, all active', () => {
    expect(filas.map((fila) => fila.orden)).toEqual(filas.map((_, indice) => indice + 1));
    expect(filas.every((fila) => fila.activo)).toBe(true);
  });
});

test('ids are snake_case', () => {
  for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(_[a-z0-9]+)*$/);
});

test('only the ⚙ catalogues are configurable', () => {
  expect([...CATALOGOS_CONFIGURABLES].sort()).toEqual([
    'biolab',
    'ensayo',
    'laboratorio',
    'laboratorio_economico',
    'momento_muestra_flag_quida',
    'momento_muestra_la_mix',
    'momento_muestra_lamvyx',
    'momento_muestra_lma_flow',
    'momento_muestra_pevolam',
    'momento_muestra_ven_a_qui',
    'riesgo_lma_flow',
  ]);
});

test('rol_usuario follows ROLES with the §52 labels', () => {
  expect(codigos('rol_usuario')).toEqual([...ROLES]);
  expect(CATALOGOS.rol_usuario.map((fila) => fila.etiqueta)).toEqual([
    'Administrador',
    'Coordinador / gestor de datos',
    'Investigador clínico',
    'Laboratorio',
    'Biobanco',
    'Consulta / estadística (solo lectura)',
  ]);
  expect(ETIQUETA_ROL.CLINICO).toBe('Investigador clínico');
});

test('pais is a short list with Spain first', () => {
  expect(codigos('pais')).toEqual(['ES', 'PT', 'FR', 'IT', 'DE', 'GB', 'AD', 'MX', 'AR', 'CO']);
  expect(CATALOGOS.pais[0]).toEqual({ codigo: 'ES', etiqueta: 'España', orden: 1, activo: true });
});

test('comunidad_autonoma has the 19 INE letter codes', () => {
  expect(codigos('comunidad_autonoma')).toEqual([
    'AN', 'AR', 'AS', 'IB', 'CN', 'CB', 'CL', 'CM', 'CT', 'EX', 'GA', 'MD', 'MC', 'NC', 'PV', 'RI', 'VC', 'CE', 'ML',
  ]);
  expect(CATALOGOS.comunidad_autonoma.find((fila) => fila.codigo === 'VC')?.etiqueta).toBe('Comunitat Valenciana');
});

test('biolab and estado_formulario hold their seeds', () => {
  expect(codigos('biolab')).toEqual(['BIOBANCO_CENTRAL', 'BIOBANCO_NODO_LOCAL']);
  expect(CATALOGOS.estado_formulario.map((fila) => fila.etiqueta)).toEqual(['Borrador', 'Completo', 'Validado (bloqueado)']);
});
