import type { Registro } from '../fields/campo';
import type { ReglaFormulario } from '../fields/regla-formulario';
import { diasEntre } from '../fechas/calculo-fechas';
import { fechaDe } from '../fields/lectura-registro';
import { MENSAJE_ACEPTADA_CON_INCIDENCIAS, MENSAJE_ENVIO_TARDIO_CMF, MENSAJE_RECEPCION_ANTES_DE_ENVIO, mensajeTubosRecibidos } from './mensajes-muestra';
import { DIAS_VIABILIDAD_CMF, pideCitometria } from './reglas-muestra';

/** The confirmation is checked against the sample it receives. */
export type ContextoConfirmacion = { readonly muestra: Registro };

/** Incidents that make accepting the sample worth a warning (§5.2). */
const INCIDENCIAS_GRAVES: readonly string[] = ['COAGULADA', 'TUBO_ROTO', 'IDENTIFICACION_INCORRECTA'];

/** data-dictionary §5.2: the rules of a reception. */
export const REGLAS_CONFIRMACION: readonly ReglaFormulario<ContextoConfirmacion>[] = [
  {
    id: 'recepcion_tras_envio',
    campos: ['fecha_recepcion'],
    severidad: 'E',
    validar: (registro, { muestra }) => {
      const recepcion = fechaDe(registro, 'fecha_recepcion');
      if (recepcion === null) return null;
      const previas = [fechaDe(muestra, 'fecha_envio'), fechaDe(muestra, 'fecha_extraccion')];
      return previas.some((fecha) => fecha !== null && recepcion < fecha) ? MENSAJE_RECEPCION_ANTES_DE_ENVIO : null;
    },
  },
  {
    id: 'aceptada_con_incidencias',
    campos: ['aceptada'],
    severidad: 'A',
    validar: (registro) => {
      const condicion = Array.isArray(registro.condicion) ? (registro.condicion as string[]) : [];
      return registro.aceptada === 'SI' && condicion.some((codigo) => INCIDENCIAS_GRAVES.includes(codigo)) ? MENSAJE_ACEPTADA_CON_INCIDENCIAS : null;
    },
  },
  {
    id: 'tubos_recibidos',
    campos: ['n_tubos_recibidos'],
    severidad: 'A',
    validar: (registro, { muestra }) =>
      typeof registro.n_tubos_recibidos === 'number' && typeof muestra.n_tubos === 'number' && registro.n_tubos_recibidos !== muestra.n_tubos
        ? mensajeTubosRecibidos(muestra.n_tubos)
        : null,
  },
  {
    id: 'recepcion_tardia_cmf',
    campos: ['fecha_recepcion'],
    severidad: 'A',
    validar: (registro, { muestra }) => {
      const recepcion = fechaDe(registro, 'fecha_recepcion');
      const extraccion = fechaDe(muestra, 'fecha_extraccion');
      return recepcion !== null && extraccion !== null && pideCitometria(muestra) && diasEntre(extraccion, recepcion) > DIAS_VIABILIDAD_CMF
        ? MENSAJE_ENVIO_TARDIO_CMF
        : null;
    },
  },
];
