import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { muerteValida } from '@registro-lma/shared/fixtures/muerte/muerte-valida';
import { INDUCCION_EN_REMISION } from '@registro-lma/shared/fixtures/recaida/recaida-valida';
import { consulta, muestra } from '../../db/schema';
import { usarApiDePrueba } from '../../testing/api-de-prueba';
import { registrarMuestra } from '../../testing/muestras';
import { crearCentro, formularioPaciente, PACIENTES, registrarPaciente, requestAs } from '../../testing/pacientes';
import { signIn, type TestSession } from '../../testing/sign-in';
import { CALIDAD } from '../../testing/rutas-calidad';
import type { LineaCalidad } from './calidad-queries';

type Linea = LineaCalidad & { corrige: string[] };
type Pagina = { items: Linea[]; total: number };

let coordinador: TestSession;
let clinico: TestSession;
let clinicoOtro: TestSession;
let centro: number;
let otroCentro: number;
let activo: number;
let fallecido: number;
let ajeno: number;
let conValores: number;
let centroValores: number;
let clinicoValores: TestSession;

const api = usarApiDePrueba(async (app) => {
  centro = await crearCentro(app, 'CALI');
  otroCentro = await crearCentro(app, 'CALO');
  coordinador = await signIn(app, 'COORDINADOR');
  clinico = await signIn(app, 'CLINICO', { hospitales: [centro] });
  clinicoOtro = await signIn(app, 'CLINICO', { hospitales: [otroCentro] });
  // Diagnosed in 2023, a sample drawn in January 2024 (its last contact, §3.8) and nothing since: more than 24 months
  // without contact, and essential data missing.
  activo = (await registrarPaciente(app, clinico, formularioPaciente(centro))).paciente_id;
  ajeno = (await registrarPaciente(app, clinicoOtro, formularioPaciente(otroCentro))).paciente_id;
  fallecido = (await registrarPaciente(app, clinico, formularioPaciente(centro))).paciente_id;
  const muerte = await requestAs(app, clinico, 'PUT', `${PACIENTES}/${fallecido}/muerte`, { modo: 'completo', datos: muerteValida() });
  assert.equal(muerte.statusCode, 201, muerte.body);
  const borrador = await requestAs(app, clinico, 'PUT', `${PACIENTES}/${activo}/diagnostico`, { modo: 'borrador', datos: {} });
  assert.equal(borrador.statusCode, 201, borrador.body);
  // Age the draft and a sample as time would.
  await app.db.execute(sql`update diagnostico set modificado_en = now() - interval '40 days' where paciente_id = ${activo}`);
  const sinEnviar = await registrarMuestra(app, clinico, activo);
  await app.db.update(muestra).set({ creado_en: sql`now() - interval '10 days'` }).where(eq(muestra.muestra_id, sinEnviar.muestra_id));
  // Values the form warned about and saved: two outside their plausible range (§6.1), one inside; a response whose
  // calculated one changed after it was saved (as a recalculation does when the baseline changes), unexplained.
  centroValores = await crearCentro(app, 'CALV');
  clinicoValores = await signIn(app, 'CLINICO', { hospitales: [centroValores] });
  conValores = (await registrarPaciente(app, clinicoValores, formularioPaciente(centroValores))).paciente_id;
  const analitica = await requestAs(app, clinicoValores, 'PUT', `${PACIENTES}/${conValores}/diagnostico`, { modo: 'borrador', datos: { leucocitos: 350, hemoglobina: 3.5, plaquetas: 200 } });
  assert.equal(analitica.statusCode, 201, analitica.body);
  const induccion = await requestAs(app, clinicoValores, 'PUT', `${PACIENTES}/${conValores}/induccion`, { modo: 'borrador', datos: INDUCCION_EN_REMISION });
  assert.equal(induccion.statusCode, 201, induccion.body);
  await app.db.execute(sql`update induccion set ind1_eval_respuesta_calculada = 'RP' where paciente_id = ${conValores}`);
});

