import type { z } from 'zod';
import { isoString } from '../../platform/response-schemas';
import type { FilaInforme, FilaInformeConAutor } from './informe-queries';
import type { informeConAutorSchema, informeSchema } from './informe-schemas';

/** A report as answered: everything but where the file is stored. */
export function vistaInforme(fila: FilaInforme): z.infer<typeof informeSchema> {
  const { clave_fichero: _almacen, subido_en, eliminado_en, ...resto } = fila;
  return { ...resto, subido_en: isoString(subido_en), eliminado_en: isoString(eliminado_en) };
}

/** A report of its sample's list: the same, with who uploaded it. */
export function vistaInformeConAutor(fila: FilaInformeConAutor): z.infer<typeof informeConAutorSchema> {
  return { ...vistaInforme(fila), subido_por_nombre: fila.subido_por_nombre };
}
