import assert from 'node:assert/strict';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Paciente } from '@registro-lma/shared/domain';
import { hospital } from '../db/schema';
import type { TestSession } from './sign-in';

export const PACIENTES = '/leucemia/api/pacientes';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A request signed in as `sesion`. */
export function requestAs(app: FastifyInstance, sesion: TestSession, method: Method, url: string, payload?: object): Promise<LightMyRequestResponse> {
  const opciones: InjectOptions = { method, url, headers: { authorization: sesion.authorization }, ...(payload ? { payload } : {}) };
  return app.inject(opciones);
}

/** An active centre, straight into the database. */
export async function crearCentro(app: FastifyInstance, codigo: string, activo = true): Promise<number> {
  const [creado] = await app.db
    .insert(hospital)
    .values({ codigo, nombre: `Hospital ${codigo}`, ciudad: 'Madrid', comunidad_autonoma: 'MD', activo })
    .returning({ hospital_id: hospital.hospital_id });
  assert.ok(creado);
  return creado.hospital_id;
}

/** A complete, valid registration form of a patient of `hospitalId` (dates in the past whatever today is). */
export function formularioPaciente(hospitalId: number, cambios: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    modo: 'completo',
    hospital_id: hospitalId,
    sexo: 'HOMBRE',
    fecha_nacimiento: '1958-07-20',
    fecha_diagnostico: '2023-11-06',
    entidad: 'LMA',
    consentimiento: 'FIRMADO',
    fecha_consentimiento: '2023-11-10',
    version_consentimiento: '3.0',
    consentimiento_muestras: 'NO',
    participa_ensayo: 'NO',
    medico_responsable: 'Dr. Ruiz',
    observaciones: 'Derivado desde otro centro.',
    paciente_ensayo: [],
    ...cambios,
  };
}

/** A patient born 1960, diagnosed 2024-01-15, consenting to samples and enrolled in LMA_FLOW as LF-1 on 2024-01-20. */
export function formularioPacienteEnEnsayo(hospitalId: number, cambios: Record<string, unknown> = {}): Record<string, unknown> {
  return formularioPaciente(hospitalId, {
    fecha_nacimiento: '1960-05-10',
    fecha_diagnostico: '2024-01-15',
    fecha_consentimiento: '2024-01-16',
    consentimiento_muestras: 'SI',
    participa_ensayo: 'SI',
    paciente_ensayo: [{ ensayo: 'LMA_FLOW', codigo_paciente_ensayo: 'LF-1', fecha_inclusion: '2024-01-20' }],
    ...cambios,
  });
}

/** Registers a patient through the API as `sesion` (201 expected). */
export async function registrarPaciente(app: FastifyInstance, sesion: TestSession, formulario: Record<string, unknown>): Promise<Paciente> {
  const response = await requestAs(app, sesion, 'POST', PACIENTES, formulario);
  assert.equal(response.statusCode, 201, response.body);
  return response.json<Paciente>();
}
