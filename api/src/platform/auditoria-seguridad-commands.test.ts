import assert from 'node:assert/strict';
import { test } from 'node:test';
import { gt, max } from 'drizzle-orm';
import { auditoria } from '../db/schema';
import { usarApiDePrueba } from '../testing/api-de-prueba';
import { crearCentro, formularioPaciente, PACIENTES, registrarPaciente, requestAs } from '../testing/pacientes';
import { signIn, type TestSession } from '../testing/sign-in';

const LOGIN = '/leucemiaAutenticacion/api/auth/login';
const CONTRASENA_PROBADA = 'una-contraseña-que-no-debe-guardarse';

let centro: number;
let clinico: TestSession;

const api = usarApiDePrueba(async (app) => {
  centro = await crearCentro(app, 'SEGU');
  clinico = await signIn(app, 'CLINICO', { hospitales: [centro] });
});

async function filasDe(accion: string, hacer: () => Promise<{ statusCode: number; body: string }>, estado: number) {
  const [ultima] = await api.app.db.select({ id: max(auditoria.auditoria_id) }).from(auditoria);
  const response = await hacer();
  assert.equal(response.statusCode, estado, response.body);
  const filas = await api.app.db.select().from(auditoria).where(gt(auditoria.auditoria_id, ultima?.id ?? 0));
  return filas.filter((fila) => fila.accion === accion);
}

for (const [caso, email] of [
  ['an existing account', () => clinico.email],
  ['an unknown e-mail', () => 'nadie@pruebas.test'],
] as const) {
  test(`a failed sign-in with ${caso} is audited with the e-mail tried, never the password`, async () => {
    const filas = await filasDe('SESION_FALLIDA', () => api.app.inject({ method: 'POST', url: LOGIN, payload: { email: email(), password: CONTRASENA_PROBADA } }), 401);
    assert.equal(filas.length, 1);
    const [fila] = filas;
    assert.equal(fila?.tabla, 'seguridad');
    assert.equal(fila?.usuario_id, null);
    assert.equal(fila?.registro_id, email());
    assert.equal((fila?.despues as { email?: string }).email, email());
    assert.ok(!JSON.stringify(fila).includes(CONTRASENA_PROBADA));
  });
}

test('a role refused a route (403) leaves an ACCESO_DENEGADO row with who and what', async () => {
  const laboratorio = await signIn(api.app, 'LABORATORIO');
  const filas = await filasDe('ACCESO_DENEGADO', () => requestAs(api.app, laboratorio, 'GET', `${PACIENTES}?pagina=1`), 403);
  assert.deepEqual(
    filas.map(({ tabla, usuario_id, rol, registro_id }) => ({ tabla, usuario_id, rol, registro_id })),
    [{ tabla: 'seguridad', usuario_id: laboratorio.usuario_id, rol: 'LABORATORIO', registro_id: 'GET /leucemia/api/pacientes' }],
  );
  const administracion = await filasDe('ACCESO_DENEGADO', () => requestAs(api.app, clinico, 'GET', '/leucemiaUsuarios/api/usuarios'), 403);
  assert.equal(administracion.length, 1);
});

test('a 403 raised inside a rolled-back transaction is still audited', async () => {
  // Another clinician of the centre may not delete the draft stage record someone else created.
  const paciente = await registrarPaciente(api.app, clinico, formularioPaciente(centro));
  const guardado = await requestAs(api.app, clinico, 'PUT', `${PACIENTES}/${paciente.paciente_id}/diagnostico`, { modo: 'borrador', datos: {} });
  assert.equal(guardado.statusCode, 201, guardado.body);
  const otro = await signIn(api.app, 'CLINICO', { hospitales: [centro] });
  const filas = await filasDe(
    'ACCESO_DENEGADO',
    () => requestAs(api.app, otro, 'DELETE', `${PACIENTES}/${paciente.paciente_id}/diagnostico`, { version: guardado.json<{ version: number }>().version, motivo: 'No es suyo' }),
    403,
  );
  assert.deepEqual(filas.map((fila) => [fila.usuario_id, fila.registro_id]), [[otro.usuario_id, 'DELETE /leucemia/api/pacientes/:id/diagnostico']]);
});
