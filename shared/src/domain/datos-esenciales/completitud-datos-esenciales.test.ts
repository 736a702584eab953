import { describe, expect, it } from '@jest/globals';
import { expedienteDe } from '../etapas/expediente.fixture';
import { derivarInduccion, ETAPA_INDUCCION } from '../etapas/induccion/etapa-induccion';
import { contextoInduccion, induccionIntensivaValida } from '../etapas/induccion/induccion-valida.fixture';
import { validarEtapa } from '../etapas/validar-etapa';
import { avisoDatosEsenciales, completitudDatosEsenciales } from './completitud-datos-esenciales';

const paciente = { sexo: 'MUJER', fecha_nacimiento: '1960-05-10', fecha_diagnostico: '2024-01-15', estado: 'ACTIVO' };

const DIAGNOSTICO = {
  ecog: '1',
  origen_lma: 'DE_NOVO',
  leucocitos: 12.5,
  mo_realizada: 'SI',
  mo_blastos_pct: 60,
  cg_resultado: 'NORMAL',
  npm1: 'MUTADO',
  flt3_itd: 'NEGATIVO',
  riesgo_global: 'FAVORABLE',
  entidad_oms2022: 'LMA_NPM1',
};

describe('completitudDatosEsenciales', () => {
  it('only the registration: 4 of 13 applicable items (DE01–DE03, DE20)', () => {
    const resultado = completitudDatosEsenciales(paciente, expedienteDe());
    expect(resultado.de_items_aplicables).toBe(13);
    expect(resultado.de_items_completos).toBe(4);
    expect(resultado.de_completitud_pct).toBe(31);
    expect(resultado.de_completo).toBe(false);
  });

  it('a pending or not-done genetic result does not complete DE08–DE10', () => {
    const resultado = completitudDatosEsenciales(paciente, expedienteDe({ diagnostico: { ...DIAGNOSTICO, npm1: 'PENDIENTE', cg_resultado: 'NO_REALIZADO' } }));
    const porCodigo = Object.fromEntries(resultado.items.map((item) => [item.codigo, item.completo]));
    expect([porCodigo.DE08, porCodigo.DE09, porCodigo.DE10]).toEqual([false, false, true]);
  });

  it('marrow blasts apply only with a marrow; induction items only with treatment', () => {
    const sinMedula = completitudDatosEsenciales(paciente, expedienteDe({ diagnostico: { ...DIAGNOSTICO, mo_realizada: 'NO', mo_blastos_pct: null } }));
    expect(sinMedula.items.find((item) => item.codigo === 'DE07')?.aplica).toBe(false);
    const soporte = completitudDatosEsenciales(paciente, expedienteDe({ diagnostico: DIAGNOSTICO, induccion: { intencion_tratamiento: 'SOLO_SOPORTE' } }));
    expect(soporte.items.filter((item) => ['DE14', 'DE15', 'DE16'].includes(item.codigo)).map((item) => item.aplica)).toEqual([false, false, false]);
    expect(soporte.de_completo).toBe(true);
  });

  it('in remission the remission, transplant and relapse items apply; DE19 is «NO» without relapse', () => {
    const induccion = { intencion_tratamiento: 'INTENSIVO', ind1_esquema: 'IDA_ARAC_3_7', ind1_fecha_inicio: '2024-01-20', ind_mejor_respuesta: 'RC', ind_fecha_primera_remision: '2024-02-20' };
    const resultado = completitudDatosEsenciales(paciente, expedienteDe({ diagnostico: DIAGNOSTICO, induccion }));
    const de19 = resultado.items.find((item) => item.codigo === 'DE19');
    expect(de19).toMatchObject({ aplica: true, valor: 'NO', completo: true });
    expect(resultado.items.find((item) => item.codigo === 'DE20')?.valor).toBe('VIVO 2024-01-20');
    expect(resultado.de_completo).toBe(true);
  });

  it('an intensive induction as the server stores it: DE16 is its best response and DE17–DE19 are evaluated', () => {
    const contexto = contextoInduccion();
    const validado = validarEtapa(ETAPA_INDUCCION, induccionIntensivaValida({ ind_mejor_respuesta: null }), 'completo', contexto);
    if (!validado.ok) throw new Error(JSON.stringify(validado.errores));
    const induccion = { ...validado.data, ...derivarInduccion(validado.data, contexto) };
    const items = completitudDatosEsenciales(paciente, expedienteDe({ diagnostico: DIAGNOSTICO, induccion })).items;
    const item = (codigo: string) => items.find((fila) => fila.codigo === codigo);
    expect(item('DE16')).toMatchObject({ aplica: true, valor: 'RC', completo: true });
    expect(item('DE17')).toMatchObject({ aplica: true, valor: '2024-02-20', completo: true });
    expect(item('DE18')).toMatchObject({ aplica: true, valor: false });
    expect(item('DE19')).toMatchObject({ aplica: true, valor: 'NO', completo: true });
  });

  it('the cause of death applies to a patient who died', () => {
    const resultado = completitudDatosEsenciales({ ...paciente, estado: 'FALLECIDO' }, expedienteDe({ diagnostico: DIAGNOSTICO }));
    expect(resultado.items.find((item) => item.codigo === 'DE21')).toMatchObject({ aplica: true, completo: false });
  });
});

describe('avisoDatosEsenciales', () => {
  it('warns with the missing items 90 days after diagnosis, not before', () => {
    const incompleta = completitudDatosEsenciales(paciente, expedienteDe());
    expect(avisoDatosEsenciales(incompleta, '2024-01-15', '2024-04-14')).toBeNull();
    expect(avisoDatosEsenciales(incompleta, '2024-01-15', '2024-04-15')).toMatch(/^Faltan datos esenciales: ECOG al diagnóstico, Origen de la LMA, /);
  });
});
