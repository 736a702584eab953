import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { areaDescarga, columnasDeFichero } from '@registro-lma/shared/domain';
import { filasEnArrays } from '../../db/filas-en-arrays';
import { usarApiDePrueba } from '../../testing/api-de-prueba';
import { sembrarExpedientesIdentificables } from '../../testing/expediente-identificable';
import { crearCentro } from '../../testing/pacientes';
import { signIn } from '../../testing/sign-in';
import { condicionPacientes, consultaLineas, type AlcanceDescarga } from './consulta-descarga-builder';

const api = usarApiDePrueba(async (app) => {
  await sembrarExpedientesIdentificables(app, await signIn(app, 'ADMIN'), await crearCentro(app, 'HANCHO'));
});

const ALCANCE: AlcanceDescarga = { rol: 'ADMIN', hospitalesUsuario: [], laboratorios: [], biolabs: [], estados: ['ACTIVO', 'FALLECIDO', 'PERDIDO_SEGUIMIENTO', 'RETIRADO'] };

test('a record ten times as wide as the diagnosis file is written whole by either engine (a chain of 1 420 fields left embedded PGlite with 0 rows)', async () => {
  const fichero = areaDescarga('diagnostico').ficheros.find((candidato) => candidato.nombre === 'diagnostico')!;
  const columnas = columnasDeFichero(fichero, { etiquetas: false, seudonimizado: false });
  const ancho = Array.from({ length: 10 }, () => columnas).flat();
  const filas = await filasEnArrays(api.app.db, consultaLineas(fichero, ancho, ALCANCE, condicionPacientes(ALCANCE)));
  const [conteo] = await filasEnArrays(api.app.db, sql`select count(*)::int from diagnostico where not eliminado`);
  assert.ok(Number(conteo![0]) > 0);
  assert.equal(filas.length, Number(conteo![0]), 'one record per diagnosis');
  for (const [linea] of filas) {
    assert.ok(String(linea).endsWith('\r\n'));
    assert.ok(String(linea).split(';').length >= ancho.length, 'every field, in one record');
  }
});
