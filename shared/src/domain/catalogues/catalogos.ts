import { BIOLAB } from './biolab';
import { COMUNIDAD_AUTONOMA } from './comunidad-autonoma';
import { ESTADO_FORMULARIO } from './estado-formulario';
import { LABORATORIO } from './laboratorio';
import { PAIS } from './pais';
import { ROL_USUARIO } from './rol-usuario';

/** Every catalogue by its id (catalogues.md): the field descriptors name the rows, the screens and the API look them up here. */
export const CATALOGOS = {
  rol_usuario: ROL_USUARIO,
  pais: PAIS,
  comunidad_autonoma: COMUNIDAD_AUTONOMA,
  laboratorio: LABORATORIO,
  biolab: BIOLAB,
  estado_formulario: ESTADO_FORMULARIO,
} as const;

export type CatalogoId = keyof typeof CATALOGOS;
