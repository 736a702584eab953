import { buildApp } from './app';
import { loadConfig } from './platform/api-config';
import { describirError } from './platform/error-log-mapper';

/** Runs the API alone (development: the web dev servers proxy /leucemia* here). */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const app = await buildApp(config);
  const host = process.env.HOST ?? '127.0.0.1';

  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'Cerrando la API');
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'Error al cerrar la API');
      process.exit(1);
    }
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);

  await app.listen({ port: config.port, host });
}

main().catch((error: unknown) => {
  console.error('No se pudo iniciar la API:', describirError(error));
  process.exit(1);
});
