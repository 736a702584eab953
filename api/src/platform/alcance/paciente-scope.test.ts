import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { ROLES, type Paciente, type Rol } from '@registro-lma/shared/domain';
import { paciente } from '../../db/schema';
import { usarApiDePrueba } from '../../testing/api-de-prueba';
import { crearCentro, formularioPaciente, PACIENTES, requestAs, registrarPaciente } from '../../testing/pacientes';
import { signIn, type TestSession } from '../../testing/sign-in';

/** The patient of the user's own centre, or of another centre. */
type Centro = 'propio' | 'otro';

type Peticion = { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object };

const sesiones = new Map<Rol, TestSession>();
const centros = new Map<Centro, number>();
const pacientes = new Map<Centro, Paciente>();

const api = usarApiDePrueba(async (app) => {
  centros.set('propio', await crearCentro(app, 'PROPIO'));
  centros.set('otro', await crearCentro(app, 'OTRO'));
  const propio = centros.get('propio') ?? 0;
  for (const rol of ROLES) sesiones.set(rol, await signIn(app, rol, ['CLINICO', 'COORDINADOR', 'LECTURA'].includes(rol) ? { hospitales: [propio] } : {}));
  const admin = sesiones.get('ADMIN');
  assert.ok(admin);
  for (const centro of ['propio', 'otro'] as const) {
    pacientes.set(centro, await registrarPaciente(app, admin, formularioPaciente(centros.get(centro) ?? 0)));
  }
});

async function actual(centro: Centro) {
  const [fila] = await api.app.db
    .select({ version: paciente.version, estado: paciente.estado })
    .from(paciente)
    .where(eq(paciente.paciente_id, pacientes.get(centro)?.paciente_id ?? 0));
  assert.ok(fila);
  return fila;
}

const id = (centro: Centro) => pacientes.get(centro)?.paciente_id ?? 0;

/** Every patient route, built for a patient (or centre) of each kind; stateful ones read the current version. */
const RUTAS: Record<string, (centro: Centro) => Promise<Peticion>> = {
  'GET /pacientes': async (centro) => ({ method: 'GET', url: `${PACIENTES}?hospital_id=${centros.get(centro)}` }),
  'GET /pacientes/admin': async (centro) => ({ method: 'GET', url: `${PACIENTES}/admin?hospital_id=${centros.get(centro)}` }),
  'GET /select/busqueda': async (centro) => ({ method: 'GET', url: `${PACIENTES}/select/busqueda/${pacientes.get(centro)?.upn}` }),
  'GET /select/estados': async () => ({ method: 'GET', url: `${PACIENTES}/select/estados` }),
  'GET /select/entidades': async () => ({ method: 'GET', url: `${PACIENTES}/select/entidades` }),
  'POST /pacientes': async (centro) => ({ method: 'POST', url: PACIENTES, payload: formularioPaciente(centros.get(centro) ?? 0) }),
  'POST /codigo-nuevo-upn': async (centro) => ({ method: 'POST', url: `${PACIENTES}/codigo-nuevo-upn`, payload: { hospital_id: centros.get(centro) } }),
  'GET /{id}': async (centro) => ({ method: 'GET', url: `${PACIENTES}/${id(centro)}` }),
  'GET /upn/{upn}': async (centro) => ({ method: 'GET', url: `${PACIENTES}/upn/${pacientes.get(centro)?.upn}` }),
  'PUT /{id}': async (centro) => ({
    method: 'PUT',
    url: `${PACIENTES}/${id(centro)}`,
    payload: { ...formularioPaciente(centros.get(centro) ?? 0), version: (await actual(centro)).version },
  }),
  'PUT /{id}/estado': async (centro) => {
    const { version, estado } = await actual(centro);
    const hacia = estado === 'ACTIVO' ? 'PERDIDO_SEGUIMIENTO' : 'ACTIVO';
    return { method: 'PUT', url: `${PACIENTES}/${id(centro)}/estado`, payload: { estado: hacia, estado_motivo: 'Sin contacto desde hace un año.', version } };
  },
  'GET /{id}/historial': async (centro) => ({ method: 'GET', url: `${PACIENTES}/${id(centro)}/historial` }),
  'POST /mail-paciente/{id}': async (centro) => ({ method: 'POST', url: `${PACIENTES}/mail-paciente/${id(centro)}?enviar=false` }),
};

const TODOS = ['ADMIN', 'COORDINADOR', 'CLINICO', 'LABORATORIO', 'BIOBANCO', 'LECTURA'] as const;

