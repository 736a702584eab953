import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { fijarReloj, restaurarReloj } from '../../fechas/reloj';
import type { Registro } from '../../fields/campo';
import type { Modo } from '../../fields/registro-de';
import type { ContextoEtapa } from '../contexto-etapa';
import { validarEtapa } from '../validar-etapa';
import { ETAPA_POST_CONSOLIDACION } from './etapa-post-consolidacion';
import { contextoPostConsolidacion, postConsolidacionValida } from './post-consolidacion-valida.fixture';

beforeEach(() => fijarReloj(() => new Date('2024-12-31T12:00:00Z')));
afterEach(restaurarReloj);

function validar(registro: Registro, contexto: ContextoEtapa = contextoPostConsolidacion(), modo: Modo = 'completo') {
  return validarEtapa(ETAPA_POST_CONSOLIDACION, registro, modo, contexto);
}
function errores(registro: Registro, contexto?: ContextoEtapa): Record<string, string> {
  const resultado = validar(registro, contexto);
  return resultado.ok ? {} : resultado.errores;
}
function datos(registro: Registro): Registro {
  const resultado = validar(registro);
  if (!resultado.ok) throw new Error(JSON.stringify(resultado.errores));
  return resultado.data;
}

const G01 = 'Este campo es obligatorio.';
const tratamientoPrevio = (fecha: string) => ({ pc_fecha_inicio: `El mantenimiento no puede comenzar antes del tratamiento que lo precede (${fecha}).` });
const trasQuimioterapia = (cambios: Registro = {}) => postConsolidacionValida({ pc_contexto: 'POST_QUIMIOTERAPIA', pc_trasplante_id: null, ...cambios });

describe('línea de mantenimiento', () => {
  it('a valid complete line passes without warnings', () => {
    expect(validar(postConsolidacionValida())).toMatchObject({ ok: true, avisos: {} });
    expect(validar(trasQuimioterapia({ pc_fecha_inicio: '2024-05-01', pc_esquema: 'AZA_ORAL' }))).toMatchObject({ ok: true, avisos: {} });
  });

  it('completion requires context, scheme, trial, start and whether it goes on; a draft does not', () => {
    expect(errores({})).toEqual({ pc_contexto: G01, pc_esquema: G01, pc_ensayo: G01, pc_fecha_inicio: G01, pc_en_curso: G01 });
    expect(validar({}, contextoPostConsolidacion(), 'borrador').ok).toBe(true);
  });

  it('the reference transplant only after a transplant, and then required', () => {
    expect(errores(postConsolidacionValida({ pc_trasplante_id: null }))).toEqual({ pc_trasplante_id: G01 });
    expect(datos(trasQuimioterapia({ pc_trasplante_id: 5, pc_fecha_inicio: '2024-05-01' })).pc_trasplante_id).toBeNull();
  });

  it('«Otro tratamiento» only for OTRO and ENSAYO_OTRO', () => {
    expect(errores(postConsolidacionValida({ pc_esquema: 'ENSAYO_OTRO' }))).toEqual({ pc_esquema_otro: 'Especifique el valor en el campo «Otro».' });
    expect(datos(postConsolidacionValida({ pc_esquema_otro: 'x' })).pc_esquema_otro).toBeNull();
  });

  it('a finished line needs its end date and reason; a running one hides them', () => {
    expect(errores(postConsolidacionValida({ pc_fecha_fin: null, pc_motivo_fin: null }))).toEqual({ pc_fecha_fin: G01, pc_motivo_fin: G01 });
    const enCurso = datos(postConsolidacionValida({ pc_en_curso: 'SI' }));
    expect([enCurso.pc_fecha_fin, enCurso.pc_motivo_fin]).toEqual([null, null]);
    expect(errores(postConsolidacionValida({ pc_motivo_fin: 'EN_CURSO' }))).toEqual({ pc_motivo_fin: 'Seleccione un valor de la lista.' });
  });

  it('G09, G10 and G11 on the dates', () => {
    expect(errores(trasQuimioterapia({ pc_fecha_inicio: '2024-01-10', pc_fecha_fin: '2024-01-12' }), contextoPostConsolidacion({ induccion: null, consolidacion: [] }))).toEqual({
      pc_fecha_inicio: 'La fecha no puede ser anterior a la fecha de diagnóstico (15/01/2024).',
      pc_fecha_fin: 'La fecha no puede ser anterior a la fecha de diagnóstico (15/01/2024).',
    });
    expect(errores(postConsolidacionValida(), contextoPostConsolidacion({ muerte: { muerte_fecha: '2024-09-01' } }))).toEqual({
      pc_fecha_fin: 'El paciente falleció el 01/09/2024: no se pueden registrar datos con fecha posterior.',
    });
    expect(errores(postConsolidacionValida({ pc_fecha_fin: '2024-07-14' }))).toEqual({ pc_fecha_fin: 'La fecha de fin no puede ser anterior a la fecha de inicio.' });
  });

  it('X33 and X35 on the scheme and the trial', () => {
    expect(validar(postConsolidacionValida({ pc_esquema: 'IVOSIDENIB' }))).toMatchObject({
      ok: true,
      avisos: { pc_esquema: 'El esquema incluye ivosidenib, pero no consta la alteración diana (IDH1 R132). Revise.' },
    });
    expect(errores(postConsolidacionValida({ pc_ensayo: 'VEN_A_QUI' }))).toEqual({ pc_ensayo: 'El paciente no consta como incluido en este ensayo en esa fecha.' });
  });
});

describe('X11', () => {
  it('after a transplant: not before the linked transplant', () => {
    expect(errores(postConsolidacionValida({ pc_fecha_inicio: '2024-05-31' }))).toEqual(tratamientoPrevio('01/06/2024'));
    expect(validar(postConsolidacionValida({ pc_fecha_inicio: '2024-06-01' })).ok).toBe(true);
  });

  it('after chemotherapy: not before the last consolidation cycle, or the last induction cycle without consolidation', () => {
    expect(errores(trasQuimioterapia({ pc_fecha_inicio: '2024-04-09' }))).toEqual(tratamientoPrevio('10/04/2024'));
    const sinConsolidacion = contextoPostConsolidacion({ consolidacion: [] });
    expect(errores(trasQuimioterapia({ pc_fecha_inicio: '2024-01-19' }), sinConsolidacion)).toEqual(tratamientoPrevio('20/01/2024'));
    expect(validar(trasQuimioterapia({ pc_fecha_inicio: '2024-01-20' }), sinConsolidacion).ok).toBe(true);
  });
});

describe('derivar', () => {
  it('computes nothing itself: `pc_linea`, its only computed value, is the server’s numbering', () => {
    expect(ETAPA_POST_CONSOLIDACION.calculados.map((campo) => campo.name)).toEqual([ETAPA_POST_CONSOLIDACION.numeracion?.campo]);
    expect(ETAPA_POST_CONSOLIDACION.derivar(postConsolidacionValida(), contextoPostConsolidacion())).toEqual({});
  });
});
