import { DEFINICIONES_AREAS } from '@registro-lma/shared/domain';
import type { FastifyInstance } from 'fastify';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface OperacionOpenApi {
  method: Method;
  /** The path as OpenAPI writes it: `/leucemia/api/pacientes/{id}/etapas`. */
  plantilla: string;
}

/** Operations any signed-in role may call on its own session and trace, declared `config: { accion: 'propia' }`. */
export const OPERACIONES_PROPIAS: ReadonlySet<string> = new Set([
  'POST /leucemiaAutenticacion/api/auth/login',
  'POST /leucemiaLogs/api/appBitacora',
  'POST /leucemiaUsuarios/api/usuarios/cerrar-sesion',
  'POST /leucemiaUsuarios/api/usuarios/cambiar-contrasena',
  // A read-only role may export: its extracts are always pseudonymised (data-dictionary §2.3), and it cancels its own.
  ...DEFINICIONES_AREAS.map((area) => `POST /leucemiaDescargas/api/descarga/recarga/${area.id}`),
  'POST /leucemiaDescargas/api/descargas/{id}/cancelar',
]);

const METODOS = new Set<string>(['GET', 'POST', 'PUT', 'DELETE']);

/** Every operation the app's OpenAPI document lists, so a test over them covers routes added later. */
export async function operacionesOpenApi(app: FastifyInstance): Promise<OperacionOpenApi[]> {
  await app.ready();
  const documento = app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(documento.paths).flatMap(([plantilla, operaciones]) =>
    Object.keys(operaciones)
      .map((metodo) => metodo.toUpperCase())
      .filter((metodo): metodo is Method => METODOS.has(metodo))
      .map((method) => ({ method, plantilla })),
  );
}

/** The path with each `{parametro}` replaced by its value (1 for one not given). */
export function rutaConcreta(plantilla: string, valores: Readonly<Record<string, string | number>>): string {
  return plantilla.replace(/\{(\w+)\}/g, (_marca, nombre: string) => String(valores[nombre] ?? 1));
}
