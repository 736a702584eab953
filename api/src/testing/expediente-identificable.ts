import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import type { Paciente } from '@registro-lma/shared/domain';
import { consolidacionValida } from '@registro-lma/shared/fixtures/consolidacion/consolidacion-valida';
import { diagnosticoValido } from '@registro-lma/shared/fixtures/diagnostico/diagnostico-valido';
import { induccionIntensivaValida } from '@registro-lma/shared/fixtures/induccion/induccion-valida';
import { muerteValida } from '@registro-lma/shared/fixtures/muerte/muerte-valida';
import { recaidaValida } from '@registro-lma/shared/fixtures/recaida/recaida-valida';
import { rescateValido } from '@registro-lma/shared/fixtures/rescate/rescate-valido';
import { trasplanteValido } from '@registro-lma/shared/fixtures/trasplante/trasplante-valido';
import { formularioPaciente, PACIENTES, registrarPaciente, requestAs } from './pacientes';
import type { TestSession } from './sign-in';

/** The birth date of both patients (the stage fixtures' patient), and the same date as the screens write it. */
export const FECHA_NACIMIENTO = '1960-05-10';
export const FECHA_NACIMIENTO_EN_PANTALLA = '10/05/1960';

/** Free text saved where a patient keeps it (record, trials, state, stage records, a sub-table row): none may reach a read-only role. */
export const TEXTOS_LIBRES = {
  observaciones: 'Vive en la calle Ficticia 12.',
  medico_responsable: 'Dra. Ficticia Pérez',
  ensayo_otro: 'Estudio local Ficticio',
  estado_motivo: 'Se mudó a Ficticia del Monte.',
  fish_sonda_otra: 'Sonda casera Ficticia',
  rec_observaciones: 'Recaída comentada por su hija, Ficticia.',
  muerte_observaciones: 'Fallece en su domicilio de Ficticia.',
} as const;

async function guardar(app: FastifyInstance, sesion: TestSession, pacienteId: number, ruta: string, datos: object, metodo: 'PUT' | 'POST' = 'PUT') {
  const response = await requestAs(app, sesion, metodo, `${PACIENTES}/${pacienteId}/${ruta}`, { modo: 'completo', datos });
  assert.ok([200, 201].includes(response.statusCode), `${ruta}: ${response.body}`);
}

function formulario(centro: number): Record<string, unknown> {
  const ensayo = { ensayo: 'OTRO', ensayo_otro: TEXTOS_LIBRES.ensayo_otro, codigo_paciente_ensayo: 'EL-1', fecha_inclusion: '2024-01-20' };
  return formularioPaciente(centro, {
    fecha_nacimiento: FECHA_NACIMIENTO,
    fecha_diagnostico: '2024-01-15',
    fecha_consentimiento: '2024-01-16',
    medico_responsable: TEXTOS_LIBRES.medico_responsable,
    observaciones: TEXTOS_LIBRES.observaciones,
    participa_ensayo: 'SI',
    paciente_ensayo: [ensayo],
  });
}

/**
 * Two patients of `centro` holding every kind of identifying value: one followed from diagnosis to death (every
 * stage with a record, free text in the records and in a FISH row), one lost to follow-up with its reason.
 */
export async function sembrarExpedientesIdentificables(app: FastifyInstance, admin: TestSession, centro: number): Promise<Paciente[]> {
  const seguido = await registrarPaciente(app, admin, formulario(centro));
  const fish = [{ fish_sonda: 'FISH_OTRA', fish_sonda_otra: TEXTOS_LIBRES.fish_sonda_otra, fish_resultado: 'NEGATIVO' }];
  await guardar(app, admin, seguido.paciente_id, 'diagnostico', diagnosticoValido({ diagnostico_fish: fish }));
  await guardar(app, admin, seguido.paciente_id, 'induccion', induccionIntensivaValida());
  await guardar(app, admin, seguido.paciente_id, 'consolidacion', consolidacionValida(), 'POST');
  await guardar(app, admin, seguido.paciente_id, 'transplante', trasplanteValido(), 'POST');
  await guardar(app, admin, seguido.paciente_id, 'recaida', recaidaValida({ rec_observaciones: TEXTOS_LIBRES.rec_observaciones }), 'POST');
  await guardar(app, admin, seguido.paciente_id, 'rec-res-1', rescateValido());
  await guardar(app, admin, seguido.paciente_id, 'muerte', muerteValida({ muerte_fecha: '2024-12-01', muerte_observaciones: TEXTOS_LIBRES.muerte_observaciones }));

  const perdido = await registrarPaciente(app, admin, formulario(centro));
  const cambio = { estado: 'PERDIDO_SEGUIMIENTO', estado_motivo: TEXTOS_LIBRES.estado_motivo, version: perdido.version };
  const response = await requestAs(app, admin, 'PUT', `${PACIENTES}/${perdido.paciente_id}/estado`, cambio);
  assert.equal(response.statusCode, 200, response.body);
  return [seguido, perdido];
}
