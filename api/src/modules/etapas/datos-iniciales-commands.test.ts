import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { DatosIniciales, PacienteResumen, RegistroEtapa } from '@registro-lma/shared/domain';
import { diagnosticoValido } from '@registro-lma/shared/fixtures/diagnostico/diagnostico-valido';
import { usarApiDePrueba } from '../../testing/api-de-prueba';
import { crearCentro, formularioPaciente, PACIENTES, registrarPaciente, requestAs } from '../../testing/pacientes';
import { signIn, type TestSession } from '../../testing/sign-in';

let clinico: TestSession;
let lectura: TestSession;
let centro: number;

const api = usarApiDePrueba(async (app) => {
  centro = await crearCentro(app, 'DESE');
  clinico = await signIn(app, 'CLINICO', { hospitales: [centro] });
  lectura = await signIn(app, 'LECTURA');
});

async function nuevoPaciente(): Promise<number> {
  const formulario = formularioPaciente(centro, { fecha_nacimiento: '1960-05-10', fecha_diagnostico: '2024-01-15', fecha_consentimiento: '2024-01-16' });
  return (await registrarPaciente(api.app, clinico, formulario)).paciente_id;
}

const url = (id: number) => `${PACIENTES}/${id}/datos-iniciales`;
const leer = async (id: number, sesion = clinico) => (await requestAs(api.app, sesion, 'GET', url(id))).json<DatosIniciales>();
const item = (datos: DatosIniciales, codigo: string) => datos.items.find((fila) => fila.codigo === codigo);

describe('datos-iniciales: the minimum data set over its home records', () => {
  test('a new patient: registration items complete, the rest missing; the list shows the same completeness', async () => {
    const id = await nuevoPaciente();
    const datos = await leer(id);
    assert.equal(item(datos, 'DE02')?.valor, '1960-05-10');
    assert.equal(item(datos, 'DE04')?.completo, false);
    assert.equal(item(datos, 'DE05')?.editable, false, 'origen de la LMA is computed by the server');
    assert.deepEqual([datos.de_items_aplicables, datos.de_items_completos, datos.de_completitud_pct], [13, 4, 31]);
    assert.equal(datos.aviso?.startsWith('Faltan datos esenciales: '), true, 'more than 90 days since a 2024 diagnosis');
    const lista = (await requestAs(api.app, clinico, 'GET', `${PACIENTES}?tamano=200`)).json<{ items: PacienteResumen[] }>();
    assert.equal(lista.items.find((fila) => fila.paciente_id === id)?.de_completitud_pct, 31);
  });

  test('PUT writes each item to its home record in one transaction, creating the stage records as drafts', async () => {
    const id = await nuevoPaciente();
    const antes = await leer(id);
    const response = await requestAs(api.app, clinico, 'PUT', url(id), {
      versiones: antes.versiones,
      datos: { sexo: 'MUJER', ecog: '1', leucocitos: 23.4, npm1: 'MUTADO', intencion_tratamiento: 'INTENSIVO', ind1_esquema: 'IDA_ARAC_3_7', ind1_fecha_inicio: '2024-01-20' },
    });
    assert.equal(response.statusCode, 200, response.body);
    const despues = response.json<DatosIniciales>();
    assert.deepEqual(despues.estados, { diagnostico: 'BORRADOR', induccion: 'BORRADOR' });
    const diagnostico = (await requestAs(api.app, clinico, 'GET', `${PACIENTES}/${id}/diagnostico`)).json<RegistroEtapa>();
    assert.deepEqual([diagnostico.datos.ecog, diagnostico.datos.leucocitos, diagnostico.datos.npm1], ['1', 23.4, 'MUTADO']);
    const paciente = (await requestAs(api.app, clinico, 'GET', `${PACIENTES}/${id}`)).json<{ sexo: string }>();
    assert.equal(paciente.sexo, 'MUJER');
    assert.ok(despues.de_items_completos > antes.de_items_completos);
  });

  test('an invalid item is reported under its variable and nothing of the save is written', async () => {
    const id = await nuevoPaciente();
    const antes = await leer(id);
    const response = await requestAs(api.app, clinico, 'PUT', url(id), {
      versiones: antes.versiones,
      datos: { ecog: '1', intencion_tratamiento: 'INTENSIVO', ind1_esquema: 'IDA_ARAC_3_7', ind1_fecha_inicio: '2023-12-01' },
    });
    assert.equal(response.statusCode, 400);
    assert.equal(
      response.json<{ errores: Record<string, string> }>().errores.ind1_fecha_inicio,
      'El inicio de la inducción no puede ser anterior a la fecha de diagnóstico (15/01/2024).',
    );
    assert.equal((await requestAs(api.app, clinico, 'GET', `${PACIENTES}/${id}/diagnostico`)).statusCode, 404, 'the diagnosis draft was rolled back');
  });

  test('a complete home record must stay complete; computed or unknown variables are refused', async () => {
    const id = await nuevoPaciente();
    const creado = await requestAs(api.app, clinico, 'PUT', `${PACIENTES}/${id}/diagnostico`, { modo: 'completo', datos: diagnosticoValido() });
    assert.equal(creado.statusCode, 201, creado.body);
    const antes = await leer(id);
    const vacio = await requestAs(api.app, clinico, 'PUT', url(id), { versiones: antes.versiones, datos: { ecog: null } });
    assert.equal(vacio.statusCode, 400);
    assert.equal(vacio.json<{ errores: Record<string, string> }>().errores.ecog, 'Este campo es obligatorio.');
    const calculado = await requestAs(api.app, clinico, 'PUT', url(id), { versiones: antes.versiones, datos: { origen_lma: 'DE_NOVO' } });
    assert.equal(calculado.statusCode, 400);
  });

  test('LECTURA reads the data set but may not write it', async () => {
    const id = await nuevoPaciente();
    const datos = await leer(id, lectura);
    assert.equal(datos.items.length, 21);
    assert.equal(item(datos, 'DE02')?.valor, '1960', 'only the year of birth');
    const response = await requestAs(api.app, lectura, 'PUT', url(id), { versiones: datos.versiones, datos: { ecog: '1' } });
    assert.equal(response.statusCode, 403);
  });
});
