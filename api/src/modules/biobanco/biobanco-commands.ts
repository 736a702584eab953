import { and, eq } from 'drizzle-orm';
import {
  CAMPOS_BIOBANCO,
  codigosDesactivados,
  ESTADO_ALICUOTA,
  ESTADOS_ALICUOTA_ALMACENADA,
  MENSAJE_REFERENCIA_INEXISTENTE,
  validarBiobanco,
  type EstadoAlicuotaBaja,
  type EstadoPaciente,
  type RegistroBiobanco,
} from '@registro-lma/shared/domain';
import { leerCatalogosVigentes } from '../../db/catalogos-vigentes';
import type { Database } from '../../db/database';
import { biobanco, muestra, paciente } from '../../db/schema';
import { ApiError, invalidInput, notFound } from '../../platform/api-errors';
import type { Autor } from '../../platform/auditoria-commands';
import type { Auditar } from '../../platform/auditoria-repository';
import { updateVersioned } from '../../platform/versioned-update-commands';
import { exigirPacienteAdmiteMuestras } from '../muestras/admision-muestra-validator';
import { cargarRegistroBiobanco } from './biobanco-queries';

const TABLA = 'biobanco';

export type PacienteBiobanco = { paciente_id: number; estado: EstadoPaciente };

/** The patient of a UPN (404 when none). */
export async function pacienteDeUpn(db: Database, upn: string): Promise<PacienteBiobanco & { hospital_id: number }> {
  const [encontrado] = await db
    .select({ paciente_id: paciente.paciente_id, estado: paciente.estado, hospital_id: paciente.hospital_id })
    .from(paciente)
    .where(eq(paciente.upn, upn.trim().toUpperCase()));
  if (encontrado === undefined) throw notFound();
  return encontrado;
}

/**
 * Every field and rule of §5.5 against the patient's consent, the source sample, which must be the patient's, and the
 * biolabs in force (a deactivated one only where the record already had it: `anterior`).
 */
async function validado(tx: Database, pacienteId: number, datos: unknown, anterior: RegistroBiobanco['datos'] | null) {
  const [consentimiento] = await tx.select({ valor: paciente.consentimiento_muestras }).from(paciente).where(eq(paciente.paciente_id, pacienteId));
  const muestraId = typeof datos === 'object' && datos !== null && 'muestra_id' in datos ? datos.muestra_id : null;
  let fechaExtraccion: string | null = null;
  if (typeof muestraId === 'number' && Number.isInteger(muestraId)) {
    const [origen] = await tx
      .select({ fecha: muestra.fecha_extraccion })
      .from(muestra)
      .where(and(eq(muestra.muestra_id, muestraId), eq(muestra.paciente_id, pacienteId), eq(muestra.eliminado, false)));
    if (origen === undefined) throw invalidInput({ muestra_id: MENSAJE_REFERENCIA_INEXISTENTE });
    fechaExtraccion = origen.fecha;
  }
  const catalogos = await leerCatalogosVigentes(tx);
  const contexto = { alta: anterior === null, consentimiento_muestras: consentimiento?.valor ?? null, fecha_extraccion: fechaExtraccion, catalogos };
  const resultado = validarBiobanco(datos, contexto);
  if (!resultado.ok) throw invalidInput(resultado.errores);
  const desactivados = codigosDesactivados(CAMPOS_BIOBANCO, resultado.data, anterior, catalogos);
  if (Object.keys(desactivados).length > 0) throw invalidInput(desactivados);
  return resultado;
}

async function releer(tx: Database, id: number): Promise<RegistroBiobanco> {
  const registro = await cargarRegistroBiobanco(tx, id);
  if (registro === null) throw notFound();
  return registro;
}

async function auditarRegistro(auditar: Auditar, antes: RegistroBiobanco | null, despues: RegistroBiobanco, cambioEstado?: { motivo: string | null }): Promise<void> {
  await auditar({
    tabla: TABLA,
    registro_id: despues.biobanco_id,
    accion: cambioEstado !== undefined ? 'CAMBIO_ESTADO' : antes === null ? 'CREAR' : 'MODIFICAR',
    antes,
    despues,
    motivo: cambioEstado?.motivo ?? null,
    paciente_id: despues.paciente_id,
  });
}

