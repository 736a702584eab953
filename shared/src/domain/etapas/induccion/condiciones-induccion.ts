import type { Registro } from '../../fields/campo';

/** Responses without blasts after a cycle: its MRD is worth recording (data-dictionary §3.4). */
export const RESPUESTAS_SIN_BLASTOS = ['RC', 'RCH', 'RCI', 'MLFS'];
/** Composite remission (eln2022-risk.md §8.5). */
export const REMISIONES_COMPUESTAS = ['RC', 'RCH', 'RCI'];

const en = (valores: readonly string[], valor: unknown): boolean => typeof valor === 'string' && valores.includes(valor);

export const intensivo = (registro: Registro): boolean => registro.intencion_tratamiento === 'INTENSIVO';
export const noIntensivo = (registro: Registro): boolean => registro.intencion_tratamiento === 'NO_INTENSIVO';
export const soloSoporte = (registro: Registro): boolean => registro.intencion_tratamiento === 'SOLO_SOPORTE';
/** «intencion ≠ SOLO_SOPORTE» once an intention has been chosen: the form opens the treatment when it is known. */
export const conTratamiento = (registro: Registro): boolean => intensivo(registro) || noIntensivo(registro);

export const conSegundoCiclo = (registro: Registro): boolean => registro.ind2_realizada === 'SI';
export const tratamientoTerminado = (registro: Registro): boolean => registro.ind_en_curso === 'NO';

export const emrTrasCiclo1 = (registro: Registro): boolean => conTratamiento(registro) && en(RESPUESTAS_SIN_BLASTOS, registro.ind1_eval_respuesta);
export const remisionNoIntensiva = (registro: Registro): boolean =>
  noIntensivo(registro) && en(REMISIONES_COMPUESTAS, registro.ind_mejor_respuesta);

/** «ind1_eval completed»: the response after cycle 1 has been recorded. */
export const ciclo1Evaluado = (registro: Registro): boolean => typeof registro.ind1_eval_respuesta === 'string' && registro.ind1_eval_respuesta !== '';

export const conEsquemaOtro =
  (campoEsquema: string) =>
  (registro: Registro): boolean =>
    en(['OTRO', 'ENSAYO_OTRO'], registro[campoEsquema]);
