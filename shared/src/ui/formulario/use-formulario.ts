import { useCallback, useId, useMemo, useState } from 'react';
import {
  esRequerido,
  esVisible,
  validarCampo,
  validarRegistro,
  type Campo,
  type RegistroDe,
  type ValidacionCampo,
} from '@registro-lma/shared/domain';
import type { CampoEnError, EnlaceCampo } from './tipos-formulario';

export type Valores = Readonly<Record<string, unknown>>;

export interface Formulario<Fs extends readonly Campo[]> {
  readonly valores: Valores;
  /** The fields the branching shows for the current values, in descriptor order. */
  readonly visibles: readonly Campo[];
  /** The shared list of fields in error (spec §5): saving is blocked while it is not empty. */
  readonly errores: readonly CampoEnError[];
  enlace(name: string): EnlaceCampo;
  cambiar(name: string, valor: unknown): void;
  /** Validates the record as the API will: the normalised data to send, or null after showing every error. */
  preparar(): RegistroDe<Fs> | null;
  /** Shows the API's per-field messages on their inputs; returns the ones that belong to no visible input. */
  ponerErroresServidor(errores: Readonly<Record<string, string>>): Record<string, string>;
  reiniciar(valores: Valores): void;
}

const NEUTRO: ValidacionCampo = { estado: 'neutro' };

function sin(registro: Readonly<Record<string, string>>, name: string): Readonly<Record<string, string>> {
  if (!(name in registro)) return registro;
  const { [name]: _quitado, ...resto } = registro;
  return resto;
}

/**
 * State of a form built from field descriptors. An input stays neutral until it is changed or left; after a save
 * attempt every visible input is validated with its required level, so missing values turn red too.
 */
export function useFormulario<const Fs extends readonly Campo[]>(campos: Fs, inicial: Valores): Formulario<Fs> {
  const prefijo = useId();
  const [valores, setValores] = useState<Valores>(inicial);
  const [tocados, setTocados] = useState<ReadonlySet<string>>(() => new Set());
  const [intentado, setIntentado] = useState(false);
  const [externos, setExternos] = useState<Readonly<Record<string, string>>>({});

  const visibles = useMemo(() => campos.filter((campo) => esVisible(campo, valores)), [campos, valores]);

  const validaciones = useMemo(() => {
    const modo = intentado ? 'completo' : 'borrador';
    const porCampo = new Map<string, ValidacionCampo>();
    for (const campo of visibles) {
      const externo = externos[campo.name];
      if (externo !== undefined) porCampo.set(campo.name, { estado: 'error', mensaje: externo });
      else if (intentado || tocados.has(campo.name)) porCampo.set(campo.name, validarCampo(campo, valores[campo.name], valores, { modo }));
    }
    return porCampo;
  }, [visibles, externos, intentado, tocados, valores]);

  const errores = useMemo(
    () =>
      visibles.flatMap((campo) => {
        const validacion = validaciones.get(campo.name);
        return validacion?.estado === 'error' ? [{ id: `${prefijo}-${campo.name}`, label: campo.label, mensaje: validacion.mensaje ?? '' }] : [];
      }),
    [visibles, validaciones, prefijo],
  );

  const tocar = useCallback((name: string) => {
    setTocados((actuales) => (actuales.has(name) ? actuales : new Set(actuales).add(name)));
  }, []);

  const cambiar = useCallback(
    (name: string, valor: unknown) => {
      setValores((actuales) => ({ ...actuales, [name]: valor }));
      setExternos((actuales) => sin(actuales, name));
      tocar(name);
    },
    [tocar],
  );

  const enlace = (name: string): EnlaceCampo => {
    const campo = campos.find((candidato) => candidato.name === name);
    if (!campo) throw new Error(`El formulario no tiene el campo ${name}`);
    return {
      id: `${prefijo}-${name}`,
      campo,
      valor: valores[name],
      validacion: validaciones.get(name) ?? NEUTRO,
      requerido: esRequerido(campo, valores),
      onChange: (valor) => cambiar(name, valor),
      onBlur: () => tocar(name),
    };
  };

  const preparar = (): RegistroDe<Fs> | null => {
    setIntentado(true);
    const hayErrores = visibles.some(
      (campo) => externos[campo.name] !== undefined || validarCampo(campo, valores[campo.name], valores, { modo: 'completo' }).estado === 'error',
    );
    if (hayErrores) return null;
    const resultado = validarRegistro(campos, valores);
    if (resultado.ok) return resultado.data;
    setExternos((actuales) => ({ ...actuales, ...resultado.errores }));
    return null;
  };

  const ponerErroresServidor = (errores: Readonly<Record<string, string>>): Record<string, string> => {
    const nombres = new Set(visibles.map((campo) => campo.name));
    const enCampos: Record<string, string> = {};
    const resto: Record<string, string> = {};
    for (const [name, mensaje] of Object.entries(errores)) {
      if (nombres.has(name)) enCampos[name] = mensaje;
      else resto[name] = mensaje;
    }
    setExternos(enCampos);
    return resto;
  };

  const reiniciar = (nuevos: Valores) => {
    setValores(nuevos);
    setTocados(new Set());
    setIntentado(false);
    setExternos({});
  };

  return { valores, visibles, errores, enlace, cambiar, preparar, ponerErroresServidor, reiniciar };
}
