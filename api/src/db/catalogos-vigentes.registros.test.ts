import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mensajeCodigoDesactivado, type FilaCatalogoAdmin, type Paciente, type RegistroBiobanco, type RegistroEtapa } from '@registro-lma/shared/domain';
import { diagnosticoValido } from '@registro-lma/shared/fixtures/diagnostico/diagnostico-valido';
import { induccionIntensivaValida } from '@registro-lma/shared/fixtures/induccion/induccion-valida';
import { usarApiDePrueba } from '../testing/api-de-prueba';
import { registrarPacienteConMuestras } from '../testing/muestras';
import { crearCentro, formularioPaciente, PACIENTES, registrarPaciente, requestAs } from '../testing/pacientes';
import { signIn, type TestSession } from '../testing/sign-in';

const CATALOGOS = '/leucemiaLibrerias/api/catalogos';
const USUARIOS = '/leucemiaUsuarios/api/usuarios';
const BIOBANCO = '/leucemia/api/biobanco';

let admin: TestSession;
let clinico: TestSession;
let centro: number;

const api = usarApiDePrueba(async (app) => {
  admin = await signIn(app, 'ADMIN');
  centro = await crearCentro(app, 'CAVI');
  clinico = await signIn(app, 'CLINICO', { hospitales: [centro] });
});

type Errores = { errores: Record<string, string> };

async function crear(catalogo: string, fila: object): Promise<void> {
  const response = await requestAs(api.app, admin, 'POST', `${CATALOGOS}/${catalogo}`, fila);
  assert.equal(response.statusCode, 201, response.body);
}

async function desactivar(catalogo: string, codigo: string): Promise<void> {
  const leido = await requestAs(api.app, admin, 'GET', `${CATALOGOS}/${catalogo}`);
  const fila = leido.json<{ filas: FilaCatalogoAdmin[] }>().filas.find((una) => una.codigo === codigo);
  const response = await requestAs(api.app, admin, 'POST', `${CATALOGOS}/${catalogo}/${codigo}/desactivar`, { version: fila?.version });
  assert.equal(response.statusCode, 200, response.body);
}

const filaEnsayo = (ensayo: string) => ({ ensayo, codigo_paciente_ensayo: 'EC-1', fecha_inclusion: '2023-11-20' });
const enEnsayo = (ensayo: string) => formularioPaciente(centro, { participa_ensayo: 'SI', paciente_ensayo: [filaEnsayo(ensayo)] });

test('patients: a trial the administrator adds is taken, an unknown one refused, a deactivated one only where the patient had it', async () => {
  await crear('ensayo', { codigo: 'EC_NUEVO', etiqueta: 'EC-NUEVO', fecha_apertura: '2024-01-01' });
  const paciente = await registrarPaciente(api.app, clinico, enEnsayo('EC_NUEVO'));
  assert.deepEqual(
    paciente.paciente_ensayo.map((fila) => fila.ensayo),
    ['EC_NUEVO'],
  );
  assert.ok(paciente.avisos.includes('La fecha de inclusión está fuera del periodo de reclutamiento del ensayo.'), 'the new trial’s period is read');

  const desconocido = await requestAs(api.app, clinico, 'POST', PACIENTES, enEnsayo('NO_EXISTE'));
  assert.equal(desconocido.statusCode, 400, desconocido.body);
  assert.deepEqual(Object.keys(desconocido.json<Errores>().errores), ['paciente_ensayo.0.ensayo']);

  await desactivar('ensayo', 'EC_NUEVO');
  const nuevo = await requestAs(api.app, clinico, 'POST', PACIENTES, enEnsayo('EC_NUEVO'));
  assert.equal(nuevo.statusCode, 400, nuevo.body);
  assert.deepEqual(nuevo.json<Errores>().errores, { 'paciente_ensayo.0.ensayo': mensajeCodigoDesactivado('EC_NUEVO', 'Ensayo') });

  const edicion = await requestAs(api.app, clinico, 'PUT', `${PACIENTES}/${paciente.paciente_id}`, {
    ...enEnsayo('EC_NUEVO'),
    observaciones: 'Sigue en el ensayo.',
    version: paciente.version,
  });
  assert.equal(edicion.statusCode, 200, edicion.body);
  assert.equal(edicion.json<Paciente>().observaciones, 'Sigue en el ensayo.');
});

const RIESGO = 'Riesgo (ensayo LMA-FLOW)';

async function diagnostico(pacienteId: number, riesgo: string, version?: number) {
  const cuerpo = { modo: 'completo', datos: diagnosticoValido({ riesgo_lma_flow: riesgo }), ...(version === undefined ? {} : { version }) };
  return requestAs(api.app, clinico, 'PUT', `${PACIENTES}/${pacienteId}/diagnostico`, cuerpo);
}

