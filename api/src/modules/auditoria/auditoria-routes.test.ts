import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { Paciente, RegistroAuditoria, Rol } from '@registro-lma/shared/domain';
import { auditoria } from '../../db/schema';
import { registrarAuditoria } from '../../platform/auditoria-commands';
import { crearCentro, formularioPaciente, registrarPaciente, requestAs } from '../../testing/pacientes';
import { signIn, type TestSession } from '../../testing/sign-in';
import { usarApiDePrueba } from '../../testing/api-de-prueba';

const AUDITORIA = '/leucemiaLogs/api/auditoria';
const EXPORTAR = `${AUDITORIA}/exportar`;

/** Rows of tables no route writes: the counts below do not depend on what the routes audit. */
const TABLA_PRUEBA = 'prueba_auditoria';
const TABLA_CSV = 'prueba_csv';
const TABLA_CLINICO = 'prueba_clinico';

let admin: TestSession;
let clinicoA: TestSession;
let clinicoB: TestSession;
let coordinador: TestSession;
let pacienteA: Paciente;
let pacienteB: Paciente;

async function fila(autor: TestSession | null, cambios: Partial<Parameters<typeof registrarAuditoria>[1]> = {}) {
  await registrarAuditoria(api.app.db, {
    usuario_id: autor?.usuario_id ?? null,
    rol: autor?.rol ?? null,
    tabla: TABLA_PRUEBA,
    registro_id: 1,
    accion: 'MODIFICAR',
    antes: { nota: 'a' },
    despues: { nota: 'b' },
    ...cambios,
  });
}

const api = usarApiDePrueba(async (app) => {
  const centroA = await crearCentro(app, 'AUDA');
  const centroB = await crearCentro(app, 'AUDB');
  admin = await signIn(app, 'ADMIN');
  clinicoA = await signIn(app, 'CLINICO', { hospitales: [centroA] });
  clinicoB = await signIn(app, 'CLINICO', { hospitales: [centroB] });
  coordinador = await signIn(app, 'COORDINADOR', { hospitales: [centroA] });
  pacienteA = await registrarPaciente(app, clinicoA, formularioPaciente(centroA));
  pacienteB = await registrarPaciente(app, clinicoB, formularioPaciente(centroB));
  // Views by a user of the other centre, with no patient: sign-in-like rows of each centre's users.
  await fila(clinicoA, { tabla: TABLA_PRUEBA, registro_id: 'a', accion: 'VER', paciente_id: pacienteA.paciente_id, antes: null, despues: null });
  await fila(clinicoB, { tabla: TABLA_PRUEBA, registro_id: 'b', accion: 'VER', paciente_id: pacienteB.paciente_id, antes: null, despues: null });
  await fila(clinicoA, { tabla: TABLA_PRUEBA, registro_id: 'sin-paciente-a' });
  await fila(clinicoB, { tabla: TABLA_PRUEBA, registro_id: 'sin-paciente-b' });
  await fila(admin, { tabla: 'usuario', registro_id: clinicoA.usuario_id, accion: 'DESACTIVAR' });
  await fila(admin, { tabla: 'usuario', registro_id: clinicoB.usuario_id, accion: 'DESACTIVAR' });
  await fila(null, { tabla: TABLA_PRUEBA, registro_id: 'sistema', accion: 'CAMBIO_ESTADO' });
});

async function listar(sesion: TestSession, query: string): Promise<{ items: RegistroAuditoria[]; total: number }> {
  const response = await requestAs(api.app, sesion, 'GET', `${AUDITORIA}?${query}`);
  assert.equal(response.statusCode, 200, response.body);
  return response.json();
}

const registros = (resultado: { items: RegistroAuditoria[] }) => resultado.items.map((item) => item.registro_id);

