import assert from 'node:assert/strict';
import { before, describe, test, type TestContext } from 'node:test';
import { isDeepStrictEqual } from 'node:util';
import { hoy, type NuevoUpn, type Paciente, type PacienteBusqueda, type PacienteResumen } from '@registro-lma/shared/domain';
import { paciente } from '../../db/schema';
import { usarApiDePrueba } from '../../testing/api-de-prueba';
import { crearCentro, formularioPaciente, PACIENTES, requestAs, registrarPaciente } from '../../testing/pacientes';
import { signIn, type TestSession } from '../../testing/sign-in';

type Listado = { items: PacienteResumen[]; total: number };

let admin: TestSession;
let coordinador: TestSession;
let clinico: TestSession;
let colega: TestSession;
let centro: number;
let otroCentro: number;
/** Patients of the own centre in creation order: diagnosed 2021, 2023, 2022; then the clinician's draft. */
const propios: Paciente[] = [];
let borradorPropio: NuevoUpn;
let borradorDelColega: NuevoUpn;
let deOtroCentro: Paciente;
let borradorDeOtroCentro: NuevoUpn;

const nuevoUpn = async (sesion: TestSession, hospitalId: number) =>
  (await requestAs(api.app, sesion, 'POST', `${PACIENTES}/codigo-nuevo-upn`, { hospital_id: hospitalId })).json<NuevoUpn>();

const api = usarApiDePrueba(async (app) => {
  centro = await crearCentro(app, 'HRYC');
  otroCentro = await crearCentro(app, 'HVDH');
  admin = await signIn(app, 'ADMIN');
  coordinador = await signIn(app, 'COORDINADOR');
  clinico = await signIn(app, 'CLINICO', { hospitales: [centro] });
  colega = await signIn(app, 'CLINICO', { hospitales: [centro] });
  const diagnosticos = [
    { fecha_nacimiento: '1950-01-01', fecha_diagnostico: '2021-03-01', fecha_consentimiento: '2021-03-05', entidad: 'LMA', sexo: 'MUJER' },
    { fecha_nacimiento: '1980-01-01', fecha_diagnostico: '2023-05-01', fecha_consentimiento: '2023-05-05', entidad: 'LPA', sexo: 'HOMBRE' },
    { fecha_nacimiento: '1965-01-01', fecha_diagnostico: '2022-09-01', fecha_consentimiento: '2022-09-05', entidad: 'LMA', sexo: 'HOMBRE' },
  ];
  for (const datos of diagnosticos) propios.push(await registrarPaciente(app, clinico, formularioPaciente(centro, datos)));
  borradorPropio = await nuevoUpn(clinico, centro);
  borradorDelColega = await nuevoUpn(colega, centro);
  deOtroCentro = await registrarPaciente(app, admin, formularioPaciente(otroCentro));
  borradorDeOtroCentro = await nuevoUpn(admin, otroCentro);
});

async function listar(sesion: TestSession, consulta = '', ruta = PACIENTES): Promise<Listado> {
  const response = await requestAs(api.app, sesion, 'GET', `${ruta}${consulta}`);
  assert.equal(response.statusCode, 200, response.body);
  return response.json<Listado>();
}

async function buscar(sesion: TestSession, texto: string): Promise<PacienteBusqueda[]> {
  const response = await requestAs(api.app, sesion, 'GET', `${PACIENTES}/select/busqueda/${encodeURIComponent(texto)}`);
  assert.equal(response.statusCode, 200, response.body);
  return response.json<PacienteBusqueda[]>();
}

const upns = (listado: { items: { upn: string }[] } | { upn: string }[]) => ('items' in listado ? listado.items : listado).map((fila) => fila.upn);

describe('scope and drafts', () => {
  test('own centres only; a draft is listed to its creator, not to a colleague', async () => {
    const delClinico = await listar(clinico, '?orden=upn&direccion=asc');
    assert.deepEqual(upns(delClinico), [...propios.map((p) => p.upn), borradorPropio.upn]);
    assert.equal(delClinico.total, 4);
    assert.deepEqual(upns(await listar(colega, '?orden=upn&direccion=asc')), [...propios.map((p) => p.upn), borradorDelColega.upn]);
  });

  test('all centres for a coordinator (no one else’s drafts); ADMIN sees every draft', async () => {
    assert.deepEqual(upns(await listar(coordinador, '?orden=upn&direccion=asc', `${PACIENTES}/admin`)), [...propios.map((p) => p.upn), deOtroCentro.upn]);
    const todos = await listar(admin, '?orden=upn&direccion=asc', `${PACIENTES}/admin`);
    assert.deepEqual(upns(todos), [...propios.map((p) => p.upn), borradorPropio.upn, borradorDelColega.upn, deOtroCentro.upn, borradorDeOtroCentro.upn]);
  });

  test('a row is the patient summary', async () => {
    const { items } = await listar(clinico, `?upn=${propios[1]?.upn}`);
    const [resumen] = items;
    const leido = propios[1] as Paciente;
    assert.deepEqual(resumen, {
      paciente_id: leido.paciente_id,
      upn: leido.upn,
      hospital: { hospital_id: centro, codigo: 'HRYC', nombre: 'Hospital HRYC' },
      sexo: 'HOMBRE',
      edad_diagnostico: 43,
      entidad: 'LPA',
      estado: 'ACTIVO',
      estado_formulario: 'COMPLETO',
      // Sex, birth, diagnosis and the vital status of 13 applicable essential items (no stage recorded yet).
      de_completitud_pct: 31,
      modificado_en: leido.modificado_en,
      version: 1,
    });
  });
});

