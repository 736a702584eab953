import { describe, expect, it } from '@jest/globals';
import type { Registro } from '../../fields/campo';
import type { ContextoEtapa } from '../contexto-etapa';
import { validarEtapa } from '../validar-etapa';
import { ETAPA_SEGUIMIENTO } from './etapa-seguimiento';
import { contextoSeguimiento, seguimientoValido } from './seguimiento-valido.fixture';

function resultado(cambios: Registro, contexto: ContextoEtapa = contextoSeguimiento()) {
  return validarEtapa(ETAPA_SEGUIMIENTO, seguimientoValido(cambios), 'completo', contexto);
}

const errores = (cambios: Registro, contexto?: ContextoEtapa) => {
  const r = resultado(cambios, contexto);
  return r.ok ? {} : r.errores;
};

function datos(cambios: Registro): Registro {
  const r = resultado(cambios);
  if (!r.ok) throw new Error(JSON.stringify(r.errores));
  return r.data;
}

describe('ETAPA_SEGUIMIENTO', () => {
  it('las secciones reparten cada campo una sola vez', () => {
    const enSecciones = ETAPA_SEGUIMIENTO.secciones.flatMap((seccion) => seccion.campos);
    expect([...enSecciones].sort()).toEqual(ETAPA_SEGUIMIENTO.campos.map((campo) => campo.name).sort());
  });

  it('acepta el contacto válido completo sin avisos', () => {
    expect(resultado({})).toMatchObject({ ok: true, avisos: {} });
  });

  it('derivar: el estado de la EMR del control', () => {
    expect(ETAPA_SEGUIMIENTO.derivar(datos({}), contextoSeguimiento())).toEqual({ seg_emr_estado: 'NEGATIVA' });
    expect(ETAPA_SEGUIMIENTO.derivar(datos({ seg_estado_enfermedad: 'NO_EVALUADO' }), contextoSeguimiento())).toEqual({ seg_emr_estado: null });
  });
});

describe('ramificación del seguimiento', () => {
  it('la EMR solo se muestra en remisión', () => {
    expect(datos({ seg_estado_enfermedad: 'ENFERMEDAD_ACTIVA' })).toMatchObject({ seg_emr_fecha: null, seg_emr_cmf_resultado: null });
    expect(datos({ seg_estado_enfermedad: 'REMISION_EMR_POS' }).seg_emr_fecha).toBe('2024-09-28');
  });

  it('«Otro» tratamiento pide especificar', () => {
    expect(errores({ seg_tratamiento_actual: 'OTRO' })).toEqual({ seg_tratamiento_otro: 'Especifique el valor en el campo «Otro».' });
    expect(datos({ seg_tratamiento_otro: 'x' }).seg_tratamiento_otro).toBeNull();
  });

  it('fecha, estado y tratamiento son obligatorios; el tipo de contacto no', () => {
    expect(errores({ seg_fecha: null, seg_estado_enfermedad: null, seg_tratamiento_actual: null, seg_tipo_contacto: null })).toEqual({
      seg_fecha: 'Este campo es obligatorio.',
      seg_estado_enfermedad: 'Este campo es obligatorio.',
      seg_tratamiento_actual: 'Este campo es obligatorio.',
    });
  });
});
