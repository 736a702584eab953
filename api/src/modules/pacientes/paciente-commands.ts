import {
  bloqueoPorEstado,
  CAMPOS_PACIENTE_ENSAYO,
  CLAVE_FILAS_ENSAYO,
  codigosDesactivados,
  edadDiagnosticoDe,
  hoy,
  MENSAJE_UPN_NO_MODIFICABLE,
  tipoRegistro,
  validarPaciente,
  type EstadoFormulario,
  type EstadoPaciente,
  type Modo,
  type NuevoUpn,
  type Paciente,
  type PacienteEdicionValidada,
  type PacienteEntrada,
  type PacienteEnsayo,
  type PacienteValidado,
  type Usuario,
  type CatalogosVigentes,
} from '@registro-lma/shared/domain';
import { leerCatalogosVigentes } from '../../db/catalogos-vigentes';
import type { Database } from '../../db/database';
import { paciente } from '../../db/schema';
import { ApiError, invalidInput } from '../../platform/api-errors';
import type { Auditar } from '../../platform/auditoria-repository';
import { updateVersioned } from '../../platform/versioned-update-commands';
import { actualizarDerivadosPaciente } from '../../db/desenlace-paciente';
import { centroDe, comprobarCentroActivo } from './paciente-centro-validator';
import { avisosDeDuplicado, type AvisosDuplicado } from './paciente-duplicados-queries';
import { guardarEnsayos } from './paciente-ensayos-commands';
import { cargarPaciente, instantaneaPaciente } from './paciente-queries';

const TABLA = 'paciente';

const SIN_DUPLICADOS: AvisosDuplicado = { guardados: [], mostrados: [] };

/** Values the server computes on every save (data-dictionary §3.1, §7). */
function derivados(datos: PacienteEntrada, fechaRegistro: string) {
  return {
    edad_diagnostico: edadDiagnosticoDe(datos),
    tipo_registro: datos.fecha_diagnostico === null ? null : tipoRegistro(fechaRegistro, datos.fecha_diagnostico),
  };
}

/** Completing the registration form moves a BORRADOR patient to ACTIVO (§3.1); other states are kept. */
function estadosTrasGuardar(modo: Modo, estado: EstadoPaciente): { estado: EstadoPaciente; estado_formulario: EstadoFormulario } {
  const completo = modo === 'completo';
  return { estado: completo && estado === 'BORRADOR' ? 'ACTIVO' : estado, estado_formulario: completo ? 'COMPLETO' : 'BORRADOR' };
}

function duplicadosDe(db: Database, modo: Modo, datos: PacienteEntrada, pacienteId: number | null, autor: Usuario) {
  return modo === 'completo' ? avisosDeDuplicado(db, { ...datos, hospital_id: centroDe(datos) }, pacienteId, autor.rol) : SIN_DUPLICADOS;
}

function auditarPaciente(auditar: Auditar, accion: 'CREAR' | 'MODIFICAR', antes: Paciente | null, despues: Paciente) {
  return auditar({
    tabla: TABLA,
    registro_id: despues.paciente_id,
    accion,
    antes: antes === null ? null : instantaneaPaciente(antes),
    despues: instantaneaPaciente(despues),
    paciente_id: despues.paciente_id,
  });
}

/**
 * Registers a patient with its trials in one transaction; the UPN comes from the sequence in the same insert.
 * The caller has checked that the centre is in the user's scope.
 */
export async function crearPaciente(tx: Database, validado: PacienteValidado, autor: Usuario, auditar: Auditar): Promise<Paciente> {
  if (validado.upn !== null) throw invalidInput({ upn: MENSAJE_UPN_NO_MODIFICABLE });
  const { datos, avisos } = await revalidado(tx, validado.datos, validado.modo, []);
  const { paciente_ensayo, ...propios } = datos;
  const hospitalId = centroDe(propios);
  await comprobarCentroActivo(tx, hospitalId);
  const fechaRegistro = hoy();
  const duplicados = await duplicadosDe(tx, validado.modo, propios, null, autor);
  const [creado] = await tx
    .insert(paciente)
    .values({
      ...propios,
      hospital_id: hospitalId,
      fecha_registro: fechaRegistro,
      ...derivados(propios, fechaRegistro),
      ...estadosTrasGuardar(validado.modo, 'BORRADOR'),
      avisos: [...avisos, ...duplicados.guardados],
      creado_por: autor.usuario_id,
      modificado_por: autor.usuario_id,
    })
    .returning({ paciente_id: paciente.paciente_id });
  if (creado === undefined) throw new Error('El alta de paciente no devolvió identificador.');
  await guardarEnsayos(tx, creado.paciente_id, paciente_ensayo, autor, auditar);
  await actualizarDerivadosPaciente(tx, creado.paciente_id);
  const despues = await cargarPaciente(tx, creado.paciente_id);
  await auditarPaciente(auditar, 'CREAR', null, despues);
  return { ...despues, avisos: [...avisos, ...duplicados.mostrados] };
}

