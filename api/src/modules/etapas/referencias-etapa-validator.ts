import { and, eq } from 'drizzle-orm';
import {
  MENSAJE_REFERENCIA_INEXISTENTE,
  momentoGeneralDeEnsayo,
  ngsAdmitidoEnCampo,
  type DefinicionEtapa,
  type ExpedientePaciente,
  type Referencia,
  type Registro,
} from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { muestra, muestraNgs } from '../../db/schema';

/** The patient's live NGS results with the general moment (§1.1) of their sample. */
async function resultadosNgsDelPaciente(db: Database, pacienteId: number): Promise<{ ngs_id: number; momento: string | null }[]> {
  const filas = await db
    .select({ ngs_id: muestraNgs.ngs_id, es_ensayo: muestra.es_ensayo, momento: muestra.momento, ensayo: muestra.ensayo, momento_ensayo: muestra.momento_ensayo })
    .from(muestraNgs)
    .innerJoin(muestra, eq(muestra.muestra_id, muestraNgs.muestra_id))
    .where(and(eq(muestraNgs.paciente_id, pacienteId), eq(muestraNgs.eliminado, false), eq(muestra.eliminado, false)));
  return filas.map((fila) => ({ ngs_id: fila.ngs_id, momento: fila.es_ensayo ? momentoGeneralDeEnsayo(fila.ensayo, fila.momento_ensayo) : fila.momento }));
}

type ResultadosNgs = Awaited<ReturnType<typeof resultadosNgsDelPaciente>>;

/** Ids a reference field may take for this patient; null when any value of its own list is fine. */
function idsReferenciables(campo: string, referencia: Referencia, expediente: ExpedientePaciente, ngs: ResultadosNgs): ReadonlySet<unknown> | null {
  switch (referencia) {
    case 'recaida':
      return new Set(expediente.recaida.map((fila) => fila.recaida_id));
    case 'trasplante':
      return new Set(expediente.trasplante.map((fila) => fila.trasplante_id));
    case 'muestra_ngs':
      return new Set(ngs.filter((resultado) => ngsAdmitidoEnCampo(campo, resultado.momento)).map((resultado) => resultado.ngs_id));
    case 'hospital':
      return null;
  }
}

/**
 * A reference to another record must name one of this patient's live records (never another patient's); an NGS
 * result, one of the moment the field asks for (the diagnosis links a diagnosis result, data-dictionary §3.3).
 */
export async function erroresDeReferencias(db: Database, etapa: DefinicionEtapa, datos: Registro, expediente: ExpedientePaciente): Promise<Record<string, string>> {
  const referencias = etapa.campos.filter((campo) => campo.kind === 'enum' && campo.referencia !== undefined && datos[campo.name] !== null && datos[campo.name] !== undefined);
  const ngs = referencias.some((campo) => campo.kind === 'enum' && campo.referencia === 'muestra_ngs') ? await resultadosNgsDelPaciente(db, expediente.paciente.paciente_id) : [];
  const errores: Record<string, string> = {};
  for (const campo of referencias) {
    if (campo.kind !== 'enum' || campo.referencia === undefined) continue;
    const validos = idsReferenciables(campo.name, campo.referencia, expediente, ngs);
    if (validos !== null && !validos.has(datos[campo.name])) errores[campo.name] = MENSAJE_REFERENCIA_INEXISTENTE;
  }
  return errores;
}