async function lista(sesion: TestSession, query = ''): Promise<Pagina> {
  const response = await requestAs(api.app, sesion, 'GET', `${CALIDAD}?tamano=200${query}`);
  assert.equal(response.statusCode, 200, response.body);
  return response.json<Pagina>();
}

describe('the worklist', () => {
  test('lists each rule’s lines, saying who can fix each', async () => {
    const { items } = await lista(coordinador, `&hospital_id=${centro}`);
    const reglas = new Set(items.map((linea) => linea.regla));
    for (const regla of ['DATO_ESENCIAL', 'SEGUIMIENTO_VENCIDO', 'BORRADOR_ANTIGUO', 'SIN_VALIDAR', 'MUESTRA_SIN_ENVIAR']) assert.ok(reglas.has(regla as LineaCalidad['regla']), regla);
    const validar = items.find((linea) => linea.regla === 'SIN_VALIDAR');
    assert.deepEqual([validar?.paciente_id, validar?.formulario, validar?.corrige], [fallecido, 'muerte', ['COORDINADOR', 'ADMIN']]);
    const borrador = items.find((linea) => linea.regla === 'BORRADOR_ANTIGUO');
    assert.deepEqual([borrador?.paciente_id, borrador?.formulario, borrador?.corrige], [activo, 'diagnostico', ['CLINICO']]);
    assert.ok((borrador?.dias ?? 0) >= 40);
  });

  test('a living ACTIVO patient without contact for more than 24 months: follow-up overdue, proposing PERDIDO_SEGUIMIENTO; a dead one is not', async () => {
    const { items } = await lista(coordinador, '&regla=SEGUIMIENTO_VENCIDO');
    const deEste = items.filter((linea) => linea.paciente_id === activo);
    assert.deepEqual(
      deEste.map((linea) => [linea.propuesta, linea.desde]),
      [['PERDIDO_SEGUIMIENTO', '2024-01-14']],
    );
    assert.ok(!items.some((linea) => linea.paciente_id === fallecido));
  });

  test('the essential items missing, one line per patient and item, filterable by item', async () => {
    const { items } = await lista(coordinador, `&regla=DATO_ESENCIAL&hospital_id=${centro}`);
    const primero = items.find((linea) => linea.paciente_id === activo);
    assert.ok(primero?.item);
    const porItem = await lista(coordinador, `&regla=DATO_ESENCIAL&item=${primero.item}`);
    assert.ok(porItem.items.every((linea) => linea.item === primero.item));
    assert.ok(porItem.items.some((linea) => linea.paciente_id === activo));
  });

  test('sorted by age, oldest first or last; filtered by a minimum age', async () => {
    const desc = (await lista(coordinador, '&orden=antiguedad&direccion=desc')).items.map((linea) => linea.dias);
    assert.deepEqual(desc, [...desc].sort((a, b) => b - a));
    const asc = (await lista(coordinador, '&orden=antiguedad&direccion=asc')).items.map((linea) => linea.dias);
    assert.deepEqual(asc, [...asc].sort((a, b) => a - b));
    const viejas = await lista(coordinador, '&dias_min=365');
    assert.ok(viejas.total > 0 && viejas.items.every((linea) => linea.dias >= 365));
  });

  test('paged: the total is of the whole filter', async () => {
    const todas = await lista(coordinador);
    const primera = await requestAs(api.app, coordinador, 'GET', `${CALIDAD}?tamano=2&pagina=1`);
    assert.deepEqual([primera.json<Pagina>().items.length, primera.json<Pagina>().total], [2, todas.total]);
  });

  test('a clinician sees only its centres’ lines and may not name another centre (403); other roles are refused', async () => {
    const propias = await lista(clinico);
    assert.ok(propias.total > 0 && propias.items.every((linea) => linea.hospital_id === centro));
    const ajenas = await lista(clinicoOtro);
    assert.ok(ajenas.items.every((linea) => linea.paciente_id === ajeno));
    assert.equal((await requestAs(api.app, clinicoOtro, 'GET', `${CALIDAD}?hospital_id=${centro}`)).statusCode, 403);
    for (const rol of ['LECTURA', 'LABORATORIO', 'BIOBANCO'] as const) {
      assert.equal((await requestAs(api.app, await signIn(api.app, rol), 'GET', CALIDAD)).statusCode, 403, rol);
    }
  });

  test('a bad filter is refused naming it (400)', async () => {
    const response = await requestAs(api.app, coordinador, 'GET', `${CALIDAD}?regla=OTRA`);
    assert.equal(response.statusCode, 400, response.body);
    assert.ok(response.json<{ errores: Record<string, string> }>().errores.regla);
  });

  test('the CSV: the extracts’ conventions (BOM, «;», CRLF), the same lines as the list', async () => {
    const response = await requestAs(api.app, coordinador, 'GET', `${CALIDAD}/exportar?hospital_id=${centro}`);
    assert.equal(response.statusCode, 200, response.body);
    assert.match(String(response.headers['content-type']), /^text\/csv/);
    assert.ok(response.body.startsWith('\uFEFFupn;hospital_id;regla;problema;'));
    const filas = response.body.split('\r\n').filter((fila) => fila !== '');
    assert.equal(filas.length - 1, (await lista(coordinador, `&hospital_id=${centro}`)).total);
  });
});

