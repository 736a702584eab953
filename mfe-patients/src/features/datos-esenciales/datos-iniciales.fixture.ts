import type { DatosIniciales } from '@registro-lma/shared/domain';

/** A patient with its registration and no stage record yet (a few items: enough for the screen's tests). */
export const DATOS_INICIALES_EJEMPLO: DatosIniciales = {
  items: [
    { codigo: 'DE01', etiqueta: 'Sexo', formulario: 'paciente', variable: 'sexo', valor: 'MUJER', aplica: true, completo: true, editable: true },
    { codigo: 'DE02', etiqueta: 'Fecha de nacimiento', formulario: 'paciente', variable: 'fecha_nacimiento', valor: '1960-05-10', aplica: true, completo: true, editable: true },
    { codigo: 'DE04', etiqueta: 'ECOG al diagnóstico', formulario: 'diagnostico', variable: 'ecog', valor: null, aplica: true, completo: false, editable: true },
    { codigo: 'DE05', etiqueta: 'Origen de la LMA', formulario: 'diagnostico', variable: 'origen_lma', valor: null, aplica: true, completo: false, editable: false },
    { codigo: 'DE07', etiqueta: 'Blastos en médula ósea', formulario: 'diagnostico', variable: 'mo_blastos_pct', valor: null, aplica: false, completo: false, editable: true },
    { codigo: 'DE16', etiqueta: 'Mejor respuesta a primera línea', formulario: 'induccion', variable: 'ind_mejor_respuesta', valor: 'RC', aplica: true, completo: true, editable: false },
  ],
  de_items_aplicables: 5,
  de_items_completos: 3,
  de_completitud_pct: 60,
  de_completo: false,
  aviso: 'Faltan datos esenciales: ECOG al diagnóstico, Origen de la LMA.',
  versiones: { paciente: 3, diagnostico: null, induccion: 2 },
  estados: { diagnostico: 'SIN_INICIAR', induccion: 'COMPLETO' },
};
