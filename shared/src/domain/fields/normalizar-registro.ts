import { formatMensaje } from '../messages/mensajes-genericos';
import { avisoDe } from './aviso-campo';
import type { Campo, Registro } from './campo';
import { esRequerido, esVisible } from './condiciones';
import { esValorVacio, normalizarValor, valorVacio } from './normalizar-valor';
import { aplicarReglas, type OpcionesReglas } from './regla-formulario';
import type { Modo } from './registro-de';
import { valido, type ResultadoValor } from './valores/resultado-valor';

export type ResultadoRegistro = {
  /** Every field of the list: its normalised value, null/[] when absent, hidden or invalid. */
  readonly datos: Record<string, unknown>;
  /** First error per field, by variable name. */
  readonly errores: Record<string, string>;
  /** Warnings (severity A) per field: saving is allowed, the record keeps them. */
  readonly avisos: Record<string, string>;
};

function leerConDefecto(campo: Campo, bruto: unknown): ResultadoValor<unknown> {
  const lectura = normalizarValor(campo, bruto);
  const defecto = campo.kind === 'multiEnum' ? undefined : campo.default;
  return lectura.ok && esValorVacio(lectura.valor) && defecto !== undefined ? valido(defecto) : lectura;
}

function conOcultosVacios(valores: Registro, ocultos: ReadonlySet<Campo>, adjuntos: Registro): Registro {
  const registro: Record<string, unknown> = { ...adjuntos, ...valores };
  for (const campo of ocultos) registro[campo.name] = valorVacio(campo);
  return registro;
}

/**
 * Fields hidden by branching. A field hidden by the value of another hidden field must see that value cleared,
 * so visibility is recomputed until it no longer changes (bounded: at most one round per conditional field). Only
 * fields with a condition are evaluated: the diagnosis saves on the server spend most of their validation here.
 */
function camposOcultos(campos: readonly Campo[], valores: Registro, adjuntos: Registro): ReadonlySet<Campo> {
  const condicionados = campos.filter((campo) => campo.visibleIf !== undefined);
  let ocultos = new Set<Campo>();
  for (let vuelta = 0; vuelta <= condicionados.length; vuelta += 1) {
    const registro = conOcultosVacios(valores, ocultos, adjuntos);
    const siguientes = new Set(condicionados.filter((campo) => !esVisible(campo, registro)));
    if (siguientes.size === ocultos.size && [...siguientes].every((campo) => ocultos.has(campo))) break;
    ocultos = siguientes;
  }
  return ocultos;
}

/**
 * The whole record of a form: defaults, branching, required levels (data-dictionary §0.2), every field's rules and,
 * when given, the form's cross-field rules over the normalised values. `adjuntos` are values that are not fields of
 * the list but that conditions and rules read (a form's sub-table rows); they are not part of `datos`.
 */
export function normalizarRegistro<C = undefined>(
  campos: readonly Campo[],
  entrada: Registro,
  modo: Modo,
  opciones?: OpcionesReglas<C>,
  adjuntos: Registro = {},
): ResultadoRegistro {
  const lecturas = campos.map((campo) => ({ campo, lectura: leerConDefecto(campo, entrada[campo.name]) }));
  const valores = Object.fromEntries(
    lecturas.map(({ campo, lectura }) => [campo.name, lectura.ok ? lectura.valor : valorVacio(campo)]),
  );
  const ocultos = camposOcultos(campos, valores, adjuntos);
  const registro = conOcultosVacios(valores, ocultos, adjuntos);
  const datos: Record<string, unknown> = {};
  const errores: Record<string, string> = {};
  const avisos: Record<string, string> = {};
  for (const { campo, lectura } of lecturas) {
    datos[campo.name] = registro[campo.name];
    if (ocultos.has(campo)) continue;
    if (!lectura.ok) {
      errores[campo.name] = lectura.mensaje;
    } else if (esValorVacio(lectura.valor)) {
      if (modo === 'completo' && esRequerido(campo, registro)) {
        errores[campo.name] = campo.mensajeObligatorio ?? formatMensaje('G01');
      }
    } else {
      const aviso = avisoDe(campo, lectura.valor);
      if (aviso !== null) avisos[campo.name] = aviso;
    }
  }
  if (opciones === undefined) return { datos, errores, avisos };
  return { datos, ...aplicarReglas(opciones, { ...adjuntos, ...datos }, modo, { errores, avisos }) };
}
