import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import type { Campo, DefinicionFormulario, Modo, Registro, ResultadoValidacion } from '@registro-lma/shared/domain';
import { notify } from '../notifications/notify';
import type { CampoEnError } from './tipos-formulario';
import { useBorradorRegistro, type BorradorRegistro, type FormatoBorrador } from './use-borrador-registro';
import { useFilasFormulario, type FilasFormulario, type FilasValidadas } from './use-filas-formulario';
import { useFormulario, type Formulario, type Valores } from './use-formulario';
import { useGuardado, type Guardado, type Preparable } from './use-guardado';
import type { CambiosRegistro, ValoresRegistro } from './valores-registro';

export interface OpcionesFormularioRegistro<C, CF, R> {
  readonly definicion: DefinicionFormulario<C, CF>;
  readonly inicial: ValoresRegistro;
  /**
   * What the form's rules read beyond its fields, or how to build it from the rows (a function declared once,
   * outside the component).
   */
  readonly contexto: C | ((filas: readonly Valores[]) => C);
  /** What the rules of row `indice` read beyond the row. */
  readonly contextoFila: (indice: number, filas: readonly Valores[], datos: Valores) => CF;
  /** The rows are also among the fields' values, under the sub-table's name (a stage's rules read them there). */
  readonly filasEnValores?: boolean;
  /**
   * The record's own check of its fields and rows together, the one the API runs (a stage's `validarEtapa`).
   * Without it the fields and the rows are checked apart, and the rows are sent under the sub-table's name.
   */
  readonly validar?: (entrada: Registro, modo: Modo) => ResultadoValidacion<Registro>;
  readonly enviar: (datos: Registro, modo: Modo, version: number | null) => Promise<R>;
  readonly alGuardar: (guardado: R) => void;
  readonly mensajeGuardado: (guardado: R) => string;
  /** `claveBorrador(usuario, ruta)`, or null: no local draft (nobody signed in, a read-only record). */
  readonly claveBorrador: string | null;
  /** What the user had changed when a version conflict made the screen read the record again. */
  readonly escritoAntes: CambiosRegistro | null;
  readonly onConflicto: (cambios: CambiosRegistro) => void;
  readonly formatoBorrador?: FormatoBorrador<unknown>;
}

export interface EdicionRegistro {
  readonly formulario: Formulario<readonly Campo[]>;
  readonly filas: FilasFormulario<readonly Campo[]>;
  readonly filasValidadas: FilasValidadas<readonly Campo[]>;
  readonly guardado: Guardado<Modo>;
  /** The sub-table is shown, checked and sent (its `visibleIf`). */
  readonly conFilas: boolean;
  /** The shared error list: the fields' and, while shown, the rows'. Saving is blocked while it is not empty. */
  readonly errores: readonly CampoEnError[];
  /** What the form holds now, as a local draft keeps it. */
  readonly valores: ValoresRegistro;
  /** Something typed is not saved yet: leaving would lose it. */
  readonly pendiente: boolean;
  readonly borrador: BorradorRegistro;
  /** Puts back values typed earlier; `version` null keeps the version read. */
  restaurar(valores: ValoresRegistro): void;
}

const SIN_CAMPOS: readonly Campo[] = [];

const mismasFilas = (enFormulario: unknown, filas: readonly Valores[]) =>
  Array.isArray(enFormulario) && enFormulario.length === filas.length && filas.every((fila, indice) => enFormulario[indice] === fila);

/**
 * Any record form of a `DefinicionFormulario`: its fields and sub-table rows with their live states and rules,
 * «Guardar borrador» / «Marcar como completo» sent with the version read, its local draft and the recovery of what
 * was typed after a version conflict. The screen passes the definition, the values and the handlers.
 */
