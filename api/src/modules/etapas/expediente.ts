import { asc, eq } from 'drizzle-orm';
import type { EtapaId, ExpedientePaciente, Registro } from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { paciente, pacienteEnsayo } from '../../db/schema';
import { notFound } from '../../platform/api-error';
import { filasDeEtapa, subfilasDe } from './filas-etapa';
import { TABLAS_ETAPAS } from './registro-etapas';

const unico = (filas: readonly Registro[]): Registro | null => filas[0] ?? null;

/** Every live clinical record of a patient, as the stage rules read them (data-dictionary §6). */
export async function cargarExpediente(db: Database, pacienteId: number): Promise<ExpedientePaciente> {
  const [datos] = await db
    .select({
      fecha_nacimiento: paciente.fecha_nacimiento,
      fecha_diagnostico: paciente.fecha_diagnostico,
      entidad: paciente.entidad,
      estado: paciente.estado,
    })
    .from(paciente)
    .where(eq(paciente.paciente_id, pacienteId));
  if (datos === undefined) throw notFound();
  const ensayos = await db
    .select({ ensayo: pacienteEnsayo.ensayo, fecha_inclusion: pacienteEnsayo.fecha_inclusion })
    .from(pacienteEnsayo)
    .where(eq(pacienteEnsayo.paciente_id, pacienteId))
    .orderBy(asc(pacienteEnsayo.paciente_ensayo_id));
  const filas = (id: EtapaId) => filasDeEtapa(db, TABLAS_ETAPAS[id], pacienteId);
  const [diagnosticos, induccion, consolidacion, postConsolidacion, trasplante, seguimiento, recaida, recRes, muerte] = await Promise.all([
    filas('diagnostico'),
    filas('induccion'),
    filas('consolidacion'),
    filas('post_consolidacion'),
    filas('trasplante'),
    filas('seguimiento'),
    filas('recaida'),
    filas('rec_res_1'),
    filas('muerte'),
  ]);
  const diagnostico = unico(diagnosticos);
  const fish = diagnostico === null ? [] : await subfilasDe(db, TABLAS_ETAPAS.diagnostico, Number(diagnostico.diagnostico_id));
  return {
    paciente: { paciente_id: pacienteId, ...datos, ensayos },
    diagnostico: diagnostico === null ? null : { ...diagnostico, diagnostico_fish: fish },
    diagnostico_fish: fish,
    induccion: unico(induccion),
    consolidacion,
    post_consolidacion: postConsolidacion,
    trasplante,
    seguimiento,
    recaida,
    rec_res: [...recRes].sort((a, b) => Number(a.rr_linea) - Number(b.rr_linea)),
    muerte: unico(muerte),
  };
}
