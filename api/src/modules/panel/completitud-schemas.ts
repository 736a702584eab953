import { z } from 'zod';
import { buildZodSchema } from '@registro-lma/shared/domain';
import { CAMPOS_FILTRO_PANEL, recuento } from './panel-schemas';

/** `GET /panel/completitud`: the panel's filters. */
export const completitudQuerySchema = buildZodSchema([...CAMPOS_FILTRO_PANEL]);

export const completitudSchema = z
  .object({
    n: recuento,
    centros: z.array(
      z.object({
        hospital_id: z.number().int(),
        etiqueta: z.string(),
        n: recuento,
        completos: recuento,
        proporcion_completos: z.number().nullable(),
        vivos: recuento,
        al_dia: recuento,
        proporcion_al_dia: z.number().nullable(),
      }),
    ),
    items: z.array(z.object({ item: z.string(), etiqueta: z.string(), pendientes: recuento, proporcion_pendientes: z.number().nullable() })),
    meses_seguimiento: z.number().int(),
    calculado_en: z.string(),
  })
  .meta({
    description:
      'Por centro: pacientes del panel, los que tienen completos los datos esenciales (§3.2: ningún ítem aplicable pendiente) y, de los vivos en ' +
      'seguimiento (ACTIVO o PERDIDO_SEGUIMIENTO), los que tienen un contacto en los últimos meses_seguimiento meses. Por ítem esencial (DE01–DE21), ' +
      'los pacientes a los que les falta. Se lee la completitud guardada de cada paciente, la misma que muestran su ficha y la lista de calidad. Para ' +
      'LECTURA, un recuento de 1 a 4 es "<5" y una proporción con un recuento oculto es null.',
  });