/** Expected status, own centre / other centre, per role in the order of TODOS (data-dictionary §2.3). */
const ESPERADO: Record<keyof typeof RUTAS, readonly [number, number][]> = {
  //                          ADMIN       COORDINADOR  CLINICO     LABORATORIO  BIOBANCO    LECTURA
  'GET /pacientes':           [[200, 200], [200, 200], [200, 403], [403, 403], [403, 403], [200, 200]],
  'GET /pacientes/admin':     [[200, 200], [200, 200], [403, 403], [403, 403], [403, 403], [200, 200]],
  'GET /select/busqueda':     [[200, 200], [200, 200], [200, 200], [403, 403], [403, 403], [200, 200]],
  'GET /select/estados':      [[200, 200], [200, 200], [200, 200], [200, 200], [200, 200], [200, 200]],
  'GET /select/entidades':    [[200, 200], [200, 200], [200, 200], [200, 200], [200, 200], [200, 200]],
  'POST /pacientes':          [[201, 201], [403, 403], [201, 403], [403, 403], [403, 403], [403, 403]],
  'POST /codigo-nuevo-upn':   [[201, 201], [403, 403], [201, 403], [403, 403], [403, 403], [403, 403]],
  'GET /{id}':                [[200, 200], [200, 200], [200, 403], [403, 403], [403, 403], [200, 200]],
  'GET /upn/{upn}':           [[200, 200], [200, 200], [200, 403], [403, 403], [403, 403], [200, 200]],
  'PUT /{id}':                [[200, 200], [403, 403], [200, 403], [403, 403], [403, 403], [403, 403]],
  'PUT /{id}/estado':         [[200, 200], [200, 200], [200, 403], [403, 403], [403, 403], [403, 403]],
  'GET /{id}/historial':      [[200, 200], [200, 200], [200, 403], [403, 403], [403, 403], [403, 403]],
  'POST /mail-paciente/{id}': [[200, 200], [200, 200], [200, 403], [403, 403], [403, 403], [403, 403]],
};

for (const [ruta, construir] of Object.entries(RUTAS)) {
  describe(ruta, () => {
    for (const [fila, rol] of TODOS.entries()) {
      for (const [indice, centro] of (['propio', 'otro'] as const).entries()) {
        const esperado = ESPERADO[ruta]?.[fila]?.[indice];
        test(`${rol}, patient of the ${centro === 'propio' ? 'own' : 'other'} centre → ${esperado}`, async () => {
          const { method, url, payload } = await construir(centro);
          const response = await requestAs(api.app, sesiones.get(rol) as TestSession, method, url, payload);
          assert.equal(response.statusCode, esperado, response.body);
          if (esperado === 403) assert.deepEqual(response.json(), { message: 'No tiene permisos para realizar esta acción.' });
        });
      }
    }
  });
}

describe('unknown patients and the way in', () => {
  test('an unknown id or UPN is 404 for a role that may see patients, 403 for one that may not', async () => {
    for (const url of [`${PACIENTES}/999999`, `${PACIENTES}/upn/LMA-999999`, `${PACIENTES}/999999/historial`]) {
      const clinico = await requestAs(api.app, sesiones.get('CLINICO') as TestSession, 'GET', url);
      assert.deepEqual([clinico.statusCode, clinico.json()], [404, { message: 'Recurso no encontrado.' }]);
      assert.equal((await requestAs(api.app, sesiones.get('LABORATORIO') as TestSession, 'GET', url)).statusCode, 403);
    }
  });

  test('without a token every route answers 401', async () => {
    for (const construir of Object.values(RUTAS)) {
      const { method, url, payload } = await construir('propio');
      const response = await api.app.inject({ method, url, ...(payload ? { payload } : {}) });
      assert.equal(response.statusCode, 401, `${method} ${url}`);
    }
  });

  test('a clinician cannot move a patient to another centre, even one of theirs; an admin can', async () => {
    const tercero = await crearCentro(api.app, 'TERCERO');
    const clinico = await signIn(api.app, 'CLINICO', { hospitales: [centros.get('propio') ?? 0, tercero] });
    const traslado = async (sesion: TestSession) =>
      requestAs(api.app, sesion, 'PUT', `${PACIENTES}/${id('propio')}`, { ...formularioPaciente(tercero), version: (await actual('propio')).version });
    assert.equal((await traslado(clinico)).statusCode, 403);
    const movido = await traslado(sesiones.get('ADMIN') as TestSession);
    assert.equal(movido.json<Paciente>().hospital.codigo, 'TERCERO');
    assert.equal((await requestAs(api.app, sesiones.get('CLINICO') as TestSession, 'GET', `${PACIENTES}/${id('propio')}`)).statusCode, 403);
  });
});