/** Records a biobank entry of a patient in the caller's transaction (G18, consent, rules, audit). */
export async function crearRegistroBiobanco(tx: Database, pacienteBiobanco: PacienteBiobanco, datos: unknown, autor: Autor, auditar: Auditar): Promise<RegistroBiobanco> {
  exigirPacienteAdmiteMuestras(pacienteBiobanco.estado);
  const resultado = await validado(tx, pacienteBiobanco.paciente_id, datos, null);
  const [creado] = await tx
    .insert(biobanco)
    .values({
      ...resultado.data,
      biolab: resultado.data.biolab,
      paciente_id: pacienteBiobanco.paciente_id,
      avisos: resultado.avisos,
      creado_por: autor.usuario_id,
      modificado_por: autor.usuario_id,
    })
    .returning({ id: biobanco.biobanco_id });
  if (creado === undefined) throw new Error('El alta del registro de biobanco no devolvió identificador.');
  const despues = await releer(tx, creado.id);
  await auditarRegistro(auditar, null, despues);
  return despues;
}

/** Edits a biobank entry with the version read (409 if stale). Leaving the biobank (CEDIDA…) is allowed after death or withdrawal. */
export async function modificarRegistroBiobanco(
  tx: Database,
  registro: { biobanco_id: number; paciente_id: number },
  entrada: { version: number; datos: unknown },
  autor: Autor,
  auditar: Auditar,
): Promise<RegistroBiobanco> {
  const antes = await releer(tx, registro.biobanco_id);
  return guardarVersion(tx, registro, antes, entrada.datos, entrada.version, autor, auditar);
}

/** Validates `datos` against the record as it was, writes them with the version read (409 if stale) and audits the change. */
async function guardarVersion(
  tx: Database,
  registro: { biobanco_id: number; paciente_id: number },
  antes: RegistroBiobanco,
  datos: unknown,
  version: number,
  autor: Autor,
  auditar: Auditar,
  cambioEstado?: { motivo: string | null },
): Promise<RegistroBiobanco> {
  const resultado = await validado(tx, registro.paciente_id, datos, antes.datos);
  await updateVersioned(tx, {
    table: biobanco,
    idColumn: biobanco.biobanco_id,
    id: registro.biobanco_id,
    version,
    values: { ...resultado.data, biolab: resultado.data.biolab, avisos: resultado.avisos },
    usuarioId: autor.usuario_id,
  });
  const despues = await releer(tx, registro.biobanco_id);
  await auditarRegistro(auditar, antes, despues, cambioEstado);
  return despues;
}

const etiquetaAlicuota = (codigo: unknown): string => ESTADO_ALICUOTA.find((fila) => fila.codigo === codigo)?.etiqueta ?? String(codigo);

export type BajaAlicuotas = { estado_alicuota: EstadoAlicuotaBaja; fecha_salida: string; version: number; motivo: string | null };

/**
 * The aliquots of a record destroyed or anonymised (§5.5, a patient who revoked consent): only while they are still
 * stored (DISPONIBLE or RESERVADA, else 409), with the version read, checked by every rule of the record (the exit
 * date not before the entry, G11) and audited as a state change with its reason.
 */
export async function darDeBajaAlicuotas(tx: Database, registro: { biobanco_id: number; paciente_id: number }, baja: BajaAlicuotas, autor: Autor, auditar: Auditar): Promise<RegistroBiobanco> {
  const antes = await releer(tx, registro.biobanco_id);
  const estado = antes.datos.estado_alicuota;
  if (!(ESTADOS_ALICUOTA_ALMACENADA as readonly unknown[]).includes(estado)) {
    throw new ApiError(409, `Las alícuotas ya no están almacenadas (estado «${etiquetaAlicuota(estado)}»): no se puede registrar su destrucción ni su anonimización.`);
  }
  const datos = { ...antes.datos, estado_alicuota: baja.estado_alicuota, fecha_salida: baja.fecha_salida };
  return guardarVersion(tx, registro, antes, datos, baja.version, autor, auditar, { motivo: baja.motivo });
}
