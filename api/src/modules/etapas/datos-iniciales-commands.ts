import {
  avisoDatosEsenciales,
  CAMPOS_PACIENTE,
  completitudDatosEsenciales,
  DATOS_ESENCIALES,
  estadoDeEtapa,
  hoy,
  MENSAJE_DATOS_NO_VALIDOS,
  pacienteEdicionSchema,
  type DatosIniciales,
  type EstadoFormulario,
  type GuardadoDatosIniciales,
  type Usuario,
} from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { invalidInput } from '../../platform/api-errors';
import type { Auditar } from '../../platform/auditoria-repository';
import type { PacienteEnAlcance } from '../../platform/alcance/paciente-scope';
import { modificarPaciente } from '../pacientes/paciente-commands';
import { cargarPaciente } from '../pacientes/paciente-queries';
import { cargarExpediente } from '../../db/expediente';
import { guardarEtapa } from './etapa-commands';
import { filaActual, vistaDeFila } from './registro-actual-queries';
import { TABLAS_ETAPAS } from '../../db/etapa-registry';

/** Home records whose items the «Datos esenciales» screen edits (DE01–DE15). */
type FormularioEditable = 'paciente' | 'diagnostico' | 'induccion';

/** Editable items: DE01–DE15 except values the server computes (origen de la LMA is derived from the history). */
function esEditable(fila: (typeof DATOS_ESENCIALES)[number]): boolean {
  if (!fila.editable || fila.variable === null) return false;
  if (fila.formulario === 'paciente') return true;
  const etapa = TABLAS_ETAPAS[fila.formulario as 'diagnostico' | 'induccion'].etapa;
  return etapa.campos.some((campo) => campo.name === fila.variable);
}

const EDITABLES = new Map(DATOS_ESENCIALES.filter(esEditable).map((fila) => [fila.variable as string, fila.formulario as FormularioEditable]));

/** `GET /pacientes/{id}/datos-iniciales`: every item of the minimum data set with its value in its home record. */
export async function leerDatosIniciales(db: Database, pacienteId: number): Promise<DatosIniciales> {
  const expediente = await cargarExpediente(db, pacienteId);
  const paciente = await cargarPaciente(db, pacienteId);
  const completitud = completitudDatosEsenciales(expediente.paciente, expediente);
  const estadoDe = (registro: typeof expediente.diagnostico) =>
    estadoDeEtapa(registro === null ? [] : [registro.estado_formulario as EstadoFormulario]);
  const version = (registro: typeof expediente.diagnostico) => (registro === null ? null : Number(registro.version));
  return {
    ...completitud,
    items: completitud.items.map((item) => ({
      ...item,
      editable: item.variable !== null && EDITABLES.has(item.variable),
    })),
    aviso: avisoDatosEsenciales(completitud, paciente.fecha_diagnostico, hoy()),
    versiones: { paciente: paciente.version, diagnostico: version(expediente.diagnostico), induccion: version(expediente.induccion) },
    estados: { diagnostico: estadoDe(expediente.diagnostico), induccion: estadoDe(expediente.induccion) },
  };
}

function agrupar(datos: Readonly<Record<string, unknown>>): Map<FormularioEditable, Record<string, unknown>> {
  const grupos = new Map<FormularioEditable, Record<string, unknown>>();
  const desconocidas: Record<string, string> = {};
  for (const [variable, valor] of Object.entries(datos)) {
    const formulario = EDITABLES.get(variable);
    if (formulario === undefined) desconocidas[variable] = MENSAJE_DATOS_NO_VALIDOS;
    else grupos.set(formulario, { ...grupos.get(formulario), [variable]: valor });
  }
  if (Object.keys(desconocidas).length > 0) throw invalidInput(desconocidas);
  return grupos;
}

async function guardarPaciente(tx: Database, acceso: PacienteEnAlcance, cambios: Record<string, unknown>, version: number | undefined, autor: Usuario, auditar: Auditar) {
  const actual = await cargarPaciente(tx, acceso.paciente_id);
  const formulario = Object.fromEntries(CAMPOS_PACIENTE.map((campo) => [campo.name, actual[campo.name as keyof typeof actual]]));
  const modo = actual.estado_formulario === 'COMPLETO' ? 'completo' : 'borrador';
  const leido = pacienteEdicionSchema.safeParse({ ...formulario, paciente_ensayo: actual.paciente_ensayo, ...cambios, modo, version: version ?? null });
  if (!leido.success) {
    throw invalidInput(Object.fromEntries(leido.error.issues.map((issue) => [issue.path.map(String).join('.'), issue.message])));
  }
  await modificarPaciente(tx, acceso.paciente_id, leido.data, autor, auditar);
}

async function guardarEnEtapa(tx: Database, etapaId: 'diagnostico' | 'induccion', acceso: PacienteEnAlcance, cambios: Record<string, unknown>, version: number | null | undefined, autor: Usuario, auditar: Auditar) {
  const fila = await filaActual(tx, etapaId, acceso.paciente_id, null);
  const actual = fila === null ? null : await vistaDeFila(tx, etapaId, fila);
  const modo = actual?.estado_formulario === 'COMPLETO' ? 'completo' : 'borrador';
  const datos = { ...actual?.datos, ...cambios };
  await guardarEtapa(tx, { etapaId, paciente: acceso, filaId: null, cuerpo: { modo, version: version ?? null, datos }, autor }, auditar);
}

/**
 * `PUT /pacientes/{id}/datos-iniciales`: each edited item is written to its home record in one transaction (a missing
 * stage record is created as a draft), with every validation of that record; errors come back under the item's variable.
 * A record keeps its state: a complete one must stay complete.
 */
export async function guardarDatosIniciales(tx: Database, acceso: PacienteEnAlcance, cuerpo: GuardadoDatosIniciales, autor: Usuario, auditar: Auditar): Promise<void> {
  const grupos = agrupar(cuerpo.datos);
  const paciente = grupos.get('paciente');
  if (paciente !== undefined) await guardarPaciente(tx, acceso, paciente, cuerpo.versiones.paciente, autor, auditar);
  for (const etapaId of ['diagnostico', 'induccion'] as const) {
    const cambios = grupos.get(etapaId);
    if (cambios !== undefined) await guardarEnEtapa(tx, etapaId, acceso, cambios, cuerpo.versiones[etapaId], autor, auditar);
  }
}
