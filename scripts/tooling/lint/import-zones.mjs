import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The repository root: zones are paths from it, whatever folder ESLint runs in. */
export const RAIZ = path.resolve(import.meta.dirname, '../../..');

/**
 * What each API module may import from other modules (a folder, or one file of it). An arrow only one way, so
 * modules form no cycle:
 * - autenticacion → usuarios: signing in looks the credentials up;
 * - etapas → pacientes: a stage belongs to a patient in the user's scope, and saving one updates that patient;
 * - pacientes → hospitales, usuarios → hospitales: their schemas embed the centre select;
 * - pacientes → usuarios: its tests load the signed-in user;
 * - sesiones → usuarios: a session is a user's, loaded with it;
 * - muestras → pacientes: a sample belongs to a patient in the user's scope and carries its pseudonymous summary;
 * - muestras → hoja-envio: the sample's route renders its «Hoja de envío» with the sheet's renderer;
 * - biobanco → muestras, pacientes: an aliquot comes from a sample of a consented patient, with the same scoping;
 * - informes → muestras: a report belongs to a sample, uploaded and downloaded through the sample's scope and moving it to INFORMADA;
 * - panel → the extracts' test fixture: its tests check the panel's counts against the extracts of the same scope.
 */
export const MODULOS_PERMITIDOS = {
  autenticacion: ['usuarios'],
  biobanco: ['muestras', 'pacientes'],
  calidad: ['consultas'],
  etapas: ['pacientes'],
  informes: ['muestras'],
  muestras: ['pacientes', 'hoja-envio'],
  panel: ['descargas/descarga.fixture.ts'],
  pacientes: ['hospitales', 'usuarios'],
  sesiones: ['usuarios'],
  usuarios: ['hospitales'],
};

/** @param {string} folder @returns {string[]} the sub-folders of `folder` (none when it does not exist) */
function subfolders(folder) {
  try {
    return readdirSync(path.join(RAIZ, folder), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  } catch {
    return [];
  }
}

/** @returns {{ target: string, from: string, except?: string[], message: string }[]} */
export function importZones() {
  const features = subfolders('.')
    .filter((name) => name.startsWith('mfe-'))
    .flatMap((remote) => subfolders(`${remote}/src/features`).map((feature) => ({
      target: `${remote}/src/features/${feature}`,
      from: `${remote}/src/features`,
      except: [`./${feature}`],
      message: 'Una funcionalidad no importa otra: lo común va en src/comun del remoto o en @registro-lma/shared.',
    })));
  const modules = subfolders('api/src/modules').map((module) => ({
    target: `api/src/modules/${module}`,
    from: 'api/src/modules',
    except: [`./${module}`, ...(MODULOS_PERMITIDOS[/** @type {keyof typeof MODULOS_PERMITIDOS} */ (module)] ?? []).map((other) => `./${other}`)],
    message: 'Un módulo de la API importa otro solo si consta en MODULOS_PERMITIDOS (scripts/tooling/lint/import-zones.mjs); lo común va en platform o db.',
  }));
  const platform = ['api/src/platform', 'api/src/db'].map((target) => ({
    target,
    from: 'api/src/modules',
    message: 'platform y db no importan módulos: lo que todos usan vive en platform o db.',
  }));
  return [...features, ...modules, ...platform].map((zone) => ({
    ...zone,
    target: path.join(RAIZ, zone.target),
    from: path.join(RAIZ, zone.from),
  }));
}