/** A patient like the stage fixtures' one (diagnosed 2024-01-15), in LMA-FLOW and in the trials given. */
const pacienteDeEtapas = (...ensayos: string[]) =>
  registrarPaciente(
    api.app,
    clinico,
    formularioPaciente(centro, {
      fecha_nacimiento: '1960-05-10',
      fecha_diagnostico: '2024-01-15',
      fecha_consentimiento: '2024-01-16',
      participa_ensayo: 'SI',
      paciente_ensayo: ['LMA_FLOW', ...ensayos].map((ensayo) => ({ ...filaEnsayo(ensayo), fecha_inclusion: '2024-01-16' })),
    }),
  );

test('stages: an LMA-FLOW risk group the administrator adds is taken; once deactivated, only the record that had it keeps it', async () => {
  await crear('riesgo_lma_flow', { codigo: 'MUY_ALTO', etiqueta: 'Muy alto' });
  const conGrupo = await pacienteDeEtapas();
  const guardado = await diagnostico(conGrupo.paciente_id, 'MUY_ALTO');
  assert.equal(guardado.statusCode, 201, guardado.body);
  const registro = guardado.json<RegistroEtapa>();
  assert.equal(registro.datos.riesgo_lma_flow, 'MUY_ALTO');

  const otro = await pacienteDeEtapas();
  const desconocido = await diagnostico(otro.paciente_id, 'NO_EXISTE');
  assert.equal(desconocido.statusCode, 400, desconocido.body);
  assert.deepEqual(Object.keys(desconocido.json<Errores>().errores), ['riesgo_lma_flow']);

  await desactivar('riesgo_lma_flow', 'MUY_ALTO');
  const nuevo = await diagnostico(otro.paciente_id, 'MUY_ALTO');
  assert.equal(nuevo.statusCode, 400, nuevo.body);
  assert.deepEqual(nuevo.json<Errores>().errores, { riesgo_lma_flow: mensajeCodigoDesactivado('MUY_ALTO', RIESGO) });

  const resguardado = await diagnostico(conGrupo.paciente_id, 'MUY_ALTO', registro.version);
  assert.equal(resguardado.statusCode, 200, resguardado.body);
});

test('stages: the trial of a first line may be one the administrator added', async () => {
  await crear('ensayo', { codigo: 'EC_ETAPA', etiqueta: 'EC-ETAPA' });
  const paciente = await pacienteDeEtapas('EC_ETAPA');
  assert.equal((await diagnostico(paciente.paciente_id, 'FAVORABLE')).statusCode, 201);
  const cuerpo = { modo: 'completo', datos: induccionIntensivaValida({ ensayo_induccion: 'EC_ETAPA' }) };
  const induccion = await requestAs(api.app, clinico, 'PUT', `${PACIENTES}/${paciente.paciente_id}/induccion`, cuerpo);
  assert.equal(induccion.statusCode, 201, induccion.body);
  assert.equal(induccion.json<RegistroEtapa>().datos.ensayo_induccion, 'EC_ETAPA');
});

const entradaBiobanco = (biolab: string, codigo: string) => ({
  biolab,
  codigo_biobanco: codigo,
  fecha_entrada: '2024-01-20',
  tipo_alicuota: 'ADN',
  n_alicuotas: 3,
  temperatura_almacenamiento: 'MENOS_80',
  consentimiento_verificado: true,
});

test('biobank records: a biolab the administrator adds is taken; once deactivated, only the record that had it keeps it', async () => {
  await crear('biolab', { codigo: 'BIOBANCO_NORTE', etiqueta: 'Biobanco del norte' });
  const paciente = await registrarPacienteConMuestras(api.app, clinico, centro);
  const alta = await requestAs(api.app, admin, 'POST', `${BIOBANCO}/${paciente.upn}`, { datos: entradaBiobanco('BIOBANCO_NORTE', 'BN-1') });
  assert.equal(alta.statusCode, 201, alta.body);
  const registro = alta.json<RegistroBiobanco>();

  const desconocido = await requestAs(api.app, admin, 'POST', `${BIOBANCO}/${paciente.upn}`, { datos: entradaBiobanco('NO_EXISTE', 'BN-2') });
  assert.equal(desconocido.statusCode, 400, desconocido.body);
  assert.deepEqual(Object.keys(desconocido.json<Errores>().errores), ['biolab']);

  await desactivar('biolab', 'BIOBANCO_NORTE');
  const nuevo = await requestAs(api.app, admin, 'POST', `${BIOBANCO}/${paciente.upn}`, { datos: entradaBiobanco('BIOBANCO_NORTE', 'BN-3') });
  assert.equal(nuevo.statusCode, 400, nuevo.body);
  assert.deepEqual(nuevo.json<Errores>().errores, { biolab: mensajeCodigoDesactivado('BIOBANCO_NORTE', 'Biobanco') });

  const edicion = await requestAs(api.app, admin, 'PUT', `${BIOBANCO}/${paciente.upn}/${registro.biobanco_id}`, {
    version: registro.version,
    datos: { ...entradaBiobanco('BIOBANCO_NORTE', 'BN-1'), n_alicuotas: 2 },
  });
  assert.equal(edicion.statusCode, 200, edicion.body);
  const listado = await requestAs(api.app, admin, 'GET', `${BIOBANCO}?biolab=BIOBANCO_NORTE`);
  assert.equal(listado.statusCode, 200, listado.body);
});

