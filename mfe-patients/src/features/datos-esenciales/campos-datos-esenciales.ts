import { CAMPOS_PACIENTE, ETAPA_DIAGNOSTICO, ETAPA_INDUCCION, type Campo, type DatosIniciales } from '@registro-lma/shared/domain';

const CAMPOS_DE: Readonly<Record<string, readonly Campo[]>> = {
  paciente: CAMPOS_PACIENTE,
  diagnostico: ETAPA_DIAGNOSTICO.campos,
  induccion: ETAPA_INDUCCION.campos,
};

/** The screen of each item's home record: read-only items link there. */
export const PANTALLA_DE: Readonly<Record<string, { readonly ruta: string; readonly nombre: string }>> = {
  paciente: { ruta: 'registrar-paciente', nombre: 'Registro del paciente' },
  diagnostico: { ruta: 'diagnostico', nombre: 'Diagnóstico' },
  induccion: { ruta: 'induccion', nombre: 'Inducción' },
  trasplante: { ruta: 'trasplante', nombre: 'Trasplante' },
  recaida: { ruta: 'recaida', nombre: 'Recaída' },
  muerte: { ruta: 'muerte', nombre: 'Muerte' },
};

/** The home record's descriptor of a variable: the same field, labels and validation as in its own form. */
export function campoDeItem(formulario: string, variable: string | null): Campo | null {
  if (variable === null) return null;
  return CAMPOS_DE[formulario]?.find((campo) => campo.name === variable) ?? null;
}

/**
 * The inputs of the editable items. On this screen each item stands alone: its home form's branching and conditional
 * requirements (which read fields not shown here) are left to the API, which checks the whole home record on save.
 */
export function camposEditables(datos: DatosIniciales): Campo[] {
  return datos.items.flatMap((item) => {
    const campo = item.editable ? campoDeItem(item.formulario, item.variable) : null;
    return campo === null ? [] : [{ ...campo, required: 'opcional', visibleIf: undefined } as Campo];
  });
}

/** The values of the editable items as the form starts them. */
export function valoresIniciales(datos: DatosIniciales): Record<string, unknown> {
  return Object.fromEntries(datos.items.filter((item) => item.editable && item.variable !== null).map((item) => [item.variable, item.valor]));
}