describe('consulta', () => {
  test('ADMIN reads every row, newest first, with who, what and the patient', async () => {
    const { items, total } = await listar(admin, `tabla=${TABLA_PRUEBA}`);
    assert.deepEqual(registros({ items }), ['sistema', 'sin-paciente-b', 'sin-paciente-a', 'b', 'a']);
    assert.equal(total, 5);
    const [sistema, , sinPaciente, , conPaciente] = items;
    assert.equal(sistema?.usuario, null);
    assert.deepEqual(sinPaciente?.usuario, { usuario_id: clinicoA.usuario_id, nombre: 'Prueba', apellidos: clinicoA.apellidos, email: clinicoA.email });
    assert.deepEqual(sinPaciente?.cambios, [{ campo: 'nota', antes: 'a', despues: 'b' }]);
    assert.deepEqual(conPaciente?.paciente, { paciente_id: pacienteA.paciente_id, upn: pacienteA.upn });
    assert.equal(conPaciente?.accion, 'VER');
    assert.equal(conPaciente?.rol, 'CLINICO');
  });

  test('pages by pagina and tamano over the same order', async () => {
    const primera = await listar(admin, `tabla=${TABLA_PRUEBA}&tamano=2`);
    const segunda = await listar(admin, `tabla=${TABLA_PRUEBA}&tamano=2&pagina=2`);
    assert.deepEqual([...registros(primera), ...registros(segunda)], ['sistema', 'sin-paciente-b', 'sin-paciente-a', 'b']);
    assert.equal(segunda.total, 5);
  });

  test('a patient by UPN (any case) or by id: its creation and its views', async () => {
    const porUpn = await listar(admin, `paciente=${pacienteA.upn.toLowerCase()}`);
    const porId = await listar(admin, `paciente=${pacienteA.paciente_id}`);
    assert.deepEqual(porUpn, porId);
    assert.ok(porUpn.items.every((item) => item.paciente?.paciente_id === pacienteA.paciente_id));
    assert.deepEqual(
      porUpn.items.filter((item) => item.tabla === 'paciente' && item.accion === 'CREAR').map((item) => item.usuario?.usuario_id),
      [clinicoA.usuario_id],
    );
    assert.deepEqual(registros(await listar(admin, `paciente=${pacienteA.upn}&accion=VER&tabla=${TABLA_PRUEBA}`)), ['a']);
  });

  test('a user by e-mail (any case) or by id: what that user did', async () => {
    const porCorreo = await listar(admin, `usuario=${encodeURIComponent(clinicoB.email.toUpperCase())}&tabla=${TABLA_PRUEBA}`);
    const porId = await listar(admin, `usuario=${clinicoB.usuario_id}&tabla=${TABLA_PRUEBA}`);
    assert.deepEqual(porCorreo, porId);
    assert.deepEqual(registros(porCorreo), ['sin-paciente-b', 'b']);
  });

  test('unknown patients and users match nothing (no 404 that would tell they do not exist)', async () => {
    assert.equal((await listar(admin, 'paciente=LMA-999999')).total, 0);
    assert.equal((await listar(admin, 'paciente=999999999')).total, 0);
    assert.equal((await listar(admin, 'usuario=nadie@pruebas.test')).total, 0);
  });

  test('action and table filters', async () => {
    assert.deepEqual(registros(await listar(admin, `tabla=${TABLA_PRUEBA}&accion=CAMBIO_ESTADO`)), ['sistema']);
    const desactivados = await listar(admin, 'tabla=usuario&accion=DESACTIVAR');
    assert.deepEqual(registros(desactivados).sort(), [String(clinicoA.usuario_id), String(clinicoB.usuario_id)].sort());
  });

  test('the day range is inclusive and in Madrid time', async () => {
    // 23:30 UTC on 15 January is 00:30 on the 16th in Madrid.
    await api.app.db.insert(auditoria).values({ tabla: 'prueba_fechas', registro_id: '1', accion: 'VER', creado_en: new Date('2020-01-15T23:30:00Z') });
    const contar = async (periodo: string) => (await listar(admin, `tabla=prueba_fechas&${periodo}`)).total;
    assert.equal(await contar('desde=2020-01-16&hasta=2020-01-16'), 1);
    assert.equal(await contar('hasta=2020-01-15'), 0);
    assert.equal(await contar('desde=2020-01-17'), 0);
    assert.equal(await contar('desde=2020-01-01'), 1);
  });

  test('bad filters answer 400 in Spanish, per parameter', async () => {
    const response = await requestAs(api.app, admin, 'GET', `${AUDITORIA}?paciente=LMA-12&accion=BORRAR&desde=31/12/2025&tamano=0`);
    assert.equal(response.statusCode, 400);
    const { message, errores } = response.json<{ message: string; errores: Record<string, string> }>();
    assert.equal(message, 'Datos no válidos.');
    assert.deepEqual(Object.keys(errores).sort(), ['accion', 'desde', 'paciente', 'tamano']);
    assert.equal(errores.paciente, 'Formato no válido.');
    assert.equal(errores.desde, 'Fecha no válida. Use el formato DD/MM/AAAA.');
  });

  test('the tables filter lists the audited tables with their names', async () => {
    const response = await requestAs(api.app, coordinador, 'GET', `${AUDITORIA}/tablas`);
    assert.equal(response.statusCode, 200);
    const tablas = response.json<{ codigo: string; etiqueta: string }[]>();
    assert.ok(tablas.some((tabla) => tabla.codigo === 'paciente' && tabla.etiqueta === 'Registro del paciente'));
    assert.ok(tablas.some((tabla) => tabla.codigo === TABLA_PRUEBA && tabla.etiqueta === TABLA_PRUEBA));
    assert.equal(new Set(tablas.map((tabla) => tabla.codigo)).size, tablas.length);
  });
});