/** «Solicitar nuevo UPN»: a BORRADOR patient that holds the next UPN and only its centre. */
export async function solicitarUpn(tx: Database, hospitalId: number, autor: Usuario, auditar: Auditar): Promise<NuevoUpn> {
  await comprobarCentroActivo(tx, hospitalId);
  const [creado] = await tx
    .insert(paciente)
    .values({ hospital_id: hospitalId, fecha_registro: hoy(), creado_por: autor.usuario_id, modificado_por: autor.usuario_id })
    .returning({ paciente_id: paciente.paciente_id, upn: paciente.upn });
  if (creado === undefined) throw new Error('La solicitud de UPN no devolvió identificador.');
  await auditarPaciente(auditar, 'CREAR', null, await cargarPaciente(tx, creado.paciente_id));
  return creado;
}

/**
 * Saves an edit if `version` is still current (else 409). A patient past BORRADOR keeps a complete record, so its
 * edits are checked as complete whatever the mode; RETIRADO and EXCLUIDO patients accept no new data (G18).
 * The caller has checked the scope and, for a change of centre, that the user may transfer.
 */
export async function modificarPaciente(tx: Database, pacienteId: number, validado: PacienteEdicionValidada, autor: Usuario, auditar: Auditar): Promise<Paciente> {
  const antes = await cargarPaciente(tx, pacienteId);
  const bloqueo = bloqueoPorEstado(antes.estado);
  if (bloqueo !== null) throw new ApiError(400, bloqueo);
  if (validado.upn !== null && validado.upn !== antes.upn) throw invalidInput({ upn: MENSAJE_UPN_NO_MODIFICABLE });
  const modo: Modo = antes.estado === 'BORRADOR' ? validado.modo : 'completo';
  const guardado = await revalidado(tx, validado.datos, modo, antes.paciente_ensayo);
  const { paciente_ensayo, ...propios } = guardado.datos;
  const hospitalId = centroDe(propios);
  if (hospitalId !== antes.hospital_id) await comprobarCentroActivo(tx, hospitalId);
  const duplicados = await duplicadosDe(tx, modo, propios, pacienteId, autor);
  await updateVersioned(tx, {
    table: paciente,
    idColumn: paciente.paciente_id,
    id: pacienteId,
    version: validado.version,
    usuarioId: autor.usuario_id,
    values: {
      ...propios,
      hospital_id: hospitalId,
      ...derivados(propios, antes.fecha_registro),
      ...estadosTrasGuardar(modo, antes.estado),
      avisos: [...guardado.avisos, ...duplicados.guardados],
    },
  });
  await guardarEnsayos(tx, pacienteId, paciente_ensayo, autor, auditar);
  await actualizarDerivadosPaciente(tx, pacienteId);
  const despues = await cargarPaciente(tx, pacienteId);
  await auditarPaciente(auditar, 'MODIFICAR', antes, despues);
  return { ...despues, avisos: [...guardado.avisos, ...duplicados.mostrados] };
}

/**
 * A trial row may name a deactivated trial only when the patient already had it (catalogues.md §0): one message per
 * row that takes one anew, keyed as the row's field.
 */
function ensayosDesactivados(filas: readonly PacienteEnsayo[], guardadas: readonly PacienteEnsayo[], vigentes: CatalogosVigentes): Record<string, string> {
  return Object.assign(
    {},
    ...filas.map((fila, indice) => {
      const anterior = guardadas.find((guardada) => guardada.ensayo === fila.ensayo) ?? null;
      const errores = codigosDesactivados(CAMPOS_PACIENTE_ENSAYO, fila, anterior, vigentes);
      return Object.fromEntries(Object.entries(errores).map(([campo, mensaje]) => [`${CLAVE_FILAS_ENSAYO}.${indice}.${campo}`, mensaje]));
    }),
  );
}

/**
 * The record validated again against the ⚙ catalogues in force (the route's schema knows the seed's only): trial
 * codes, deactivated trials the patient did not have (`guardadas`, its stored rows), recruitment periods; in the
 * mode it is saved in. Its data and its warnings.
 */
async function revalidado(tx: Database, datos: PacienteValidado['datos'], modo: Modo, guardadas: readonly PacienteEnsayo[]): Promise<Pick<PacienteValidado, 'datos' | 'avisos'>> {
  const vigentes = await leerCatalogosVigentes(tx);
  const resultado = validarPaciente(datos, modo, vigentes);
  if (!resultado.ok) throw invalidInput(resultado.errores);
  const desactivados = ensayosDesactivados(resultado.data.paciente_ensayo, guardadas, vigentes);
  if (Object.keys(desactivados).length > 0) throw invalidInput(desactivados);
  return { datos: resultado.data, avisos: Object.values(resultado.avisos) };
}
