import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DEFINICIONES_AREAS, type AreaDescarga } from '@registro-lma/shared/domain';
import { filasEnArrays } from '../../db/filas-en-arrays';
import { usarApiDePrueba } from '../../testing/api-de-prueba';
import { PACIENTES_DEMO, sembrarDemoDePrueba } from '../../testing/demo-de-prueba';
import { leerConPython } from '../../testing/leer-con-python';
import { PACIENTES, requestAs } from '../../testing/pacientes';
import { signIn, TEST_PASSWORD, type TestSession } from '../../testing/sign-in';
import { DESCARGAS, descargarFichero, esperarDescarga, pedirDescarga } from './descarga.fixture';


/** Rows per data file of the ZIP (Python's csv) or sheet of the workbook (openpyxl), the header left out. */
const CONTADOR_PYTHON = `
import csv, io, json, sys, zipfile
ruta = sys.argv[1]
filas = {}
if zipfile.ZipFile(ruta).namelist()[0].startswith('[Content_Types]') or ruta.endswith('.xlsx'):
    import openpyxl
    libro = openpyxl.load_workbook(ruta, read_only=True)
    for hoja in libro.worksheets:
        filas[hoja.title] = sum(1 for _ in hoja.iter_rows(values_only=True)) - 1
else:
    with zipfile.ZipFile(ruta) as z:
        for nombre in z.namelist():
            if nombre.endswith('.csv'):
                texto = z.read(nombre).decode('utf-8-sig')
                filas[nombre[:-4]] = len(list(csv.reader(io.StringIO(texto, newline=''), delimiter=';'))) - 1
json.dump(filas, sys.stdout)
`;

let admin: TestSession;
let ensayoDemo = '';

const api = usarApiDePrueba(async (app) => {
  await sembrarDemoDePrueba(app);
  admin = await signIn(app, 'ADMIN');
  const [masUsado] = await filasEnArrays(app.db, sql`select ensayo from paciente_ensayo group by ensayo order by count(*) desc, ensayo limit 1`);
  ensayoDemo = String(masUsado![0]);
});

/** Patients an ADMIN's extract covers by default: every state but draft and excluded. */
const enAlcance = sql`p.estado not in ('BORRADOR', 'EXCLUIDO')`;
const deTabla = (tabla: string) => sql`select count(*) from ${sql.identifier(tabla)} t join paciente p using (paciente_id) where not t.eliminado and ${enAlcance}`;

/** Each data file's rows, counted here by hand from the tables rather than by the extract's own definitions. */
function recuentoIndependiente(area: AreaDescarga['id'], fichero: string): SQL | undefined {
  if (area === 'ensayo') {
    const enEnsayo = (tabla: string, columna: string) => sql`${deTabla(tabla)} and t.${sql.identifier(columna)} = ${ensayoDemo}`;
    return {
      paciente_ensayo: sql`select count(*) from paciente_ensayo t join paciente p using (paciente_id) where ${enAlcance} and t.ensayo = ${ensayoDemo}`,
      muestra: sql`${enEnsayo('muestra', 'ensayo')} and t.es_ensayo`,
      induccion: enEnsayo('induccion', 'ensayo_induccion'),
      consolidacion: enEnsayo('consolidacion', 'cons_ensayo'),
      post_consolidacion: enEnsayo('post_consolidacion', 'pc_ensayo'),
      trasplante: enEnsayo('trasplante', 'tph_ensayo'),
      rec_res: enEnsayo('rec_res', 'rr_ensayo'),
    }[fichero];
  }
  switch (fichero) {
    case 'paciente':
    case 'resumen_paciente':
      return sql`select count(*) from paciente p where ${enAlcance}`;
    case 'paciente_ensayo':
      return sql`select count(*) from paciente_ensayo t join paciente p using (paciente_id) where ${enAlcance}`;
    case 'diagnostico_fish':
      return sql`select count(*) from diagnostico_fish f join diagnostico t on t.diagnostico_id = f.diagnostico_id join paciente p on p.paciente_id = t.paciente_id where not t.eliminado and ${enAlcance}`;
    case 'ngs_variante':
      return sql`select count(*) from ngs_variante v join muestra_ngs t on t.ngs_id = v.ngs_id join paciente p on p.paciente_id = t.paciente_id where not t.eliminado and ${enAlcance}`;
    default:
      return deTabla(fichero);
  }
}

