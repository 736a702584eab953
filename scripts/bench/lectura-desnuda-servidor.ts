// The reference of lectura-desnuda.bench.ts: the API's own read queries behind a bare Fastify + pg route, without
// authentication, validation, response schemas or audit. Run by the bench as a child process: reads its plan (JSON)
// from the first argument, prints the URL it listens on.
import Fastify from 'fastify';
import pg from 'pg';
import { openDatabase } from '@registro-lma/api/database';
import { sentenciaBusquedaUpn } from '@registro-lma/api/modules/pacientes/busqueda-upn-queries';
import { sentenciaListado } from '@registro-lma/api/modules/pacientes/paciente-listado-queries';
import { pacienteListadoQuerySchema } from '@registro-lma/api/modules/pacientes/paciente-schemas';
import { cargarUsuario } from '@registro-lma/api/modules/usuarios/usuario-queries';

export const ESCUCHANDO = 'Lectura desnuda escuchando en ';

export interface PlanDesnudo {
  databaseUrl: string;
  databaseOwnerUrl: string;
  usuarioId: number;
  textos: string[];
}

type SQL = ReturnType<typeof sentenciaBusquedaUpn>['filas'];

interface Sentencia {
  text: string;
  values: unknown[];
}

async function servidor(plan: PlanDesnudo): Promise<void> {
  // The SQL is rendered once, at start, by the API's own builders: the routes then only send it.
  const handle = await openDatabase({ databaseUrl: plan.databaseUrl, databaseOwnerUrl: plan.databaseOwnerUrl, dataDir: '' });
  const usuario = await cargarUsuario(handle.db, plan.usuarioId);
  if (usuario === null) throw new Error(`No existe el usuario ${plan.usuarioId}.`);
  // drizzle keeps its dialect, which renders SQL to text and parameters, out of its public types.
  const { dialect } = handle.db as unknown as { dialect: { sqlToQuery(consulta: SQL): { sql: string; params: unknown[] } } };
  const renderizar = (consulta: SQL): Sentencia => {
    const { sql, params } = dialect.sqlToQuery(consulta);
    return { text: sql, values: params };
  };
  const busquedas = new Map(plan.textos.map((texto) => [texto, renderizar(sentenciaBusquedaUpn(texto, usuario).filas)]));
  const listado = renderizar(sentenciaListado(handle.db, pacienteListadoQuerySchema.parse({}), usuario, 'sus_centros').filas);
  await handle.close();

  const pool = new pg.Pool({ connectionString: plan.databaseUrl });
  const app = Fastify({ logger: false });
  app.get<{ Params: { texto: string } }>('/busqueda/:texto', async (request, reply) => {
    const sentencia = busquedas.get(request.params.texto);
    if (sentencia === undefined) return reply.code(404).send();
    // Planned for its values, as the API does with a search (never a named prepared statement).
    return (await pool.query(sentencia)).rows;
  });
  app.get('/pacientes', async () => {
    const { rows } = await pool.query<{ paciente_id: number | null; total: number }>({ name: 'listado', ...listado });
    return { items: rows.filter((fila) => fila.paciente_id !== null), total: rows[0]?.total ?? 0 };
  });
  app.addHook('onClose', () => pool.end());
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  process.stdout.write(`${ESCUCHANDO}${url}\n`);
  process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

if (process.argv[2] !== undefined) void servidor(JSON.parse(process.argv[2]) as PlanDesnudo);