describe('sorting and pages', () => {
  test('by diagnosis date either way, unanswered values last', async () => {
    const [p2021, p2023, p2022] = propios.map((p) => p.upn);
    assert.deepEqual(upns(await listar(clinico, '?orden=fecha_diagnostico&direccion=asc')), [p2021, p2022, p2023, borradorPropio.upn]);
    assert.deepEqual(upns(await listar(clinico, '?orden=fecha_diagnostico&direccion=desc')), [p2023, p2022, p2021, borradorPropio.upn]);
    assert.deepEqual(upns(await listar(clinico, '?orden=edad_diagnostico&direccion=asc')), [p2023, p2022, p2021, borradorPropio.upn]);
  });

  test('by state, by UPN, and by last change (the default, newest first)', async () => {
    const estados = (await listar(clinico, '?orden=estado&direccion=asc')).items.map((fila) => fila.estado);
    assert.deepEqual(estados, ['ACTIVO', 'ACTIVO', 'ACTIVO', 'BORRADOR']);
    assert.deepEqual(upns(await listar(clinico, '?orden=upn&direccion=desc')), [borradorPropio.upn, ...propios.map((p) => p.upn).reverse()]);
    assert.deepEqual(upns(await listar(clinico)), [borradorPropio.upn, ...propios.map((p) => p.upn).reverse()]);
  });

  test('pages of a given size; the total counts every match', async () => {
    const pagina = await listar(clinico, '?orden=upn&direccion=asc&tamano=2&pagina=2');
    assert.deepEqual(upns(pagina), [propios[2]?.upn, borradorPropio.upn]);
    assert.equal(pagina.total, 4);
    assert.deepEqual(await listar(clinico, '?tamano=2&pagina=3'), { items: [], total: 4 });
  });

  test('only whitelisted sort columns, directions and page sizes', async () => {
    const response = await requestAs(api.app, clinico, 'GET', `${PACIENTES}?orden=observaciones&direccion=arriba&tamano=500`);
    assert.deepEqual(response.json(), {
      message: 'Datos no válidos.',
      errores: {
        tamano: 'Valor fuera de rango: debe estar entre 1 y 200.',
        orden: 'Seleccione un valor de la lista.',
        direccion: 'Seleccione un valor de la lista.',
      },
    });
  });
});

describe('filters', () => {
  test('by state, entity and centre', async () => {
    assert.deepEqual(upns(await listar(clinico, '?estado=BORRADOR')), [borradorPropio.upn]);
    assert.deepEqual(upns(await listar(clinico, '?entidad=LPA')), [propios[1]?.upn]);
    assert.deepEqual(upns(await listar(admin, `?hospital_id=${otroCentro}&estado=ACTIVO`, `${PACIENTES}/admin`)), [deOtroCentro.upn]);
  });

  test('by UPN fragment: the prefix or the digits of the number', async () => {
    const [primero] = propios;
    assert.ok(primero);
    assert.deepEqual(upns(await listar(clinico, `?upn=${primero.upn.toLowerCase()}`)), [primero.upn]);
    assert.deepEqual(upns(await listar(clinico, `?upn=${Number(primero.upn.slice(4))}`)), [primero.upn]);
    assert.equal((await listar(clinico, '?upn=LMB')).total, 0);
  });
});

