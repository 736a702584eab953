import type { Campo, DatosIniciales } from '@registro-lma/shared/domain';
import { campoDeItem } from '../../comun/formulario-item-mapper';

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
