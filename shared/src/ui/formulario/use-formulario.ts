import { useCallback, useId, useMemo, useState } from 'react';
import { esRequerido, validarValoresFormulario, type Campo, type Modo, type RegistroDe } from '@registro-lma/shared/domain';
import type { CampoEnError, EnlaceCampo } from './tipos-formulario';
import {
  camposEnError,
  hayErroresEn,
  repartirMensajes,
  SIN_INTERACCION,
  validacionDe,
  validacionesDe,
  visiblesDe,
  type InteraccionFormulario,
  type ReglasFormulario,
  type Valores,
} from './validacion-formulario';

export type { Valores } from './validacion-formulario';

export interface Formulario<Fs extends readonly Campo[]> {
  readonly valores: Valores;
  /** The fields the branching shows for the current values, in descriptor order. */
  readonly visibles: readonly Campo[];
  /** The shared list of fields in error (spec §5): saving is blocked while it is not empty. */
  readonly errores: readonly CampoEnError[];
  /** Something was typed or chosen since the form started (or was restarted): leaving would lose it. */
  readonly cambiado: boolean;
  enlace(name: string): EnlaceCampo;
  cambiar(name: string, valor: unknown): void;
  /** Validates the record as the API will on «Marcar como completo»: the normalised data, or null after showing every error. */
  preparar(): RegistroDe<Fs> | null;
  /** The same for a given mode: a «borrador» may leave required values empty, never invalid ones. */
  prepararComo<M extends Modo>(modo: M): RegistroDe<Fs, M> | null;
  /** Shows the API's per-field messages on their inputs; returns the ones that belong to no visible input. */
  ponerErroresServidor(errores: Readonly<Record<string, string>>): Record<string, string>;
  /** Starts again from these values, as freshly loaded. */
  reiniciar(valores: Valores): void;
  /** Puts back values typed earlier (a local draft): they count as changes and show their state at once. */
  restaurar(valores: Valores): void;
}

/**
 * State of a form built from field descriptors. An input stays neutral until it is changed or left; after a save
 * attempt every visible input is validated in the attempted mode. The form's cross-field rules (`reglas`, with their
 * `contexto`) run live on the input each one reports to and again on saving, as in the API.
 */
export function useFormulario<const Fs extends readonly Campo[], C = undefined>(
  campos: Fs,
  inicial: Valores,
  opciones: ReglasFormulario<C> = {},
): Formulario<Fs> {
  const prefijo = useId();
  const [valores, setValores] = useState<Valores>(inicial);
  const [interaccion, setInteraccion] = useState<InteraccionFormulario>(SIN_INTERACCION);
  const [cambiado, setCambiado] = useState(false);
  const { reglas, contexto } = opciones;

  const visibles = useMemo(() => visiblesDe(campos, valores), [campos, valores]);
  const validaciones = useMemo(() => validacionesDe(campos, valores, interaccion, { reglas, contexto }), [campos, valores, interaccion, reglas, contexto]);
  const idDe = useCallback((name: string) => `${prefijo}-${name}`, [prefijo]);
  const errores = useMemo(() => camposEnError(visibles, validaciones, idDe), [visibles, validaciones, idDe]);

  const tocar = useCallback((name: string) => {
    setInteraccion((actual) => (actual.tocados.has(name) ? actual : { ...actual, tocados: new Set(actual.tocados).add(name) }));
  }, []);

  const cambiar = useCallback((name: string, valor: unknown) => {
    setValores((actuales) => ({ ...actuales, [name]: valor }));
    setCambiado(true);
    setInteraccion((actual) => {
      const { [name]: _quitado, ...externos } = actual.externos;
      return { ...actual, tocados: new Set(actual.tocados).add(name), externos };
    });
  }, []);

  // Stable handlers per field: an input whose value and state did not change is not rendered again.
  const manejadores = useMemo(
    () => new Map(campos.map((campo) => [campo.name, { campo, onChange: (valor: unknown) => cambiar(campo.name, valor), onBlur: () => tocar(campo.name) }])),
    [campos, cambiar, tocar],
  );

  const enlace = (name: string): EnlaceCampo => {
    const manejador = manejadores.get(name);
    if (!manejador) throw new Error(`El formulario no tiene el campo ${name}`);
    const { campo, onChange, onBlur } = manejador;
    return {
      id: idDe(name),
      campo,
      valor: valores[name],
      validacion: validacionDe(validaciones, name),
      requerido: esRequerido(campo, valores),
      onChange,
      onBlur,
    };
  };

  const prepararComo = <M extends Modo>(modo: M): RegistroDe<Fs, M> | null => {
    setInteraccion((actual) => ({ ...actual, intento: modo }));
    if (hayErroresEn(campos, valores, interaccion.externos, modo, { reglas, contexto })) return null;
    const resultado = validarValoresFormulario(campos, valores, modo, reglas === undefined ? undefined : { reglas, contexto: contexto as C });
    if (resultado.ok) return resultado.data;
    setInteraccion((actual) => ({ ...actual, intento: modo, externos: { ...actual.externos, ...resultado.errores } }));
    return null;
  };

  const ponerErroresServidor = (mensajes: Readonly<Record<string, string>>): Record<string, string> => {
    const { propios, resto } = repartirMensajes(new Set(visibles.map((campo) => campo.name)), mensajes);
    setInteraccion((actual) => ({ ...actual, externos: propios }));
    return resto;
  };

  const reiniciar = (nuevos: Valores) => {
    setValores(nuevos);
    setInteraccion(SIN_INTERACCION);
    setCambiado(false);
  };

  const restaurar = (recuperados: Valores) => {
    setValores(recuperados);
    setInteraccion({ ...SIN_INTERACCION, tocados: new Set(Object.keys(recuperados)) });
    setCambiado(true);
  };

  return {
    valores,
    visibles,
    errores,
    cambiado,
    enlace,
    cambiar,
    preparar: () => prepararComo('completo'),
    prepararComo,
    ponerErroresServidor,
    reiniciar,
    restaurar,
  };
}