describe('the values the form warned about', () => {
  test('a value saved outside its plausible range (§6.1): one line per field, at the field, for the clinician; a value inside is not', async () => {
    const { items } = await lista(coordinador, `&regla=VALOR_FUERA_DE_RANGO&hospital_id=${centroValores}`);
    const deEste = items.filter((linea) => linea.paciente_id === conValores);
    assert.deepEqual(
      deEste.map((linea) => [linea.formulario, linea.campo, linea.corrige]).sort(),
      [
        ['diagnostico', 'hemoglobina', ['CLINICO']],
        ['diagnostico', 'leucocitos', ['CLINICO']],
      ],
    );
    assert.ok(deEste.every((linea) => linea.registro_id !== null));
  });

  test('a response that differs from the calculated ELN 2022 one, with no justification: a line at the justification', async () => {
    const { items } = await lista(clinicoValores, '&regla=RESPUESTA_SIN_JUSTIFICAR');
    assert.deepEqual(
      items.map((linea) => [linea.paciente_id, linea.formulario, linea.campo]),
      [[conValores, 'induccion', 'ind1_eval_respuesta_justificacion']],
    );
    assert.equal((await lista(clinico, '&regla=RESPUESTA_SIN_JUSTIFICAR')).total, 0);
  });

  test('both rules are counted on the home page, exported in the CSV and turned into queries on the field', async () => {
    const { lineas } = (await requestAs(api.app, clinicoValores, 'GET', `${CALIDAD}/recuento`)).json<{ lineas: Record<string, number> }>();
    assert.deepEqual([lineas.VALOR_FUERA_DE_RANGO, lineas.RESPUESTA_SIN_JUSTIFICAR], [2, 1]);
    const csv = await requestAs(api.app, coordinador, 'GET', `${CALIDAD}/exportar?regla=VALOR_FUERA_DE_RANGO&hospital_id=${centroValores}`);
    assert.equal(csv.statusCode, 200, csv.body);
    assert.match(csv.body, /;VALOR_FUERA_DE_RANGO;Valor fuera del rango plausible \(§6\.1\);diagnostico;\d+;leucocitos;/);
    const filtro = { regla: 'VALOR_FUERA_DE_RANGO', hospital_id: centroValores, texto_consulta: '¿Es correcto el valor?' };
    const abiertas = await requestAs(api.app, coordinador, 'POST', `${CALIDAD}/consultas`, filtro);
    assert.equal(abiertas.statusCode, 200, abiertas.body);
    const deEste = await api.app.db.select().from(consulta).where(eq(consulta.paciente_id, conValores));
    assert.deepEqual(
      deEste.map((fila) => [fila.regla, fila.formulario, fila.campo]).sort(),
      [
        ['VALOR_FUERA_DE_RANGO', 'diagnostico', 'hemoglobina'],
        ['VALOR_FUERA_DE_RANGO', 'diagnostico', 'leucocitos'],
      ],
    );
  });
});