describe('alcance', () => {
  test('COORDINADOR reads every row about a patient, whatever its centre, and not the others’ rows without one', async () => {
    assert.deepEqual(registros(await listar(coordinador, `tabla=${TABLA_PRUEBA}`)), ['b', 'a']);
    assert.deepEqual(registros(await listar(coordinador, 'tabla=usuario&accion=DESACTIVAR')), []);
    assert.ok((await listar(coordinador, `paciente=${pacienteB.upn}`)).total > 0);
    assert.deepEqual(registros(await listar(coordinador, `usuario=${clinicoB.usuario_id}&tabla=${TABLA_PRUEBA}`)), ['b']);
  });

  test('COORDINADOR reads its own rows without a patient: its readings of the trail, not the admin’s', async () => {
    await listar(admin, `tabla=${TABLA_PRUEBA}`);
    const lecturas = (await listar(coordinador, 'tabla=auditoria')).items;
    assert.ok(lecturas.length > 0);
    assert.deepEqual(new Set(lecturas.map((item) => item.usuario?.usuario_id)), new Set([coordinador.usuario_id]));
  });

  test('CLINICO reads the rows about its centres’ patients and its own rows (§2.3 «own records»), never another centre’s', async () => {
    assert.deepEqual(registros(await listar(clinicoA, `tabla=${TABLA_PRUEBA}`)), ['sin-paciente-a', 'a']);
    assert.deepEqual(registros(await listar(clinicoB, `tabla=${TABLA_PRUEBA}`)), ['sin-paciente-b', 'b']);
    await fila(admin, { tabla: TABLA_CLINICO, registro_id: 'admin-sobre-a', accion: 'VER', paciente_id: pacienteA.paciente_id, antes: null, despues: null });
    assert.deepEqual(registros(await listar(clinicoA, `tabla=${TABLA_CLINICO}`)), ['admin-sobre-a'], 'another user’s change to its patient');
    assert.deepEqual(registros(await listar(clinicoB, `tabla=${TABLA_CLINICO}`)), []);
    assert.equal((await listar(clinicoB, `paciente=${pacienteA.upn}`)).total, 0);
    assert.deepEqual(registros(await listar(clinicoA, 'tabla=usuario&accion=DESACTIVAR')), []);
    const exportada = await requestAs(api.app, clinicoB, 'GET', `${EXPORTAR}?tabla=${TABLA_PRUEBA}`);
    assert.equal(exportada.statusCode, 200, exportada.body);
    assert.ok(exportada.body.includes('sin-paciente-b') && !exportada.body.includes('sin-paciente-a'));
  });

  for (const rol of ['LECTURA', 'LABORATORIO', 'BIOBANCO'] satisfies Rol[]) {
    test(`${rol} is refused (403) on the list, the export and the tables`, async () => {
      const sesion = await signIn(api.app, rol);
      for (const url of [AUDITORIA, EXPORTAR, `${AUDITORIA}/tablas`]) {
        const response = await requestAs(api.app, sesion, 'GET', url);
        assert.equal(response.statusCode, 403, url);
        assert.deepEqual(response.json(), { message: 'No tiene permisos para realizar esta acción.' });
      }
    });
  }

  test('without a token: 401', async () => {
    for (const url of [AUDITORIA, EXPORTAR, `${AUDITORIA}/tablas`]) assert.equal((await api.app.inject({ method: 'GET', url })).statusCode, 401, url);
  });
});

