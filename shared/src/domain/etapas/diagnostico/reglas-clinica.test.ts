import { describe, expect, test } from '@jest/globals';
import type { Registro } from '../../fields/campo';
import { campoDe } from '../../fields/campo-de';
import { validarCampo } from '../../fields/validar-campo';
import { contextoDe } from '../expediente.fixture';
import { CAMPOS_LABORATORIO } from './campos-laboratorio';
import { validarDiagnostico } from './diagnostico-valido.fixture';
import { ETAPA_DIAGNOSTICO } from './etapa-diagnostico';

const LPA = contextoDe({ paciente: { entidad: 'LPA' } });
const AMBIGUO = contextoDe({ paciente: { entidad: 'LA_LINAJE_AMBIGUO' } });

describe('presentation, blood counts and chemistry', () => {
  test('CNS involvement must be among the extramedullary sites', () => {
    const snc = { snc_estudiado: 'SI', snc_afectacion: 'POSITIVO' };
    expect(validarDiagnostico(snc, 'borrador').errores).toEqual({
      snc_afectacion: 'Si hay afectación del SNC, marque «Sistema nervioso central» en la localización extramedular.',
    });
    expect(validarDiagnostico({ ...snc, emd_diagnostico: 'SI', emd_sitios: ['PIEL'] }, 'borrador').errores).toHaveProperty('snc_afectacion');
    expect(validarDiagnostico({ ...snc, emd_diagnostico: 'SI', emd_sitios: ['SNC'] }).errores).toEqual({});
  });

  test('X24: neutrophils never exceed leukocytes', () => {
    expect(validarDiagnostico({ neutrofilos: 45.31 }, 'borrador').errores).toEqual({
      neutrofilos: 'Los neutrófilos no pueden superar los leucocitos totales.',
    });
    expect(validarDiagnostico({ neutrofilos: 45.3 }).errores).toEqual({});
  });

  test('X25: no blood blasts with 0 leukocytes', () => {
    expect(validarDiagnostico({ leucocitos: 0, neutrofilos: 0, blastos_sp_pct: 0.1 }, 'borrador').errores).toEqual({
      blastos_sp_pct: 'Con leucocitos 0 no puede haber blastos en sangre periférica.',
    });
    expect(validarDiagnostico({ leucocitos: 0, neutrofilos: 0, blastos_sp_pct: 0 }).errores).toEqual({});
  });

  test('creatinine range in the chosen unit (G02)', () => {
    expect(validarDiagnostico({ creatinina: 20.01 }, 'borrador').errores).toEqual({
      creatinina: 'Valor fuera de rango: debe estar entre 0,1 y 20 mg/dL.',
    });
    expect(validarDiagnostico({ creatinina: 8.5, creatinina_unidad: 'UMOL_L' }, 'borrador').errores).toEqual({
      creatinina: 'Valor fuera de rango: debe estar entre 9 y 1768 µmol/L.',
    });
    expect(validarDiagnostico({ creatinina: 9, creatinina_unidad: 'UMOL_L' }).errores).toEqual({});
  });

  test('a creatinine outside both units\' ranges gets the range of the chosen unit, on save and while typing', () => {
    const MG_DL = 'Valor fuera de rango: debe estar entre 0,1 y 20 mg/dL.';
    const UMOL_L = 'Valor fuera de rango: debe estar entre 9 y 1768 µmol/L.';
    const fuera = [1768.01, 0.05];
    for (const creatinina of fuera) {
      expect(validarDiagnostico({ creatinina, creatinina_unidad: 'MG_DL' }, 'borrador').errores).toEqual({ creatinina: MG_DL });
      expect(validarDiagnostico({ creatinina, creatinina_unidad: 'UMOL_L' }, 'borrador').errores).toEqual({ creatinina: UMOL_L });
      expect(validarDiagnostico({ creatinina, creatinina_unidad: null }, 'borrador').errores).toEqual({ creatinina: MG_DL });
    }
    const enVivo = (valor: string, registro: Registro) =>
      validarCampo(campoDe(CAMPOS_LABORATORIO, 'creatinina'), valor, registro, { reglas: ETAPA_DIAGNOSTICO.reglas, contexto: contextoDe() });
    expect(enVivo('1800', { creatinina_unidad: 'MG_DL' })).toEqual({ estado: 'error', mensaje: MG_DL });
    expect(enVivo('1800', { creatinina_unidad: 'UMOL_L' })).toEqual({ estado: 'error', mensaje: UMOL_L });
    expect(enVivo('0,05', {})).toEqual({ estado: 'error', mensaje: MG_DL });
  });

  test('creatinine above 3 mg/dL is unusual, whatever the unit', () => {
    const renal = { hcti_renal: true };
    expect(validarDiagnostico({ ...renal, creatinina: 3.01 }).avisos).toEqual({
      creatinina: 'Valor poco habitual (3,01 mg/dL). Compruebe que es correcto.',
    });
    expect(validarDiagnostico({ ...renal, creatinina: 300, creatinina_unidad: 'UMOL_L' }).avisos).toEqual({
      creatinina: 'Valor poco habitual (300 µmol/L). Compruebe que es correcto.',
    });
    expect(validarDiagnostico({ ...renal, creatinina: 265, creatinina_unidad: 'UMOL_L' }).avisos).toEqual({});
  });
});

describe('marrow and immunophenotype', () => {
  test('the aspirate is expected within 30 days of the diagnosis (15/01/2024)', () => {
    const aviso = { mo_fecha: 'La fecha del aspirado difiere más de 30 días de la fecha de diagnóstico.' };
    expect(validarDiagnostico({ mo_fecha: '2024-02-15' }).avisos).toEqual(aviso);
    expect(validarDiagnostico({ mo_fecha: '2023-12-15' }).avisos).toEqual(aviso);
    expect(validarDiagnostico({ mo_fecha: '2024-02-14' }).avisos).toEqual({});
    expect(validarDiagnostico({ mo_fecha: '2023-12-16' }).avisos).toEqual({});
  });

  test('FAB M3/M3v suggests APL when the entity is not LPA', () => {
    const aviso = { fab: 'FAB M3 sugiere leucemia promielocítica: revise la entidad.' };
    expect(validarDiagnostico({ fab: 'M3' }).avisos).toEqual(aviso);
    expect(validarDiagnostico({ fab: 'M3V' }).avisos).toEqual(aviso);
    expect(validarDiagnostico({ fab: 'M3' }, 'borrador', LPA).avisos).not.toHaveProperty('fab');
  });

  test('a mixed phenotype in a patient registered as AML', () => {
    const mixto = { cmf_perfil: 'FENOTIPO_MIXTO' };
    expect(validarDiagnostico(mixto).avisos).toEqual({
      cmf_perfil: 'Perfil de fenotipo mixto: valore la entidad «Leucemia aguda de linaje ambiguo».',
    });
    expect(validarDiagnostico(mixto, 'completo', AMBIGUO).avisos).toEqual({});
  });
});
