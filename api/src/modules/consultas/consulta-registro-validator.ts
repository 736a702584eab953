import { and, eq } from 'drizzle-orm';
import { CAMPOS_ESTADO_PACIENTE, CAMPOS_PACIENTE, type FormularioConsulta } from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { columna, claveId, variablesDe } from '../../db/etapa-table';
import { TABLAS_ETAPAS } from '../../db/etapa-registry';
import { invalidInput } from '../../platform/api-errors';

const VARIABLES_PACIENTE = new Set([...CAMPOS_PACIENTE, ...CAMPOS_ESTADO_PACIENTE].map((campo) => campo.name));

function variablesDelFormulario(formulario: FormularioConsulta): ReadonlySet<string> {
  if (formulario === 'paciente') return VARIABLES_PACIENTE;
  const { etapa } = TABLAS_ETAPAS[formulario];
  return new Set([...variablesDe(etapa), ...(etapa.subtabla?.campos ?? []).map((campo) => campo.name)]);
}

/** What a query points at: a live record of the patient on that form, and one of the form's variables (or none). */
export type DestinoConsulta = { paciente_id: number; formulario: FormularioConsulta; registro_id: number; campo: string | null };

/**
 * 400 naming the field unless the record is the patient's own (the patient form's id is the patient's; a stage's, a
 * live row of that patient) and the variable belongs to the form.
 */
export async function exigirDestinoValido(db: Database, destino: DestinoConsulta): Promise<void> {
  if (destino.campo !== null && !variablesDelFormulario(destino.formulario).has(destino.campo)) {
    throw invalidInput({ campo: `El campo «${destino.campo}» no pertenece al formulario.` });
  }
  if (destino.formulario === 'paciente') {
    if (destino.registro_id !== destino.paciente_id) throw invalidInput({ registro_id: 'El registro no es el formulario de este paciente.' });
    return;
  }
  const { tabla, etapa } = TABLAS_ETAPAS[destino.formulario];
  const [fila] = await db
    .select({ id: columna(tabla, claveId(etapa)) })
    .from(tabla)
    .where(and(eq(columna(tabla, claveId(etapa)), destino.registro_id), eq(columna(tabla, 'paciente_id'), destino.paciente_id), eq(columna(tabla, 'eliminado'), false)));
  if (fila === undefined) throw invalidInput({ registro_id: 'El registro no existe en ese formulario del paciente.' });
}
