import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ETAPAS, type Rol } from '@registro-lma/shared/domain';
import { usarApiDePrueba } from '../../testing/api-de-prueba';
import { crearCentro, formularioPaciente, PACIENTES, registrarPaciente, requestAs } from '../../testing/pacientes';
import { RUTAS_ETAPAS, type AccionEtapa } from '../../testing/rutas-etapas';
import { signIn, type TestSession } from '../../testing/sign-in';

let pacienteId: number;
const sesiones = new Map<string, TestSession>();

type Quien = 'ADMIN' | 'COORDINADOR' | 'CLINICO propio' | 'CLINICO de otro centro' | 'LECTURA' | 'LABORATORIO' | 'BIOBANCO';

const api = usarApiDePrueba(async (app) => {
  const propio = await crearCentro(app, 'PROP');
  const otro = await crearCentro(app, 'OTRO');
  const roles: [Quien, Rol, number[]][] = [
    ['ADMIN', 'ADMIN', []],
    ['COORDINADOR', 'COORDINADOR', []],
    ['CLINICO propio', 'CLINICO', [propio]],
    ['CLINICO de otro centro', 'CLINICO', [otro]],
    ['LECTURA', 'LECTURA', []],
    ['LABORATORIO', 'LABORATORIO', []],
    ['BIOBANCO', 'BIOBANCO', []],
  ];
  for (const [quien, rol, hospitales] of roles) sesiones.set(quien, await signIn(app, rol, { hospitales }));
  const clinico = sesiones.get('CLINICO propio');
  assert.ok(clinico);
  pacienteId = (await registrarPaciente(app, clinico, formularioPaciente(propio))).paciente_id;
});

const sesion = (quien: Quien): TestSession => {
  const encontrada = sesiones.get(quien);
  assert.ok(encontrada);
  return encontrada;
};

/** Who reads a stage (404 while it has no record) and who is refused (403), before any record exists. */
const LECTURA_ESPERADA: Record<Quien, number> = {
  ADMIN: 404,
  COORDINADOR: 404,
  'CLINICO propio': 404,
  'CLINICO de otro centro': 403,
  LECTURA: 404,
  LABORATORIO: 403,
  BIOBANCO: 403,
};

/** Who gets past the gate of each kind of stage route (data-dictionary §2.3). */
const PASAN: Readonly<Record<AccionEtapa, readonly Quien[]>> = {
  leer: ['ADMIN', 'COORDINADOR', 'CLINICO propio', 'LECTURA'],
  escribir: ['ADMIN', 'CLINICO propio'],
  validar: ['ADMIN', 'COORDINADOR'],
};

/** A body each kind of route accepts, so only the gate can refuse it. */
function cuerpoDe(url: string): object | undefined {
  if (url.endsWith('/datos-iniciales')) return { versiones: {}, datos: {} };
  if (url.endsWith('/validar')) return { version: 1 };
  if (url.endsWith('/desbloquear')) return { version: 1, motivo: 'Motivo de la prueba de permisos' };
  return { modo: 'borrador', version: 1, motivo: 'Motivo de la prueba de permisos', datos: {} };
}

describe('authorisation of every stage endpoint × role × own/other centre', () => {
  // Reads first, while no stage has a record; then writes and validations.
  for (const etapa of ETAPAS) {
    for (const quien of Object.keys(LECTURA_ESPERADA) as Quien[]) {
      test(`GET …/{id}/${etapa.rutaApi} as ${quien} → ${LECTURA_ESPERADA[quien]}`, async () => {
        const response = await requestAs(api.app, sesion(quien), 'GET', `${PACIENTES}/${pacienteId}/${etapa.rutaApi}`);
        assert.equal(response.statusCode, LECTURA_ESPERADA[quien], response.body);
      });
    }
  }

  // Then every route of the list that OpenAPI documents (the table of platform/require-rol-policy.test.ts), on a patient
  // without records: whoever gets past the gate gets an answer about the record (200, 404, 400 or 409); the others 403.
  for (const ruta of RUTAS_ETAPAS) {
    for (const quien of Object.keys(LECTURA_ESPERADA) as Quien[]) {
      const pasa = PASAN[ruta.accion].includes(quien);
      test(`${ruta.method} ${ruta.url} as ${quien} → ${pasa ? 'past the gate' : '403'}`, async () => {
        const url = ruta.url.replace('{id}', String(pacienteId)).replace('{filaId}', '999999');
        const response = await requestAs(api.app, sesion(quien), ruta.method, url, cuerpoDe(ruta.url));
        if (pasa) assert.ok(![401, 403].includes(response.statusCode), `${response.statusCode} ${response.body}`);
        else assert.equal(response.statusCode, 403, response.body);
      });
    }
  }

  test('a stage of a patient that does not exist answers 404 to those who may read', async () => {
    const response = await requestAs(api.app, sesion('CLINICO propio'), 'GET', `${PACIENTES}/999999/diagnostico`);
    assert.equal(response.statusCode, 404);
  });

  test('the stage summary follows the patient gate', async () => {
    assert.equal((await requestAs(api.app, sesion('CLINICO propio'), 'GET', `${PACIENTES}/${pacienteId}/etapas`)).statusCode, 200);
    assert.equal((await requestAs(api.app, sesion('CLINICO de otro centro'), 'GET', `${PACIENTES}/${pacienteId}/etapas`)).statusCode, 403);
    assert.equal((await requestAs(api.app, sesion('LABORATORIO'), 'GET', `${PACIENTES}/${pacienteId}/etapas`)).statusCode, 403);
  });
});
