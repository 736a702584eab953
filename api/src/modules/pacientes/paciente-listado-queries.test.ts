import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { Usuario } from '@registro-lma/shared/domain';
import { asegurarCentrosDemo } from '../../demo/centros-demo';
import { sembrarPacientes } from '../../demo/sembrar-pacientes';
import { usarApiDePrueba } from '../../testing/api-de-prueba';
import { comoPropietario } from '../../testing/propietario';
import { filasLeidas, filasLeidasEn, planDe, planGenericoDe } from '../../testing/plan-consulta';
import { signIn } from '../../testing/sign-in';
import { cargarUsuario } from '../usuarios/usuario-queries';
import { alcanceDeListado } from '../../platform/alcance/paciente-scope';
import { consultaPagina, consultaTotal, type FiltroPacientes, type OrdenPacientes } from './paciente-listado-queries';

const PACIENTES = 20_000;
const CENTROS = 12;
/** A page read from an index in order: a few rows per row shown, whatever the size of the registry. */
const FILAS_POR_PAGINA = 1000;

const usuarios: [string, Usuario][] = [];

async function usuario(...args: Parameters<typeof signIn>): Promise<Usuario> {
  const cargado = await cargarUsuario(api.app.db, (await signIn(...args)).usuario_id);
  assert.ok(cargado);
  return cargado;
}

const api = usarApiDePrueba(async (app) => {
  const centros = (await asegurarCentrosDemo(app.db, CENTROS, null)).map((centro) => centro.hospital_id);
  // Seeding ends with ANALYZE, and VACUUM follows: both are the owner's to run.
  const propietario = comoPropietario(app.config.databaseOwnerUrl, app.db);
  try {
    await sembrarPacientes(propietario.db, { pacientes: PACIENTES, centros: centros.map((hospital_id) => ({ hospital_id, autor: null })), sinAuditoria: true });
    // The steady state autovacuum keeps: a visibility map, without which no scan can skip the table.
    await propietario.db.execute(sql`vacuum paciente`);
  } finally {
    await propietario.close();
  }
  usuarios.push(
    ['COORDINADOR', await usuario(app, 'COORDINADOR')],
    ['CLINICO of 1 centre', await usuario(app, 'CLINICO', { hospitales: centros.slice(0, 1) })],
    ['CLINICO of 3 centres', await usuario(app, 'CLINICO', { hospitales: centros.slice(0, 3) })],
  );
});

const filtro = (orden: OrdenPacientes, direccion: 'asc' | 'desc'): FiltroPacientes => ({
  pagina: 1,
  tamano: 25,
  orden,
  direccion,
  upn: null,
  estado: null,
  entidad: null,
  hospital_id: null,
});

describe(`first page of the patient lists over ${PACIENTES} patients`, () => {
  for (const [orden, direccion] of [['modificado_en', 'desc'], ['modificado_en', 'asc'], ['upn', 'asc'], ['upn', 'desc']] as const) {
    test(`by ${orden} ${direccion} (the home list: modificado_en desc) reads a page, not every patient in scope`, async () => {
      for (const [nombre, quien] of usuarios) {
        const consulta = consultaPagina(api.app.db, filtro(orden, direccion), alcanceDeListado(quien));
        const leidas = await filasLeidas(api.app.db, consulta, 'paciente');
        assert.ok(leidas <= FILAS_POR_PAGINA, `${nombre}: ${leidas} filas leídas`);
        // Also once the page is a prepared statement whose generic plan PostgreSQL kept.
        const leidasGenerico = filasLeidasEn(await planGenericoDe(api.app.db, consulta), 'paciente');
        assert.ok(leidasGenerico <= FILAS_POR_PAGINA, `${nombre}, plan genérico: ${leidasGenerico} filas leídas`);
      }
    });
  }

  test('the total without a UPN text sums the kept counts and reads no patient', async () => {
    for (const [nombre, quien] of usuarios) {
      const consulta = consultaTotal(api.app.db, filtro('modificado_en', 'desc'), alcanceDeListado(quien));
      for (const plan of [await planDe(api.app.db, consulta), await planGenericoDe(api.app.db, consulta)]) {
        const relaciones = plan.map((nodo) => nodo['Relation Name']);
        assert.ok(relaciones.includes('paciente_recuento'), nombre);
        assert.ok(!relaciones.includes('paciente'), `${nombre}: ${relaciones.join(', ')}`);
      }
    }
  });
});
