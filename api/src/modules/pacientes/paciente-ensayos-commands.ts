import { and, asc, eq, sql } from 'drizzle-orm';
import type { PacienteEnsayo } from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { pacienteEnsayo } from '../../db/schema';
import type { Autor } from '../../platform/auditoria-commands';
import type { Auditar } from '../../platform/auditoria-repository';
import { columnasEnsayo } from './paciente-queries';

const TABLA = 'paciente_ensayo';

/** The trial of a row: validation requires it even in a draft (REGLAS_PACIENTE_ENSAYO), so null is a bug. */
function ensayoDe(fila: PacienteEnsayo): NonNullable<PacienteEnsayo['ensayo']> {
  if (fila.ensayo === null) throw new Error('Fila de ensayo sin ensayo: la validación debía haberla rechazado.');
  return fila.ensayo;
}

function mismosValores(a: PacienteEnsayo, b: PacienteEnsayo): boolean {
  return (Object.keys(columnasEnsayo) as (keyof PacienteEnsayo)[]).every((campo) => a[campo] === b[campo]);
}

/**
 * Makes the patient's trial rows those of the form, a row per trial: new trials are added, changed ones updated,
 * missing ones deleted; each change audited with its before and after.
 */
export async function guardarEnsayos(tx: Database, pacienteId: number, filas: readonly PacienteEnsayo[], autor: Autor, auditar: Auditar): Promise<void> {
  const actuales = await tx
    .select({ paciente_ensayo_id: pacienteEnsayo.paciente_ensayo_id, ...columnasEnsayo })
    .from(pacienteEnsayo)
    .where(eq(pacienteEnsayo.paciente_id, pacienteId))
    .orderBy(asc(pacienteEnsayo.paciente_ensayo_id));
  const auditarEnsayo = (registroId: number, accion: 'CREAR' | 'MODIFICAR' | 'ELIMINAR', antes: unknown, despues: unknown) =>
    auditar({ tabla: TABLA, registro_id: registroId, accion, antes, despues, paciente_id: pacienteId });

  for (const { paciente_ensayo_id, ...actual } of actuales) {
    if (filas.some((fila) => fila.ensayo === actual.ensayo)) continue;
    await tx.delete(pacienteEnsayo).where(eq(pacienteEnsayo.paciente_ensayo_id, paciente_ensayo_id));
    await auditarEnsayo(paciente_ensayo_id, 'ELIMINAR', actual, null);
  }
  for (const fila of filas) {
    const existente = actuales.find((actual) => actual.ensayo === fila.ensayo);
    if (existente === undefined) {
      const [creada] = await tx
        .insert(pacienteEnsayo)
        .values({ ...fila, ensayo: ensayoDe(fila), paciente_id: pacienteId, creado_por: autor.usuario_id, modificado_por: autor.usuario_id })
        .returning({ paciente_ensayo_id: pacienteEnsayo.paciente_ensayo_id });
      if (creada === undefined) throw new Error('El alta del ensayo no devolvió identificador.');
      await auditarEnsayo(creada.paciente_ensayo_id, 'CREAR', null, fila);
      continue;
    }
    const { paciente_ensayo_id, ...antes } = existente;
    if (mismosValores(antes, fila)) continue;
    const { ensayo: _clave, ...cambios } = fila;
    await tx
      .update(pacienteEnsayo)
      .set({ ...cambios, version: sql`${pacienteEnsayo.version} + 1`, modificado_en: new Date(), modificado_por: autor.usuario_id })
      .where(and(eq(pacienteEnsayo.paciente_ensayo_id, paciente_ensayo_id), eq(pacienteEnsayo.paciente_id, pacienteId)));
    await auditarEnsayo(paciente_ensayo_id, 'MODIFICAR', antes, fila);
  }
}
