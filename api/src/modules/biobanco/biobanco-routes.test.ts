import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Paciente, PacienteDeBiobanco, RegistroBiobanco } from '@registro-lma/shared/domain';
import { auditoria } from '../../db/schema';
import { createTestApp } from '../../testing/create-test-app';
import { registrarMuestra, registrarPacienteConMuestras } from '../../testing/muestras';
import { crearCentro, formularioPaciente, registrarPaciente, requestAs } from '../../testing/pacientes';
import { signIn, type TestSession } from '../../testing/sign-in';

const BIOBANCO = '/leucemia/api/biobanco';

let app: FastifyInstance;
let biobanco: TestSession;
let clinico: TestSession;
let centro: number;
let paciente: Paciente;

before(async () => {
  app = await createTestApp();
  centro = await crearCentro(app, 'BIOB');
  clinico = await signIn(app, 'CLINICO', { hospitales: [centro] });
  biobanco = await signIn(app, 'BIOBANCO', { biolabs: ['BIOBANCO_CENTRAL'] });
  paciente = await registrarPacienteConMuestras(app, clinico, centro);
});

after(() => app.close());

const entrada = (cambios: Record<string, unknown> = {}) => ({
  biolab: 'BIOBANCO_CENTRAL',
  codigo_biobanco: 'BC-1',
  fecha_entrada: '2024-01-20',
  tipo_alicuota: 'ADN',
  n_alicuotas: 3,
  concentracion_ng_ul: 55.5,
  temperatura_almacenamiento: 'MENOS_80',
  consentimiento_verificado: true,
  ...cambios,
});

test('alta, lectura y edición con versión de un registro de biobanco; {UPN}-B{id}', async () => {
  const alta = await requestAs(app, biobanco, 'POST', `${BIOBANCO}/${paciente.upn}`, { datos: entrada() });
  assert.equal(alta.statusCode, 201, alta.body);
  const registro = alta.json<RegistroBiobanco>();
  assert.equal(registro.identificador, `${paciente.upn}-B${registro.biobanco_id}`);
  assert.equal(registro.datos.estado_alicuota, 'DISPONIBLE');
  const url = `${BIOBANCO}/${paciente.upn}/${registro.biobanco_id}`;
  assert.deepEqual((await requestAs(app, clinico, 'GET', url)).json(), registro);
  const cedida = await requestAs(app, biobanco, 'PUT', url, {
    version: registro.version,
    datos: entrada({ estado_alicuota: 'CEDIDA', fecha_salida: '2024-03-01', proyecto_cesion: 'Proyecto X' }),
  });
  assert.equal(cedida.statusCode, 200, cedida.body);
  const tarde = await requestAs(app, biobanco, 'PUT', url, { version: registro.version, datos: entrada() });
  assert.equal(tarde.statusCode, 409);
  assert.equal((await requestAs(app, biobanco, 'GET', `${BIOBANCO}/LMA-999999/${registro.biobanco_id}`)).statusCode, 404);
});

test('una nueva entrada lee del paciente su estado, su consentimiento y sus muestras por código, y queda registrado', async () => {
  const muestra = await registrarMuestra(app, clinico, paciente.paciente_id);
  const respuesta = await requestAs(app, biobanco, 'GET', `${BIOBANCO}/${paciente.upn.toLowerCase()}/paciente`);
  assert.equal(respuesta.statusCode, 200, respuesta.body);
  const leido = respuesta.json<PacienteDeBiobanco>();
  assert.equal(leido.upn, paciente.upn);
  assert.equal(leido.consentimiento_muestras, 'SI');
  assert.equal(leido.estado, paciente.estado);
  assert.deepEqual(
    leido.muestras.find((una) => una.codigo_muestra === muestra.codigo_muestra),
    { muestra_id: muestra.muestra_id, codigo_muestra: muestra.codigo_muestra, fecha_extraccion: '2024-01-14', material: 'MO_ASPIRADO' },
  );
  assert.equal((await requestAs(app, biobanco, 'GET', `${BIOBANCO}/LMA-999999/paciente`)).statusCode, 404);
  assert.equal((await requestAs(app, clinico, 'GET', `${BIOBANCO}/${paciente.upn}/paciente`)).statusCode, 403);
  const vistas = await app.db
    .select({ tabla: auditoria.tabla })
    .from(auditoria)
    .where(and(eq(auditoria.usuario_id, biobanco.usuario_id), eq(auditoria.accion, 'VER'), eq(auditoria.paciente_id, paciente.paciente_id)));
  assert.deepEqual(vistas, [{ tabla: 'paciente' }]);
});

test('el código es único por biobanco (G13); sin consentimiento o en borrador no se registra', async () => {
  await requestAs(app, biobanco, 'POST', `${BIOBANCO}/${paciente.upn}`, { datos: entrada({ codigo_biobanco: 'BC-DUP' }) });
  const repetido = await requestAs(app, biobanco, 'POST', `${BIOBANCO}/${paciente.upn}`, { datos: entrada({ codigo_biobanco: 'BC-DUP' }) });
  assert.equal(repetido.statusCode, 409, repetido.body);
  assert.deepEqual(repetido.json<{ errores: unknown }>().errores, { codigo_biobanco: 'Ya existe un registro con este valor.' });
  const sinConsentimiento = await registrarPaciente(app, clinico, formularioPaciente(centro, { consentimiento_muestras: 'NO' }));
  const rechazado = await requestAs(app, biobanco, 'POST', `${BIOBANCO}/${sinConsentimiento.upn}`, { datos: entrada({ codigo_biobanco: 'BC-2' }) });
  assert.equal(rechazado.statusCode, 400);
  assert.deepEqual(rechazado.json<{ errores: unknown }>().errores, {
    biolab: 'El paciente no ha otorgado consentimiento para el uso de muestras en investigación.',
  });
  const borrador = await registrarPaciente(app, clinico, formularioPaciente(centro, { modo: 'borrador', consentimiento_muestras: 'SI' }));
  const enBorrador = await requestAs(app, biobanco, 'POST', `${BIOBANCO}/${borrador.upn}`, { datos: entrada({ codigo_biobanco: 'BC-3' }) });
  assert.equal(enBorrador.statusCode, 400);
  assert.equal(enBorrador.json<{ message: string }>().message, 'El paciente está en estado «Borrador»: no se admiten nuevos datos.');
});