async function contar(app: FastifyInstance, consulta: SQL): Promise<number> {
  const [fila] = await filasEnArrays(app.db, consulta);
  return Number(fila![0]);
}

/**
 * Every pair of option values in four extracts instead of all eight (an orthogonal array of three two-valued
 * options): a row count that depended on two options together would show in one of them.
 */
const COMBINACIONES = [
  { formato: 'CSV', incluir_etiquetas: false, seudonimizado: false },
  { formato: 'CSV', incluir_etiquetas: true, seudonimizado: true },
  { formato: 'XLSX', incluir_etiquetas: false, seudonimizado: true },
  { formato: 'XLSX', incluir_etiquetas: true, seudonimizado: false },
] as const;

for (const area of DEFINICIONES_AREAS) {
  test(`«${area.titulo}» on the ${PACIENTES_DEMO}-patient demo: every pair of format, labels and pseudonymisation, each file as long as an independent count`, async () => {
    const esperadas = new Map<string, number>();
    for (const { nombre } of area.ficheros) {
      const consulta = recuentoIndependiente(area.id, nombre);
      assert.ok(consulta !== undefined, `falta el recuento independiente de ${area.id}/${nombre}`);
      esperadas.set(nombre, await contar(api.app, consulta));
    }
    assert.ok([...esperadas.values()].some((n) => n > 0), `${area.id}: el demo no tiene filas`);
    for (const opciones of COMBINACIONES) {
      const caso = `${area.id} ${JSON.stringify(opciones)}`;
      const { vista, respuesta } = await descargarFichero(api.app, admin, area.id, { ...opciones, ...(area.requiereEnsayo === true ? { ensayo: ensayoDemo } : {}) });
      const leidas = leerConPython('/usr/bin/python3', CONTADOR_PYTHON, respuesta.rawPayload, `descarga.${opciones.formato === 'XLSX' ? 'xlsx' : 'zip'}`) as Record<string, number>;
      for (const [nombre, n] of esperadas) {
        assert.equal(leidas[nombre], n, `${caso}: ${nombre}`);
        assert.equal(vista.filas_por_fichero?.[nombre], n, `${caso}: ${nombre} en filas_por_fichero`);
      }
    }
  });
}

test('while the widest extract runs, sign-in and the UPN search keep answering', async () => {
  const [upn] = await filasEnArrays(api.app.db, sql`select upn from paciente where estado = 'ACTIVO' order by upn limit 1`);
  const pedida = await pedirDescarga(api.app, admin, 'seguimiento', { formato: 'XLSX', incluir_etiquetas: true });
  let respondidasEnCurso = 0;
  for (;;) {
    const login = await api.app.inject({ method: 'POST', url: '/leucemiaAutenticacion/api/auth/login', payload: { email: admin.email, password: TEST_PASSWORD } });
    assert.equal(login.statusCode, 200, login.body);
    const busqueda = await requestAs(api.app, admin, 'GET', `${PACIENTES}/select/busqueda/${encodeURIComponent(String(upn![0]).slice(-6))}`);
    assert.equal(busqueda.statusCode, 200, busqueda.body);
    const vista = await requestAs(api.app, admin, 'GET', `${DESCARGAS}/descargas/${pedida.descarga_id}`);
    const { estado, filas_hechas } = vista.json<{ estado: string; filas_hechas: number }>();
    if (estado !== 'EN_CURSO' && estado !== 'PENDIENTE') break;
    if (estado === 'EN_CURSO' && filas_hechas > 0) respondidasEnCurso += 1;
  }
  const final = await esperarDescarga(api.app, admin, pedida.descarga_id);
  assert.equal(final.estado, 'LISTA', final.error ?? '');
  assert.ok(respondidasEnCurso > 0, 'ninguna petición se respondió con la descarga a medias');
});