describe('exportación CSV', () => {
  before(async () => {
    await fila(clinicoA, {
      tabla: TABLA_CSV,
      registro_id: 'comillas',
      motivo: 'Dijo "vale"; luego\nsegunda línea\r\ny tercera',
      antes: null,
      despues: { observaciones: 'a;b "c"' },
      paciente_id: pacienteA.paciente_id,
    });
    await fila(clinicoB, { tabla: TABLA_CSV, registro_id: 'formula', motivo: '=HIPERVINCULO("x")', antes: null, despues: null, paciente_id: pacienteB.paciente_id });
  });

  async function exportar(sesion: TestSession, query: string) {
    const response = await requestAs(api.app, sesion, 'GET', `${EXPORTAR}?${query}`);
    assert.equal(response.statusCode, 200, response.body);
    return response;
  }

  test('UTF-8 with BOM, «;», CRLF and RFC 4180 quoting of quotes, separators and line breaks', async () => {
    const response = await exportar(admin, `tabla=${TABLA_CSV}&usuario=${clinicoA.usuario_id}`);
    assert.equal(response.headers['content-type'], 'text/csv; charset=utf-8');
    assert.match(String(response.headers['content-disposition']), /^attachment; filename="auditoria-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = response.rawPayload;
    assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf]);
    const texto = bytes.subarray(3).toString('utf8');
    const [cabecera, ...resto] = texto.split('\r\n');
    assert.equal(
      cabecera,
      'auditoria_id;fecha;usuario_id;usuario_email;usuario_nombre;rol;accion;tabla;registro_id;paciente_id;paciente_upn;motivo;antes;despues',
    );
    const datos = resto.join('\r\n');
    assert.ok(
      datos.endsWith(
        `;${clinicoA.usuario_id};${clinicoA.email};Prueba ${clinicoA.apellidos};CLINICO;MODIFICAR;${TABLA_CSV};comillas;${pacienteA.paciente_id};${pacienteA.upn};` +
          '"Dijo ""vale""; luego\nsegunda línea\r\ny tercera";;"{""observaciones"":""a;b \\""c\\""""}"\r\n',
      ),
      datos,
    );
  });

  test('a cell a spreadsheet would run as a formula is neutralised', async () => {
    const texto = (await exportar(admin, `tabla=${TABLA_CSV}&usuario=${clinicoB.usuario_id}`)).body;
    assert.match(texto, /;"'=HIPERVINCULO\(""x""\)";;\r\n$/);
  });

  test('the export has the list’s filters and scope, all rows, no pages', async () => {
    const lineas = (texto: string) => texto.split('\r\n').filter((linea) => /^\d+;/.test(linea));
    assert.equal(lineas((await exportar(admin, `tabla=${TABLA_PRUEBA}`)).body).length, 5);
    assert.equal(lineas((await exportar(admin, `tabla=${TABLA_PRUEBA}&accion=VER`)).body).length, 2);
    const delCoordinador = (await exportar(coordinador, `tabla=${TABLA_PRUEBA}`)).body;
    assert.deepEqual(lineas(delCoordinador).map((linea) => linea.split(';')[8]), ['b', 'a']);
  });

  test('bad filters answer 400 before anything is sent', async () => {
    const response = await requestAs(api.app, admin, 'GET', `${EXPORTAR}?accion=BORRAR`);
    assert.equal(response.statusCode, 400);
    assert.equal(response.headers['content-type'], 'application/json; charset=utf-8');
  });
});
