import { parseArgs } from 'node:util';
import { LONGITUD_MINIMA_CONTRASENA, PACIENTES_DEMO_MAXIMO, SEMILLA_POR_DEFECTO } from '@registro-lma/api/demo';

export interface OpcionesSeed {
  pacientes: number;
  centros: number;
  /** null: generate one and print it once. */
  password: string | null;
  anadir: boolean;
  /** Seed of the random draws: the same seed on the same day gives the same registry. */
  semilla: number;
  /** Re-validate every clinical record with the API's validation while seeding. */
  validar: boolean;
}

export type LecturaArgumentos = { ok: true; opciones: OpcionesSeed } | { ok: false; mensaje: string };

export const USO_SEED = `Uso: pnpm seed:demo -- --patients N [--centros M] [--password CONTRASEÑA] [--append] [--semilla S] [--validar]
  --patients N     pacientes ficticios que añadir (1–${PACIENTES_DEMO_MAXIMO})
  --centros M      centros de demostración entre los que repartirlos (por defecto 12)
  --password P     contraseña de los usuarios de demostración nuevos (mín. 12 caracteres; por defecto, una generada)
  --append         añadir aunque la base de datos ya tenga pacientes
  --semilla S      semilla de los datos aleatorios (por defecto ${SEMILLA_POR_DEFECTO}): la misma semilla el mismo día da el mismo registro
  --validar        revalidar cada registro clínico con la validación de la API mientras se siembra (más lento)`;

const CENTROS_POR_DEFECTO = 12;
const CENTROS_MAXIMO = 999;
const SEMILLA_MAXIMA = 999_999_999;

function entero(texto: string | undefined, nombre: string, maximo: number): number | string {
  const valor = Number(texto);
  return texto !== undefined && /^\d+$/.test(texto) && valor >= 1 && valor <= maximo ? valor : `${nombre} debe ser un número entero entre 1 y ${maximo}.`;
}

/** The command line of seed:demo (a leading `--`, which pnpm passes on, is ignored). */
export function leerArgumentos(argumentos: readonly string[]): LecturaArgumentos {
  let valores;
  try {
    ({ values: valores } = parseArgs({
      args: argumentos[0] === '--' ? argumentos.slice(1) : [...argumentos],
      options: {
        patients: { type: 'string' },
        centros: { type: 'string' },
        password: { type: 'string' },
        append: { type: 'boolean', default: false },
        semilla: { type: 'string' },
        validar: { type: 'boolean', default: false },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    return { ok: false, mensaje: `Argumentos no válidos: ${error instanceof Error ? error.message : String(error)}\n${USO_SEED}` };
  }
  if (valores.patients === undefined) return { ok: false, mensaje: `Falta --patients.\n${USO_SEED}` };
  const pacientes = entero(valores.patients, '--patients', PACIENTES_DEMO_MAXIMO);
  const centros = valores.centros === undefined ? CENTROS_POR_DEFECTO : entero(valores.centros, '--centros', CENTROS_MAXIMO);
  if (typeof pacientes === 'string') return { ok: false, mensaje: pacientes };
  if (typeof centros === 'string') return { ok: false, mensaje: centros };
  const semilla = valores.semilla === undefined ? SEMILLA_POR_DEFECTO : entero(valores.semilla, '--semilla', SEMILLA_MAXIMA);
  if (typeof semilla === 'string') return { ok: false, mensaje: semilla };
  const password = valores.password ?? null;
  if (password !== null && password.length < LONGITUD_MINIMA_CONTRASENA) {
    return { ok: false, mensaje: `--password debe tener al menos ${LONGITUD_MINIMA_CONTRASENA} caracteres.` };
  }
  return { ok: true, opciones: { pacientes, centros, password, anadir: valores.append, semilla, validar: valores.validar } };
}
