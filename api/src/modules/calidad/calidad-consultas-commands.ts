import { ETAPAS, type FormularioConsulta } from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import type { Autor } from '../../platform/auditoria-commands';
import type { Auditar } from '../../platform/auditoria-repository';
import { abrirConsultas, type AperturaConsulta } from '../consultas/consulta-commands';
import { pasosDeApertura } from '../consultas/consulta-correo-builder';
import type { LineaCalidad } from './calidad-queries';

const FORMULARIOS = new Set<string>(['paciente', ...ETAPAS.map((etapa) => etapa.id)]);
const esFormulario = (formulario: string): formulario is FormularioConsulta => FORMULARIOS.has(formulario);

/**
 * The query a line becomes: on its record and field; a line with no record (a follow-up overdue, an item of a stage
 * not yet recorded) on the patient's form as a whole. Sample lines are the laboratory's or the shipping's, not a
 * question on a clinical record: none.
 */
function aperturaDe(linea: LineaCalidad, texto: string): AperturaConsulta | null {
  if (!esFormulario(linea.formulario)) return null;
  const base = { paciente_id: linea.paciente_id, texto_consulta: texto, origen: 'AUTOMATICA' as const, regla: linea.regla };
  if (linea.registro_id === null) return { ...base, formulario: 'paciente', registro_id: linea.paciente_id, campo: null };
  return { ...base, formulario: linea.formulario, registro_id: linea.registro_id, campo: linea.campo };
}

/**
 * Opens one query per line (none where one is already open on that field or record): how many opened and skipped,
 * and the opening steps (their mail).
 */
export async function abrirConsultasDeLineas(tx: Database, lineas: readonly LineaCalidad[], texto: string, autor: Autor, auditar: Auditar): Promise<{ abiertas: number; omitidas: number; pasos: number[] }> {
  const aperturas = lineas.map((linea) => aperturaDe(linea, texto)).filter((apertura): apertura is AperturaConsulta => apertura !== null);
  const ids = await abrirConsultas(tx, aperturas, autor, auditar);
  return { abiertas: ids.length, omitidas: lineas.length - ids.length, pasos: await pasosDeApertura(tx, ids) };
}