const usuario = (rol: 'LABORATORIO' | 'BIOBANCO', email: string, codigos: { laboratorios?: string[]; biolabs?: string[] }) => ({
  email,
  nombre: 'Eva',
  apellidos: 'Norte',
  rol,
  laboratorios: [],
  biolabs: [],
  ...codigos,
  password: 'Una-contraseña-larga-2024',
});

test('users: laboratories and biolabs the administrator adds can be assigned; unknown ones are refused naming the field', async () => {
  await crear('laboratorio', { codigo: 'LAB_NORTE', etiqueta: 'Laboratorio del norte', tecnicas: ['NGS'] });
  await crear('biolab', { codigo: 'BIOBANCO_ESTE', etiqueta: 'Biobanco del este' });
  const laboratorio = await requestAs(api.app, admin, 'POST', USUARIOS, usuario('LABORATORIO', 'lab@norte.es', { laboratorios: ['LAB_NORTE'] }));
  assert.equal(laboratorio.statusCode, 201, laboratorio.body);
  assert.deepEqual(laboratorio.json<{ laboratorios: string[] }>().laboratorios, ['LAB_NORTE']);
  const biobanco = await requestAs(api.app, admin, 'POST', USUARIOS, usuario('BIOBANCO', 'bio@este.es', { biolabs: ['BIOBANCO_ESTE'] }));
  assert.equal(biobanco.statusCode, 201, biobanco.body);

  const desconocido = await requestAs(api.app, admin, 'POST', USUARIOS, usuario('LABORATORIO', 'lab@sur.es', { laboratorios: ['LAB_NO_EXISTE'] }));
  assert.equal(desconocido.statusCode, 400, desconocido.body);
  assert.deepEqual(Object.keys(desconocido.json<Errores>().errores), ['laboratorios']);

  await desactivar('laboratorio', 'LAB_NORTE');
  const nuevo = await requestAs(api.app, admin, 'POST', USUARIOS, usuario('LABORATORIO', 'lab@oeste.es', { laboratorios: ['LAB_NORTE'] }));
  assert.equal(nuevo.statusCode, 400, nuevo.body);
  assert.deepEqual(nuevo.json<Errores>().errores, { laboratorios: mensajeCodigoDesactivado('LAB_NORTE', 'Laboratorios') });
  const creado = laboratorio.json<{ usuario_id: number; version: number }>();
  const conserva = await requestAs(api.app, admin, 'PUT', `${USUARIOS}/${creado.usuario_id}`, {
    ...usuario('LABORATORIO', 'lab@norte.es', { laboratorios: ['LAB_NORTE'] }),
    nombre: 'Eva María',
    activo: true,
    hospitales: [],
    password: null,
    version: creado.version,
  });
  assert.equal(conserva.statusCode, 200, conserva.body);
});

test('downloads: the trial extract may be filtered by a trial the administrator added, deactivated or not; an unknown one is refused', async () => {
  await crear('ensayo', { codigo: 'EC_DESCARGA', etiqueta: 'EC-DESCARGA' });
  const url = '/leucemiaDescargas/api/descarga/recarga/ensayo';
  const nueva = await requestAs(api.app, admin, 'POST', url, { ensayo: 'EC_DESCARGA' });
  assert.equal(nueva.statusCode, 202, nueva.body);
  await desactivar('ensayo', 'EC_DESCARGA');
  assert.equal((await requestAs(api.app, admin, 'POST', url, { ensayo: 'EC_DESCARGA' })).statusCode, 202);
  const desconocido = await requestAs(api.app, admin, 'POST', url, { ensayo: 'NO_EXISTE' });
  assert.equal(desconocido.statusCode, 400, desconocido.body);
  assert.deepEqual(Object.keys(desconocido.json<Errores>().errores), ['ensayo']);
});