describe('UPN search', () => {
  let muchos: string[];

  before(async () => {
    const filas = await api.app.db
      .insert(paciente)
      .values(Array.from({ length: 25 }, () => ({ hospital_id: centro, fecha_registro: hoy(), estado: 'ACTIVO' as const })))
      .returning({ upn: paciente.upn });
    muchos = filas.map((fila) => fila.upn);
  });


  test('at most 20 hits in UPN order, each with its centre code and state', async () => {
    const encontrados = await buscar(clinico, 'lma-0');
    assert.equal(encontrados.length, 20);
    assert.deepEqual(upns(encontrados), [...upns(encontrados)].sort());
    assert.deepEqual(encontrados[0], { paciente_id: propios[0]?.paciente_id, upn: propios[0]?.upn, hospital_codigo: 'HRYC', estado: 'ACTIVO' });
  });

  test('digits alone match the number part, in every kind of search', async () => {
    const ultimo = muchos.at(-1) ?? '';
    const numero = String(Number(ultimo.slice(4)));
    assert.deepEqual(upns(await buscar(clinico, numero)).includes(ultimo), true);
    assert.deepEqual(upns(await buscar(clinico, ultimo.slice(-6))), [ultimo]);
    assert.deepEqual(upns(await buscar(admin, `0${numero}`)).includes(ultimo), true);
  });

  test('the scope and the drafts rule apply', async () => {
    assert.deepEqual(upns(await buscar(clinico, deOtroCentro.upn)), []);
    assert.deepEqual(upns(await buscar(coordinador, deOtroCentro.upn)), [deOtroCentro.upn]);
    assert.deepEqual(upns(await buscar(clinico, borradorDelColega.upn)), []);
    assert.deepEqual(upns(await buscar(colega, borradorDelColega.upn)), [borradorDelColega.upn]);
    assert.deepEqual(upns(await buscar(coordinador, borradorDeOtroCentro.upn)), []);
    assert.deepEqual(upns(await buscar(admin, borradorDeOtroCentro.upn)), [borradorDeOtroCentro.upn]);
  });

  test('a text no UPN can contain finds nothing', async () => {
    assert.deepEqual(await buscar(admin, 'XYZ'), []);
    assert.deepEqual(await buscar(admin, '%'), []);
    assert.deepEqual(await buscar(admin, '1234567'), []);
  });
});

describe('database round trips', () => {
  /** Calls into the database clients (both pools, or the one embedded engine) while `peticion` runs. */
  async function llamadasDurante(t: TestContext, peticion: () => Promise<unknown>): Promise<Record<string, number>> {
    const clientes = new Set([api.app.db, api.app.dbLecturas].map((db) => (db as unknown as { $client: Record<string, unknown> }).$client));
    const espias = [...clientes].flatMap((cliente, indice) =>
      ['query', 'connect', 'transaction', 'exec']
        .filter((metodo) => typeof cliente[metodo] === 'function')
        .map((metodo) => [`${indice}.${metodo}`, t.mock.method(cliente as Record<string, () => unknown>, metodo)] as const),
    );
    await peticion();
    const llamadas = Object.fromEntries(espias.map(([nombre, espia]) => [nombre, espia.mock.callCount()]));
    for (const [, espia] of espias) espia.mock.restore();
    return llamadas;
  }

  test('with the user remembered, a search and a list are two statements each, the read and its audit row, and no transaction', async (t) => {
    // On a server a pool's query takes a connection (`connect`) for itself; a transaction would take another. A
    // request alone writes its audit row alone; reads finishing together share one insert (auditoria-lote-writer.test.ts).
    const esperado = api.app.config.databaseUrl === undefined ? { '0.query': 2, '0.transaction': 0, '0.exec': 0 } : { '0.query': 0, '0.connect': 0, '1.query': 2, '1.connect': 2 };
    const peticiones = [() => buscar(clinico, '1'), () => listar(clinico), () => listar(coordinador, '', `${PACIENTES}/admin`)];
    for (const peticion of peticiones) {
      // A late notification of an earlier change to users may empty the user cache once: its refill is not the
      // request's own work, so the request is measured again, with the user remembered.
      let llamadas: Record<string, number> = {};
      for (let vez = 0; vez < 3 && !isDeepStrictEqual(llamadas, esperado); vez += 1) {
        await peticion();
        llamadas = await llamadasDurante(t, peticion);
      }
      assert.deepEqual(llamadas, esperado);
    }
  });
});

describe('selectors', () => {
  test('states and entities as catalogue rows', async () => {
    const estados = (await requestAs(api.app, clinico, 'GET', `${PACIENTES}/select/estados`)).json<{ codigo: string }[]>();
    assert.deepEqual(estados[0], { codigo: 'BORRADOR', etiqueta: 'Borrador', orden: 1, activo: true });
    assert.equal(estados.length, 6);
    const entidades = (await requestAs(api.app, clinico, 'GET', `${PACIENTES}/select/entidades`)).json<{ codigo: string }[]>();
    assert.deepEqual(entidades.map((fila) => fila.codigo), ['LMA', 'LPA', 'SMD_LMA', 'LA_LINAJE_AMBIGUO', 'SARCOMA_MIELOIDE_AISLADO']);
  });
});
