import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MENSAJE_DEMASIADOS_INTENTOS, mensajeZodPorDefecto } from '@registro-lma/shared/domain';
import { copiaLocalRoutes } from './copia/copia-local';
import { openDatabase, type DatabaseHandle } from './db/connection';
import { auditoriaModule } from './modules/auditoria/auditoria-module';
import { autenticacionModule } from './modules/autenticacion/autenticacion-module';
import { biobancoModule } from './modules/biobanco/biobanco-module';
import { bitacoraModule } from './modules/bitacora/bitacora-module';
import { calidadModule } from './modules/calidad/calidad-module';
import { catalogosModule } from './modules/catalogos/catalogos-module';
import { COLAS_CONSULTAS, consultasModule, correoConsultasPlugin } from './modules/consultas/consultas-module';
import { COLAS_DESCARGAS, descargasModule } from './modules/descargas/descargas-module';
import { etapasModule } from './modules/etapas/etapas-module';
import { hospitalesModule } from './modules/hospitales/hospitales-module';
import { informesModule } from './modules/informes/informes-module';
import { libreriasModule } from './modules/librerias/librerias-module';
import { muestrasModule } from './modules/muestras/muestras-module';
import { pacientesModule } from './modules/pacientes/pacientes-module';
import { panelModule } from './modules/panel/panel-module';
import { cargarAutenticacion, sesionesModule } from './modules/sesiones/sesiones-module';
import { asegurarPrimerAdministrador, usuariosModule } from './modules/usuarios/usuarios-module';
import { accionRutaPlugin } from './platform/accion-ruta-plugin';
import { almacenPlugin } from './platform/almacen/almacen-plugin';
import { barridoAlmacenPlugin, COLAS_ALMACEN } from './platform/almacen/barrido-plugin';
import { colaTrabajosPlugin } from './platform/trabajos/cola-plugin';
import { ApiError } from './platform/api-errors';
import { authenticationPlugin, type Autenticacion } from './platform/authentication-plugin';
import { cabecerasSeguridadPlugin } from './platform/cabeceras-seguridad-plugin';
import { COMPRESSION_OPTIONS } from './platform/compression-options';
import { repositorioPlugin } from './platform/auditoria-repository';
import { serializadorDeRespuestas } from './platform/respuesta-serializer';
import { sesionRutaPlugin } from './platform/sesion-ruta-plugin';
import { recordarUsuarios, type UsuarioCache } from './platform/usuario-cache';
import type { AppConfig } from './platform/api-config';
import { docsPlugin } from './platform/docs-plugin';
import { inputPlugin } from './platform/input-plugin';
import { errorHandler } from './platform/error-handler';
import { idempotencyPlugin } from './platform/idempotency-plugin';
import { notFoundHandler, type NotFoundFallback } from './platform/not-found-handler';
import { opcionesDelRegistro } from './platform/logger-options';
import { UnaLineaPorPeticion } from './platform/peticion-log-writer';
import { noStorePlugin } from './platform/no-store-plugin';
import { subidasPlugin } from './platform/subidas/subidas-plugin';
import { vistaSeudonimizadaPlugin } from './platform/vista-seudonimizada-plugin';

export type { AppConfig } from './platform/api-config';

export interface BuildAppOptions {
  /** Awaited after the API routes are registered: the production server adds the web app's static files here. */
  extend?: (app: FastifyInstance) => Promise<void>;
  /** Answers unknown paths outside the API and /docs (e.g. the web app's index.html); 404 JSON otherwise. */
  notFound?: NotFoundFallback;
  /** Fastify logger settings (level, stream); default: info level on stdout. Redaction is always added. */
  logger?: FastifyServerOptions['logger'];
  /** An already opened database (its owner closes it); by default the app opens one from the config and closes it. */
  database?: DatabaseHandle;
}

