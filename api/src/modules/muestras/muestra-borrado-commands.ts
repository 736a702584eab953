import { and, eq } from 'drizzle-orm';
import { ESTADO_MUESTRA, ESTADOS_MUESTRA_ELIMINABLE, type EstadoMuestra } from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { biobanco, muestra } from '../../db/schema';
import { ApiError } from '../../platform/api-errors';
import type { Autor } from '../../platform/auditoria-commands';
import type { Auditar } from '../../platform/auditoria-repository';
import { updateVersioned } from '../../platform/versioned-update-commands';
import { actualizarDerivadosPaciente } from '../../db/desenlace-paciente';
import type { MuestraEnAlcance } from '../../platform/alcance/muestra-scope';
import { releerMuestra, TABLA_MUESTRA } from './muestra-commands';

const etiquetaEstado = (estado: EstadoMuestra): string => ESTADO_MUESTRA.find((fila) => fila.codigo === estado)?.etiqueta ?? estado;

/**
 * Deletes a sample logically (`eliminado`, reason kept) with the version read, audited with its reason. Deleting a
 * sample not yet sent annuls it (REGISTRADA → ANULADA, catalogues.md §45): its destination laboratory, which still
 * sees it (data-dictionary §2.3, `muestraScope`), sees it annulled and can do nothing more with it.
 */
export async function eliminarMuestra(tx: Database, actual: MuestraEnAlcance, entrada: { version: number; motivo: string }, autor: Autor, auditar: Auditar): Promise<void> {
  if (!ESTADOS_MUESTRA_ELIMINABLE.includes(actual.estado)) {
    throw new ApiError(409, `La muestra está en estado «${etiquetaEstado(actual.estado)}»: solo se puede eliminar antes de enviarla al laboratorio.`);
  }
  const [enBiobanco] = await tx
    .select({ id: biobanco.biobanco_id })
    .from(biobanco)
    .where(and(eq(biobanco.muestra_id, actual.muestra_id), eq(biobanco.eliminado, false)))
    .limit(1);
  if (enBiobanco !== undefined) throw new ApiError(409, 'La muestra es el origen de un registro de biobanco: no se puede eliminar.');
  const antes = await releerMuestra(tx, actual.muestra_id);
  await updateVersioned(tx, {
    table: muestra,
    idColumn: muestra.muestra_id,
    id: actual.muestra_id,
    version: entrada.version,
    values: { eliminado: true, motivo_eliminacion: entrada.motivo, estado: 'ANULADA' },
    usuarioId: autor.usuario_id,
  });
  await actualizarDerivadosPaciente(tx, actual.paciente_id);
  await auditar({
    tabla: TABLA_MUESTRA,
    registro_id: actual.muestra_id,
    accion: 'ELIMINAR',
    antes,
    despues: null,
    motivo: entrada.motivo,
    paciente_id: actual.paciente_id,
  });
}
