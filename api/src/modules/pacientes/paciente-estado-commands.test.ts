import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { hoy, MENSAJE_CONFLICTO_VERSION, type EntradaHistorial, type EstadoPaciente, type Paciente, type Rol } from '@registro-lma/shared/domain';
import { paciente } from '../../db/schema';
import { usarApiDePrueba } from '../../testing/api-de-prueba';
import { crearCentro, PACIENTES, requestAs } from '../../testing/pacientes';
import { signIn, type TestSession } from '../../testing/sign-in';

/** The columns of CASOS. */
const ROLES_EN_ORDEN = ['ADMIN', 'COORDINADOR', 'CLINICO', 'LABORATORIO', 'BIOBANCO', 'LECTURA'] as const;

let centro: number;
const sesiones = new Map<Rol, TestSession>();

const api = usarApiDePrueba(async (app) => {
  centro = await crearCentro(app, 'HUPH');
  for (const rol of ROLES_EN_ORDEN) {
    sesiones.set(rol, await signIn(app, rol, rol === 'CLINICO' ? { hospitales: [centro] } : {}));
  }
});

/** A patient already in `estado` (set straight in the database: these tests are about leaving it). */
async function pacienteEn(estado: EstadoPaciente): Promise<number> {
  const [creado] = await api.app.db
    .insert(paciente)
    .values({ hospital_id: centro, fecha_registro: hoy(), estado })
    .returning({ paciente_id: paciente.paciente_id });
  assert.ok(creado);
  return creado.paciente_id;
}

const cambiar = (sesion: TestSession, pacienteId: number, cuerpo: object) => requestAs(api.app, sesion, 'PUT', `${PACIENTES}/${pacienteId}/estado`, cuerpo);

const NO_PERMITIDO = { message: 'Datos no válidos.', errores: { estado: 'Cambio de estado no permitido.' } };

/** Status per role, in the order of ROLES_EN_ORDEN (catalogues.md §7, data-dictionary §2.3). */
const CASOS: [EstadoPaciente, EstadoPaciente, number[]][] = [
  ['ACTIVO', 'PERDIDO_SEGUIMIENTO', [200, 200, 200, 403, 403, 403]],
  ['ACTIVO', 'RETIRADO', [200, 200, 200, 403, 403, 403]],
  ['ACTIVO', 'EXCLUIDO', [200, 200, 403, 403, 403, 403]],
  ['BORRADOR', 'EXCLUIDO', [200, 200, 403, 403, 403, 403]],
  ['PERDIDO_SEGUIMIENTO', 'ACTIVO', [200, 200, 200, 403, 403, 403]],
  ['PERDIDO_SEGUIMIENTO', 'RETIRADO', [200, 200, 200, 403, 403, 403]],
  ['RETIRADO', 'ACTIVO', [200, 403, 403, 403, 403, 403]],
  ['EXCLUIDO', 'ACTIVO', [200, 403, 403, 403, 403, 403]],
  ['ACTIVO', 'FALLECIDO', [400, 400, 400, 403, 403, 403]],
  ['FALLECIDO', 'ACTIVO', [400, 400, 400, 403, 403, 403]],
  ['BORRADOR', 'ACTIVO', [400, 400, 400, 403, 403, 403]],
  ['ACTIVO', 'BORRADOR', [400, 400, 400, 403, 403, 403]],
  ['RETIRADO', 'PERDIDO_SEGUIMIENTO', [400, 400, 400, 403, 403, 403]],
];

describe('transitions by role', () => {
  for (const [desde, hacia, estados] of CASOS) {
    for (const [indice, rol] of ROLES_EN_ORDEN.entries()) {
      const esperado = estados[indice];
      test(`${desde} → ${hacia} by ${rol}: ${esperado}`, async () => {
        const pacienteId = await pacienteEn(desde);
        const response = await cambiar(sesiones.get(rol) as TestSession, pacienteId, { estado: hacia, estado_motivo: 'Motivo documentado.', version: 1 });
        assert.equal(response.statusCode, esperado, response.body);
        if (esperado === 200) assert.equal(response.json<Paciente>().estado, hacia);
        if (esperado === 400) assert.deepEqual(response.json(), NO_PERMITIDO);
      });
    }
  }
});

describe('reason, version and audit', () => {
  test('RETIRADO, PERDIDO_SEGUIMIENTO and EXCLUIDO need a reason; ACTIVO clears it', async () => {
    const pacienteId = await pacienteEn('ACTIVO');
    const admin = sesiones.get('ADMIN') as TestSession;
    const sinMotivo = await cambiar(admin, pacienteId, { estado: 'RETIRADO', version: 1 });
    assert.deepEqual(sinMotivo.json(), { message: 'Datos no válidos.', errores: { estado_motivo: 'Este campo es obligatorio.' } });
    const retirado = (await cambiar(admin, pacienteId, { estado: 'RETIRADO', estado_motivo: 'Revoca el consentimiento.', version: 1 })).json<Paciente>();
    assert.deepEqual([retirado.estado, retirado.estado_motivo, retirado.version], ['RETIRADO', 'Revoca el consentimiento.', 2]);
    const reactivado = (await cambiar(admin, pacienteId, { estado: 'ACTIVO', estado_motivo: 'ignorado', version: 2 })).json<Paciente>();
    assert.deepEqual([reactivado.estado, reactivado.estado_motivo], ['ACTIVO', null]);
  });

  test('a stale version answers 409', async () => {
    const pacienteId = await pacienteEn('ACTIVO');
    const response = await cambiar(sesiones.get('CLINICO') as TestSession, pacienteId, { estado: 'PERDIDO_SEGUIMIENTO', estado_motivo: 'x', version: 7 });
    assert.deepEqual([response.statusCode, response.json()], [409, { message: MENSAJE_CONFLICTO_VERSION }]);
  });

  test('the change is in the history with its reason', async () => {
    const pacienteId = await pacienteEn('ACTIVO');
    const coordinador = sesiones.get('COORDINADOR') as TestSession;
    await cambiar(coordinador, pacienteId, { estado: 'EXCLUIDO', estado_motivo: 'No es una LMA tras revisión.', version: 1 });
    const [entrada] = (await requestAs(api.app, coordinador, 'GET', `${PACIENTES}/${pacienteId}/historial`)).json<EntradaHistorial[]>();
    assert.equal(entrada?.accion, 'CAMBIO_ESTADO');
    assert.equal(entrada?.motivo, 'No es una LMA tras revisión.');
    assert.deepEqual(entrada?.cambios, [
      { campo: 'estado', antes: 'ACTIVO', despues: 'EXCLUIDO' },
      { campo: 'estado_motivo', antes: null, despues: 'No es una LMA tras revisión.' },
    ]);
  });
});
