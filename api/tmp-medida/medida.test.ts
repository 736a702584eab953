import { test } from 'node:test';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/connection';
import { createTestDatabase } from '../src/testing/test-database';
import { testConfig } from '../src/testing/test-config';
const ms = (u: NodeJS.CpuUsage) => ((u.user + u.system) / 1000).toFixed(0);
test('medida', async () => {
  for (let i = 0; i < 3; i++) {
    let a = process.cpuUsage();
    const out: string[] = [];
    const lap = (name: string) => { out.push(`${name} ${ms(process.cpuUsage(a))}`); a = process.cpuUsage(); };
    const tdb = await createTestDatabase(); lap('tdb');
    const config = testConfig(tdb);
    const database = await openDatabase(config); lap('open');
    const app = await buildApp(config, { logger: false, database }); lap('build');
    await app.ready(); lap('ready');
    await app.close(); await database.close(); await tdb.drop(); lap('close');
    console.error('RUN', out.join(' '));
  }
});