describe('the home counts and the bulk queries', () => {
  test('the counts per rule are the list’s totals', async () => {
    const response = await requestAs(api.app, clinico, 'GET', `${CALIDAD}/recuento`);
    assert.equal(response.statusCode, 200, response.body);
    const { lineas } = response.json<{ lineas: Record<string, number> }>();
    for (const [regla, n] of Object.entries(lineas)) assert.equal(n, (await lista(clinico, `&regla=${regla}`)).total, regla);
  });

  test('users who see the same lines share their counts; a BORRADOR patient counts only for its creator', async () => {
    const lineasCsv = async (sesion: TestSession) => (await requestAs(api.app, sesion, 'GET', `${CALIDAD}/exportar`)).body.split('\r\n').filter((fila) => fila !== '').length - 1;
    const suma = async (sesion: TestSession) =>
      Object.values((await requestAs(api.app, sesion, 'GET', `${CALIDAD}/recuento`)).json<{ lineas: Record<string, number> }>().lineas).reduce((total, n) => total + n, 0);
    const propio = await crearCentro(api.app, 'CALR');
    const [creador, uno, otro] = [
      await signIn(api.app, 'CLINICO', { hospitales: [propio] }),
      await signIn(api.app, 'CLINICO', { hospitales: [propio] }),
      await signIn(api.app, 'CLINICO', { hospitales: [propio] }),
    ];
    await registrarPaciente(api.app, creador, formularioPaciente(propio));
    const antes = await suma(uno);
    // A new patient of the centre (its essential data missing), and a draft of the creator's.
    await registrarPaciente(api.app, creador, formularioPaciente(propio));
    const borrador = (await registrarPaciente(api.app, creador, formularioPaciente(propio))).paciente_id;
    await api.app.db.execute(sql`update paciente set estado = 'BORRADOR', creado_por = ${creador.usuario_id} where paciente_id = ${borrador}`);
    // The second clinician sees what the first sees: answered from the same counts, which lag changes by their validity.
    assert.equal(await suma(otro), antes);
    // The draft's creator has counts of its own, with the draft's lines; nobody else sees them.
    const delCreador = await suma(creador);
    assert.equal(delCreador, await lineasCsv(creador));
    assert.ok(delCreador > (await lineasCsv(otro)) && (await lineasCsv(otro)) > antes, `${delCreador} > ${await lineasCsv(otro)} > ${antes}`);
  });

  test('«abrir consultas para las N líneas filtradas»: one automatic query per line, none twice; counted on the clinician’s home', async () => {
    const filtro = { regla: 'SEGUIMIENTO_VENCIDO', hospital_id: centro, texto_consulta: '¿Hay algún contacto posterior?' };
    assert.equal((await requestAs(api.app, clinico, 'POST', `${CALIDAD}/consultas`, filtro)).statusCode, 403);
    const primera = await requestAs(api.app, coordinador, 'POST', `${CALIDAD}/consultas`, filtro);
    assert.equal(primera.statusCode, 200, primera.body);
    assert.deepEqual(primera.json(), { abiertas: 1, omitidas: 0 });
    const segunda = await requestAs(api.app, coordinador, 'POST', `${CALIDAD}/consultas`, filtro);
    assert.deepEqual(segunda.json(), { abiertas: 0, omitidas: 1 });
    const abiertas = await api.app.db.select().from(consulta).where(eq(consulta.paciente_id, activo));
    assert.deepEqual(
      abiertas.map((fila) => [fila.origen, fila.regla, fila.formulario, fila.estado]),
      [['AUTOMATICA', 'SEGUIMIENTO_VENCIDO', 'paciente', 'ABIERTA']],
    );
    const inicio = await requestAs(api.app, clinico, 'GET', `${CALIDAD}/recuento`);
    assert.equal(inicio.json<{ consultas: Record<string, number> }>().consultas.ABIERTA, 1);
    const otroInicio = await requestAs(api.app, clinicoOtro, 'GET', `${CALIDAD}/recuento`);
    assert.equal(otroInicio.json<{ consultas: Record<string, number> }>().consultas.ABIERTA, undefined);
  });
});
