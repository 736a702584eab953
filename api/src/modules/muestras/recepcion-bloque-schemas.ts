import { z } from 'zod';
import { buildZodSchema, CAMPO_VERSION, CAMPOS_MOMENTO_RECEPCION, MENSAJE_DATOS_NO_VALIDOS } from '@registro-lma/shared/domain';
import { CAMPO_MUESTRA_ID } from './muestra-schemas';

/** The most tubes one bulk reception takes: a morning's rack, well past the 50 of a busy laboratory. */
export const MAXIMO_TUBOS_BLOQUE = 100;

/** One tube of the tray: the sample and the version read when it was scanned. */
const tuboSchema = buildZodSchema([CAMPO_MUESTRA_ID, CAMPO_VERSION]);

export const mensajeBandejaVacia = 'Añada al menos una muestra a la bandeja.';
export const mensajeBandejaLlena = `Una recepción en bloque admite como máximo ${MAXIMO_TUBOS_BLOQUE} muestras.`;

/** `POST /muestras/recepcion-en-bloque`: one date and time for every tube of the tray, each with its version. */
export const recepcionBloqueSchema = buildZodSchema(CAMPOS_MOMENTO_RECEPCION).and(
  z.object(
    {
      muestras: z
        .array(tuboSchema, { error: MENSAJE_DATOS_NO_VALIDOS })
        .min(1, { error: mensajeBandejaVacia })
        .max(MAXIMO_TUBOS_BLOQUE, { error: mensajeBandejaLlena })
        .meta({ description: 'Las muestras de la bandeja, cada una con la versión leída al escanearla.' }),
    },
    { error: MENSAJE_DATOS_NO_VALIDOS },
  ),
);

export type RecepcionBloque = z.infer<typeof recepcionBloqueSchema>;
