import { formatMensaje } from '../messages/mensajes-genericos';
import { avisoDe } from './aviso-campo';
import type { Campo, Registro } from './campo';
import { esRequerido, esVisible } from './condiciones';
import { esValorVacio, normalizarValor } from './normalizar-valor';
import { reglaAplicable, type ReglaFormulario } from './regla-formulario';
import type { Modo } from './registro-de';

/** The four visual states of an input (data-dictionary §0.3): green, red, amber, grey. */
export type EstadoCampo = 'correcto' | 'error' | 'aviso' | 'neutro';

export type ValidacionCampo = { readonly estado: EstadoCampo; readonly mensaje?: string };

export type OpcionesCampo<C> = {
  readonly modo?: Modo;
  /** The form's cross-field rules: those shown on this field (the first of their `campos`) join its state. */
  readonly reglas?: readonly ReglaFormulario<C>[];
  readonly contexto?: C;
};

function estadoPorReglas<C>(campo: Campo, registro: Registro, opciones: OpcionesCampo<C>): ValidacionCampo | null {
  const modo = opciones.modo ?? 'borrador';
  let aviso: string | null = null;
  for (const regla of opciones.reglas ?? []) {
    if (regla.campos[0] !== campo.name || !reglaAplicable(regla, modo)) continue;
    const mensaje = regla.validar(registro, opciones.contexto as C);
    if (mensaje === null) continue;
    if (regla.severidad === 'E') return { estado: 'error', mensaje };
    aviso ??= mensaje;
  }
  return aviso === null ? null : { estado: 'aviso', mensaje: aviso };
}

/**
 * Live state of one input given the rest of the form. An empty field is neutral while drafting; with
 * `modo: 'completo'` an empty required field is in error (e.g. after a failed «Marcar como completo»).
 * The rules see the form's values with this field's value normalised.
 */
export function validarCampo<C = undefined>(
  campo: Campo,
  valor: unknown,
  registro: Registro,
  opciones: OpcionesCampo<C> = {},
): ValidacionCampo {
  if (!esVisible(campo, registro)) return { estado: 'neutro' };
  const lectura = normalizarValor(campo, valor);
  if (!lectura.ok) return { estado: 'error', mensaje: lectura.mensaje };
  if (esValorVacio(lectura.valor)) {
    if (opciones.modo === 'completo' && esRequerido(campo, registro)) return { estado: 'error', mensaje: campo.mensajeObligatorio ?? formatMensaje('G01') };
    // A warning about the value not given yet (a germline suspicion not answered) shows while the form is filled in.
    const porReglas = estadoPorReglas(campo, { ...registro, [campo.name]: null }, opciones);
    return porReglas?.estado === 'aviso' ? porReglas : { estado: 'neutro' };
  }
  const porReglas = estadoPorReglas(campo, { ...registro, [campo.name]: lectura.valor }, opciones);
  if (porReglas?.estado === 'error') return porReglas;
  const aviso = avisoDe(campo, lectura.valor);
  if (aviso !== null) return { estado: 'aviso', mensaje: aviso };
  return porReglas ?? { estado: 'correcto' };
}
