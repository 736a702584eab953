import { eq } from 'drizzle-orm';
import {
  CLAVE_VARIANTES,
  ESTADOS_MUESTRA_RECIBIDA,
  MENSAJE_NGS_NO_DISPONIBLE,
  validarMuestraNgs,
  type MuestraNgs,
} from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { muestraNgs, ngsVariante } from '../../db/schema';
import { invalidInput, notFound, staleVersion } from '../../platform/api-errors';
import type { Autor } from '../../platform/auditoria-commands';
import type { Auditar } from '../../platform/auditoria-repository';
import { upsertVersioned } from '../../platform/versioned-update-commands';
import type { MuestraEnAlcance } from '../../platform/alcance/muestra-scope';
import { releerMuestra } from './muestra-commands';
import { resultadoNgsDeMuestra } from './muestra-ngs-queries';

/**
 * Saves the NGS result of a sample (data-dictionary §5.4) in the caller's transaction: the sample must have NGS
 * requested and have been received; creating needs no version, editing the version read; the variant rows are
 * replaced as a whole; one audit row with before and after.
 */
export async function guardarMuestraNgs(
  tx: Database,
  actual: MuestraEnAlcance,
  entrada: { version: number | null; datos: unknown },
  autor: Autor,
  auditar: Auditar,
): Promise<MuestraNgs> {
  const muestra = await releerMuestra(tx, actual.muestra_id);
  const estudios = Array.isArray(muestra.datos.estudios_solicitados) ? (muestra.datos.estudios_solicitados as string[]) : [];
  if (!estudios.includes('NGS') || !ESTADOS_MUESTRA_RECIBIDA.includes(actual.estado)) throw invalidInput({ muestra_id: MENSAJE_NGS_NO_DISPONIBLE });
  const antes = await resultadoNgsDeMuestra(tx, actual.muestra_id);
  if ((antes === null) !== (entrada.version === null)) throw staleVersion();
  const resultado = validarMuestraNgs(entrada.datos, muestra.datos);
  if (!resultado.ok) throw invalidInput(resultado.errores);
  const { [CLAVE_VARIANTES]: variantes, ...cabecera } = resultado.data;
  const ngsId = await upsertVersioned(tx, {
    table: muestraNgs,
    idColumn: muestraNgs.ngs_id,
    id: antes?.ngs_id ?? null,
    version: entrada.version,
    values: { ...cabecera, avisos: resultado.avisos },
    alta: { muestra_id: actual.muestra_id, paciente_id: actual.paciente_id },
    usuarioId: autor.usuario_id,
  });
  if (antes !== null) await tx.delete(ngsVariante).where(eq(ngsVariante.ngs_id, ngsId));
  if (variantes.length > 0) {
    await tx
      .insert(ngsVariante)
      .values(variantes.map((fila, orden) => ({ ...fila, ngs_id: ngsId, orden, creado_por: autor.usuario_id, modificado_por: autor.usuario_id })));
  }
  const despues = await resultadoNgsDeMuestra(tx, actual.muestra_id);
  if (despues === null) throw notFound();
  await auditar({
    tabla: 'muestra_ngs',
    registro_id: ngsId,
    accion: antes === null ? 'CREAR' : 'MODIFICAR',
    antes,
    despues,
    paciente_id: actual.paciente_id,
  });
  return despues;
}
