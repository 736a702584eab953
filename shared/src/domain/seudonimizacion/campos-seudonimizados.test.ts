import { describe, expect, test } from '@jest/globals';
import { CAMPOS_SEUDONIMIZADOS, esSoloLectura, valorSeudonimizado } from './campos-seudonimizados';

describe('the identifying variables (data-dictionary §8)', () => {
  test('the birth date keeps its year; the dictionary’s free-text columns are removed', () => {
    expect(CAMPOS_SEUDONIMIZADOS.get('fecha_nacimiento')).toBe('anio');
    for (const nombre of ['observaciones', 'medico_responsable', 'estado_motivo', 'ensayo_otro', 'motivo', 'riesgo_global_motivo']) {
      expect([nombre, CAMPOS_SEUDONIMIZADOS.get(nombre)]).toEqual([nombre, 'omitido']);
    }
    for (const nombre of ['ind1_eval_respuesta_justificacion', 'seg_observaciones', 'muerte_causa_otra', 'fish_sonda_otra']) {
      expect([nombre, CAMPOS_SEUDONIMIZADOS.get(nombre)]).toEqual([nombre, 'omitido']);
    }
  });

  test('every other text field is free text too, the sample half’s included: where a tube is, the project, the courier’s note', () => {
    for (const nombre of ['ubicacion', 'proyecto_cesion', 'seguimiento_envio', 'codigo_proyecto', 'motivo_rechazo']) {
      expect([nombre, CAMPOS_SEUDONIMIZADOS.get(nombre)]).toEqual([nombre, 'omitido']);
    }
  });

  test('karyotype formulas, computed texts, coded reasons, codes, HGVS names and times are kept', () => {
    for (const nombre of [
      'cg_formula_iscn',
      'rec_cariotipo_iscn',
      'riesgo_global_faltan',
      'ind2_motivo',
      'codigo_paciente_ensayo',
      'version_consentimiento',
      'fecha_diagnostico',
      'codigo_biobanco',
      'hgvs_c',
      'panel_nombre',
      'hora_extraccion',
    ]) {
      expect([nombre, CAMPOS_SEUDONIMIZADOS.has(nombre)]).toEqual([nombre, false]);
    }
  });

  test('values as the view shows them', () => {
    expect(valorSeudonimizado('anio', '1958-07-20')).toBe('1958');
    expect(valorSeudonimizado('anio', null)).toBeNull();
    expect(valorSeudonimizado('omitido', 'Derivado desde otro centro.')).toBeNull();
  });

  test('only LECTURA is a read-only role', () => {
    expect(esSoloLectura('LECTURA')).toBe(true);
    expect(esSoloLectura('COORDINADOR')).toBe(false);
    expect(esSoloLectura('LABORATORIO')).toBe(false);
  });
});