export function useFormularioRegistro<C, CF, R>(opciones: OpcionesFormularioRegistro<C, CF, R>): EdicionRegistro {
  const { definicion, inicial, contextoFila, filasEnValores = false, validar, enviar, mensajeGuardado } = opciones;
  const subtabla = definicion.subtabla;
  const [version, setVersion] = useState(inicial.version);
  const [guardadoHecho, setGuardadoHecho] = useState(false);
  const filas = useFilasFormulario(subtabla?.campos ?? SIN_CAMPOS, inicial.filas, (indice) => `${subtabla?.titulo ?? ''} ${indice + 1}`);
  const { contexto: contextoDado } = opciones;
  const contexto = useMemo(
    () => (typeof contextoDado === 'function' ? (contextoDado as (filas: readonly Valores[]) => C)(filas.valores) : contextoDado),
    [contextoDado, filas.valores],
  );
  const formulario = useFormulario(definicion.campos, inicial.datos, { reglas: definicion.reglas, contexto });
  const conFilas = subtabla !== undefined && (subtabla.visibleIf?.(formulario.valores) ?? true);
  const filasValidadas = filas.conReglas({
    reglas: subtabla?.reglas ?? [],
    contextoDe: (indice, valores) => contextoFila(indice, valores, formulario.valores),
  });

  const copiarFilas = useEffectEvent((nombre: string, actuales: readonly Valores[]) => {
    if (!mismasFilas(formulario.valores[nombre], actuales)) formulario.cambiar(nombre, actuales);
  });
  useEffect(() => {
    if (filasEnValores && subtabla !== undefined) copiarFilas(subtabla.nombre, filas.valores);
  }, [filasEnValores, subtabla, filas.valores]);

  const valores = useMemo(() => ({ datos: formulario.valores, filas: filas.valores, version }), [formulario.valores, filas.valores, version]);
  const pendiente = (formulario.cambiado || filas.cambiado) && !guardadoHecho;
  const restaurar = (recuperados: ValoresRegistro) => {
    formulario.restaurar(recuperados.datos);
    filas.restaurar(recuperados.filas);
    if (recuperados.version !== null) setVersion(recuperados.version);
  };
  const borrador = useBorradorRegistro({ ...opciones, valores, pendiente, restaurar });

  /** Messages keyed by variable, or `{subtabla}.{i}.{variable}` for a row; returns those of no input. */
  const ponerErrores = (errores: Readonly<Record<string, string>>) => {
    const resto = formulario.ponerErroresServidor(errores);
    return subtabla === undefined ? resto : filasValidadas.ponerErroresServidor(resto, subtabla.nombre);
  };

  const preparable: Preparable<Registro, Modo> = {
    preparar: (modo) => {
      // Both are prepared, so every error of the form shows at once.
      const propios = formulario.prepararComo(modo);
      const filasListas = conFilas ? filasValidadas.preparar(modo) : [];
      if (validar === undefined) {
        if (propios === null || filasListas === null) return null;
        return subtabla === undefined ? propios : { ...propios, [subtabla.nombre]: filasListas };
      }
      const entrada = subtabla === undefined ? formulario.valores : { ...formulario.valores, [subtabla.nombre]: filas.valores };
      const resultado = validar(entrada, modo);
      const sinCampo = Object.values(ponerErrores(resultado.ok ? {} : resultado.errores));
      if (sinCampo.length > 0) notify(sinCampo.join(' '), { variant: 'error' });
      return resultado.ok && filasListas !== null ? resultado.data : null;
    },
    ponerErroresServidor: ponerErrores,
  };

  const guardado = useGuardado(
    preparable,
    (datos: Registro, modo: Modo) => enviar(datos, modo, version),
    (registro: R) => {
      borrador.descartar();
      setGuardadoHecho(true);
      opciones.alGuardar(registro);
    },
    mensajeGuardado,
    { alConflicto: borrador.alConflicto },
  );

  return {
    formulario,
    filas,
    filasValidadas,
    guardado,
    conFilas,
    errores: [...formulario.errores, ...(conFilas ? filasValidadas.errores : [])],
    valores,
    pendiente,
    borrador,
    restaurar,
  };
}
