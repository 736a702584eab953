import { formatMensaje } from '../messages/mensajes-genericos';
import { avisoDe } from './aviso-campo';
import type { Campo, Registro } from './campo';
import { esRequerido, esVisible } from './condiciones';
import { esValorVacio, normalizarValor } from './normalizar-valor';
import type { Modo } from './registro-de';

/** The four visual states of an input (data-dictionary §0.3): green, red, amber, grey. */
export type EstadoCampo = 'correcto' | 'error' | 'aviso' | 'neutro';

export type ValidacionCampo = { readonly estado: EstadoCampo; readonly mensaje?: string };

/**
 * Live state of one input given the rest of the form. An empty field is neutral while drafting; with
 * `modo: 'completo'` an empty required field is in error (e.g. after a failed «Marcar como completo»).
 */
export function validarCampo(
  campo: Campo,
  valor: unknown,
  registro: Registro,
  opciones: { readonly modo?: Modo } = {},
): ValidacionCampo {
  if (!esVisible(campo, registro)) return { estado: 'neutro' };
  const lectura = normalizarValor(campo, valor);
  if (!lectura.ok) return { estado: 'error', mensaje: lectura.mensaje };
  if (esValorVacio(lectura.valor)) {
    return opciones.modo === 'completo' && esRequerido(campo, registro)
      ? { estado: 'error', mensaje: campo.mensajeObligatorio ?? formatMensaje('G01') }
      : { estado: 'neutro' };
  }
  const aviso = avisoDe(campo, lectura.valor);
  return aviso === null ? { estado: 'correcto' } : { estado: 'aviso', mensaje: aviso };
}
