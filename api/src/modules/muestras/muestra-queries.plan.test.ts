import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, count, eq, sql } from 'drizzle-orm';
import { asegurarCentrosDemo } from '../../demo/centros-demo';
import { sembrarPacientes } from '../../demo/sembrar-pacientes';
import { muestra, paciente } from '../../db/schema';
import { muestrasVisibles } from '../../platform/alcance/muestra-scope';
import { consultaPagina, consultaRecuento } from './muestra-queries';
import { usarApiDePrueba } from '../../testing/api-de-prueba';
import { planDe } from '../../testing/plan-consulta';
import { comoPropietario } from '../../testing/propietario';

// bench:lista-laboratorio found the laboratory worklist's total counted through the table (a bitmap heap scan over
// ~1 000 pages per request with 50 000 samples). The list's index now holds every column the page's order and the
// total need: the total of a laboratory's samples in one state is counted from the index alone.

const PACIENTES = 2_000;

/** A laboratory user of one laboratory, as the scope reads it. */
const LABORATORIO = { rol: 'LABORATORIO', usuario_id: 0, hospitales: [], laboratorios: ['LAB_CG_REF'], biolabs: [] } as const;
const MUESTRAS_POR_PACIENTE = 10;

const api = usarApiDePrueba(async (app) => {
  const centros = (await asegurarCentrosDemo(app.db, 4, null)).map((centro) => centro.hospital_id);
  const propietario = comoPropietario(app.config.databaseOwnerUrl, app.db);
  try {
    await sembrarPacientes(propietario.db, { pacientes: PACIENTES, centros: centros.map((hospital_id) => ({ hospital_id, autor: null })) });
    // Five laboratories and seven states, independent of each other (the benchmark's spread).
    await propietario.db.execute(sql`
      with numerados as (
        select p.paciente_id, p.upn, n, row_number() over (order by p.paciente_id, n) as fila
        from paciente p cross join generate_series(1, ${MUESTRAS_POR_PACIENTE}) as n
      )
      insert into muestra (paciente_id, codigo_muestra, laboratorio_destino, estado, modificado_en)
      select paciente_id, upn || '-M' || lpad(n::text, 3, '0'),
        (array['LAB_CMF_REF','LAB_CG_REF','LAB_MOL_REF','LAB_NGS_REF','LAB_LOCAL'])[(1 + (fila * 7) % 5)::int],
        (array['REGISTRADA','ENVIADA','RECIBIDA','EN_PROCESO','INFORMADA','RECHAZADA','ANULADA'])[(1 + (fila / 5) % 7)::int],
        now() - make_interval(mins => fila::int)
      from numerados`);
    // The steady state autovacuum keeps: a visibility map, without which no scan can skip the table.
    await propietario.db.execute(sql`vacuum analyze muestra`);
  } finally {
    await propietario.close();
  }
});

test('the total of a laboratory’s worklist in one state is counted from the list’s index, without reading the table', async () => {
  // What listarMuestras counts for a LABORATORIO user (its scope: its laboratories, deleted samples too) filtering by state.
  const total = api.app.db
    .select({ total: count() })
    .from(muestra)
    .innerJoin(paciente, eq(paciente.paciente_id, muestra.paciente_id))
    .where(and(muestrasVisibles(LABORATORIO), eq(muestra.estado, 'ENVIADA')));
  const nodos = (await planDe(api.app.db, total)).filter((nodo) => nodo['Relation Name'] === 'muestra');
  assert.deepEqual(
    nodos.map((nodo) => [nodo['Node Type'], nodo['Index Name'], nodo['Heap Fetches']]),
    [['Index Only Scan', 'muestra_lista_laboratorio_idx', 0]],
  );
  assert.ok((nodos[0]?.['Actual Rows'] ?? 0) > 0, 'the state has samples in that laboratory');
});

test('the per-state counts of a laboratory’s tabs are counted from the same index, without reading the table', async () => {
  // What recontarMuestras counts for a LABORATORIO user: its scope, every state at once.
  const sinFiltros = { laboratorio: null, upn: null, es_ensayo: null, hospital_id: null, estudio: null, ensayo: null, extraccion_desde: null, extraccion_hasta: null, envio_desde: null, envio_hasta: null };
  const recuento = consultaRecuento(api.app.db, sinFiltros, muestrasVisibles(LABORATORIO));
  const nodos = await planDe(api.app.db, recuento);
  const enMuestra = nodos.filter((nodo) => nodo['Relation Name'] === 'muestra');
  assert.deepEqual(
    enMuestra.map((nodo) => [nodo['Node Type'], nodo['Index Name'], nodo['Heap Fetches']]),
    [['Index Only Scan', 'muestra_lista_laboratorio_idx', 0]],
  );
  assert.equal(enMuestra[0]?.['Actual Rows'], (PACIENTES * MUESTRAS_POR_PACIENTE) / 5, 'every sample of the laboratory, each state once');
});

test('an administrator’s list narrowed to one laboratory and state, live samples only, is counted from the same index too', async () => {
  // What listarMuestras counts for an ADMIN filtering by laboratory and state: `eliminado` is read from the index.
  const administrador = { rol: 'ADMIN', usuario_id: 0, hospitales: [], laboratorios: [], biolabs: [] } as const;
  const total = api.app.db
    .select({ total: count() })
    .from(muestra)
    .innerJoin(paciente, eq(paciente.paciente_id, muestra.paciente_id))
    .where(and(muestrasVisibles(administrador), eq(muestra.laboratorio_destino, 'LAB_CG_REF'), eq(muestra.estado, 'ENVIADA')));
  const nodos = (await planDe(api.app.db, total)).filter((nodo) => nodo['Relation Name'] === 'muestra');
  assert.deepEqual(
    nodos.map((nodo) => [nodo['Node Type'], nodo['Index Name'], nodo['Heap Fetches']]),
    [['Index Only Scan', 'muestra_lista_laboratorio_idx', 0]],
  );
});

test('a page sorted by reception date reads the receptions in one pass, never once per sample of the laboratory', async () => {
  const filtro = {
    laboratorio: null, upn: null, es_ensayo: null, hospital_id: null, estudio: null, ensayo: null, extraccion_desde: null, extraccion_hasta: null,
    envio_desde: null, envio_hasta: null, estado: null, orden: 'fecha_recepcion', direccion: 'desc', pagina: 2, tamano: 25,
  } as const;
  const nodos = await planDe(api.app.db, consultaPagina(api.app.db, filtro, muestrasVisibles(LABORATORIO)));
  const recepciones = nodos.filter((nodo) => nodo['Relation Name'] === 'muestra_confirmacion');
  assert.ok(recepciones.length > 0);
  for (const nodo of recepciones) assert.ok((nodo['Actual Loops'] ?? 0) <= filtro.tamano, `${nodo['Node Type']}: ${nodo['Actual Loops']} vueltas`);
  assert.equal(nodos[0]?.['Actual Rows'], filtro.tamano, 'a whole page');
});