/** Service prefixes of the spec (§7); later services (/leucemiaDescargas) join here. */
const SERVICES = [
  { prefix: '/leucemiaAutenticacion', module: autenticacionModule },
  { prefix: '/leucemiaUsuarios', module: usuariosModule },
  { prefix: '/leucemiaUsuarios', module: sesionesModule },
  { prefix: '/leucemiaHospitales', module: hospitalesModule },
  { prefix: '/leucemiaLogs', module: bitacoraModule },
  { prefix: '/leucemiaLogs', module: auditoriaModule },
  { prefix: '/leucemia', module: pacientesModule },
  { prefix: '/leucemia', module: etapasModule },
  { prefix: '/leucemia', module: muestrasModule },
  { prefix: '/leucemia', module: biobancoModule },
  { prefix: '/leucemia', module: informesModule },
  { prefix: '/leucemia', module: consultasModule },
  { prefix: '/leucemia', module: calidadModule },
  { prefix: '/leucemiaLibrerias', module: libreriasModule },
  { prefix: '/leucemiaLibrerias', module: catalogosModule },
  { prefix: '/leucemiaDescargas', module: descargasModule },
  { prefix: '/leucemiaDescargas', module: panelModule },
] as const;

/**
 * The API: opens the database (migrations applied), makes sure an ADMIN exists, then registers infrastructure
 * (compression, security headers, rate limits, OpenAPI, authentication) before the service routes. A database the
 * app opened closes with the app.
 */
export async function buildApp(config: AppConfig, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const ownsDatabase = options.database === undefined;
  const database = options.database ?? (await openDatabase(config));
  let usuarios: UsuarioCache<Autenticacion>;
  try {
    await asegurarPrimerAdministrador(database.db, config);
    usuarios = await recordarUsuarios((usuarioId) => cargarAutenticacion(database.db, usuarioId, new Date()), database.avisos);
  } catch (error) {
    if (ownsDatabase) await database.close();
    throw error;
  }

  // zod's default issue texts are English: every schema without a message of its own speaks Spanish instead.
  z.config({ customError: mensajeZodPorDefecto });
  // Fastify answers a bad URL (bad percent-encoding, a parameter over maxParamLength) itself, echoing the URL in
  // English, unless frameworkErrors hands it to the one error handler.
  const app = Fastify({
    logger: opcionesDelRegistro(options.logger),
    logController: new UnaLineaPorPeticion(),
    frameworkErrors: errorHandler,
    // Behind a reverse proxy the client address comes from X-Forwarded-For, only as far as TRUST_PROXY allows.
    trustProxy: config.trustProxy,
  });
  app.decorate('db', database.db);
  app.decorate('dbLecturas', database.lecturas);
  app.decorate('avisos', database.avisos);
  app.decorate('config', config);
  app.addHook('onClose', async () => {
    await usuarios.detener();
    if (ownsDatabase) await database.close();
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializadorDeRespuestas(config.comprobarRespuestas === true));
  app.setErrorHandler(errorHandler);

  // Before anything that reads params, query or body: bad text is refused at the edge.
  await app.register(inputPlugin);
  // Compression hooks itself onto each route as the route is added, so it must precede every route.
  await app.register(compress, COMPRESSION_OPTIONS);
  await app.register(cabecerasSeguridadPlugin);
  await app.register(noStorePlugin);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new ApiError(429, MENSAJE_DEMASIADOS_INTENTOS),
  });
  await app.register(docsPlugin);
  await app.register(authenticationPlugin, {
    secret: config.jwtSecret,
    usuarios,
    duracionMaximaMs: config.sessionMaxHours * 3_600_000,
  });
  // Every API route needs a session unless it declares itself public.
  await app.register(sesionRutaPlugin);
  // Read-only roles: refused every write and identifiable action, and every answer pseudonymised, in one place each.
  await app.register(accionRutaPlugin);
  await app.register(vistaSeudonimizadaPlugin);
  await app.register(idempotencyPlugin);
  await app.register(repositorioPlugin);
  await app.register(almacenPlugin);
  // One pg-boss for the process: every queue the API runs is declared here, before any worker starts.
  await app.register(colaTrabajosPlugin, { colas: { ...COLAS_ALMACEN, ...COLAS_DESCARGAS, ...COLAS_CONSULTAS } });
  await app.register(barridoAlmacenPlugin);
  await app.register(correoConsultasPlugin);
  await app.register(subidasPlugin);

  for (const service of SERVICES) {
    await app.register(service.module, { prefix: service.prefix });
  }
  if (database.volcar) await app.register(copiaLocalRoutes, { dataDir: config.dataDir, volcar: database.volcar });
  if (options.extend) await options.extend(app);
  app.setNotFoundHandler(notFoundHandler(options.notFound));
  return app;
}
