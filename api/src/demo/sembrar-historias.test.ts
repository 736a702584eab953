import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setTimeout as esperar } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { baseAbiertaParaPruebas } from '../testing/base-abierta';
import { comoPropietario } from '../testing/propietario';
import { asegurarCentrosDemo } from './centros-demo';
import { pacientesSembrados, sembrarHistorias } from './sembrar-historias';
import { sembrarPacientes } from './sembrar-pacientes';
import { filasDe } from '../db/filas';

const abierta = baseAbiertaParaPruebas();

async function valor(db: Database, consulta: ReturnType<typeof sql>): Promise<number | undefined> {
  return (await filasDe<{ n: number }>(db, consulta))[0]?.n;
}

test('a chunk that cannot be drawn while the one before is stored leaves nothing behind and no rejection unheard', async () => {
  const sinOir: unknown[] = [];
  const oir = (motivo: unknown) => sinOir.push(motivo);
  process.on('unhandledRejection', oir);
  // Seeding is the owner's work: on PostgreSQL the application role may not reserve ids (setval).
  const propietario = comoPropietario(abierta.base.databaseOwnerUrl, abierta.handle.db);
  try {
    const [centro] = await asegurarCentrosDemo(propietario.db, 1, null);
    const informe = { clave: 'informes/prueba', sha256: '0'.repeat(64), tamano_bytes: 1, tipo_mime: 'application/pdf' };
    await assert.rejects(
      propietario.db.transaction(async (tx) => {
        await sembrarPacientes(tx, { pacientes: 10, centros: [{ hospital_id: centro!.hospital_id, autor: null }] });
        const nuevos = await pacientesSembrados(tx, 0);
        // The first chunk holds every new patient; the second, one whose diagnosis date is not a date.
        const roto = { ...nuevos[0]!, fecha_diagnostico: 'no es una fecha' };
        await sembrarHistorias(tx, [...nuevos, roto], {
          semilla: 1,
          validar: false,
          rolAutor: 'CLINICO',
          muestras: { informe, laboratorios: new Map(), biobancos: new Map() },
          pacientesPorTrozo: nuevos.length,
        });
      }),
    );
    await esperar(500);
    assert.deepEqual(sinOir, []);
    assert.equal(await valor(propietario.db, sql`select count(*)::int as n from paciente`), 0);
  } finally {
    process.off('unhandledRejection', oir);
    await propietario.close();
  }
});
