import { useCallback, useId, useMemo, useState } from 'react';
import { esRequerido, validarValoresFormulario, type Campo, type Modo, type ReglaFormulario, type RegistroDe } from '@registro-lma/shared/domain';
import type { CampoEnError, EnlaceCampo } from './tipos-formulario';
import {
  camposEnError,
  hayErroresEn,
  SIN_INTERACCION,
  validacionDe,
  validacionesDe,
  visiblesDe,
  type InteraccionFormulario,
  type Valores,
} from './validacion-formulario';

/** The rules of each row and what they read: typically the parent record and the rows above. */
export interface ReglasFilas<C> {
  readonly reglas: readonly ReglaFormulario<C>[];
  readonly contextoDe: (indice: number, filas: readonly Valores[]) => C;
}

/** The rows with their live state, once the rules know their context. */
export interface FilasValidadas<Fs extends readonly Campo[]> {
  /** The fields the branching shows in row `indice`. */
  visibles(indice: number): readonly Campo[];
  enlace(indice: number, name: string): EnlaceCampo;
  /** The rows' entries for the shared error list («Ensayo 2 · Código…»). */
  readonly errores: readonly CampoEnError[];
  /** Validates every row as the API will: the normalised rows, or null after showing every error. */
  preparar<M extends Modo>(modo: M): RegistroDe<Fs, M>[] | null;
  /** Shows the API's messages keyed `{clave}.{indice}.{variable}` on their inputs; returns the others. */
  ponerErroresServidor(errores: Readonly<Record<string, string>>, clave: string): Record<string, string>;
}

/** The rows of a sub-table edited in place (e.g. the trials of a patient): values, adding and removing rows. */
export interface FilasFormulario<Fs extends readonly Campo[]> {
  readonly valores: readonly Valores[];
  /** Stable React keys: a row keeps its key when the rows above it are removed. */
  readonly claves: readonly string[];
  readonly cambiado: boolean;
  agregar(valores?: Valores): void;
  quitar(indice: number): void;
  reiniciar(filas: readonly Valores[]): void;
  restaurar(filas: readonly Valores[]): void;
  /** Plain function, not a hook: the rules' context may come from a form declared after these rows. */
  conReglas<C>(opciones: ReglasFilas<C>): FilasValidadas<Fs>;
}

interface Fila {
  readonly clave: string;
  readonly valores: Valores;
  readonly interaccion: InteraccionFormulario;
}

let ultimaClave = 0;

function nuevaFila(valores: Valores, interaccion: InteraccionFormulario = SIN_INTERACCION): Fila {
  ultimaClave += 1;
  return { clave: `fila-${ultimaClave}`, valores, interaccion };
}

/**
 * A sub-table of a form, with the same four input states, error list and save modes as `useFormulario`.
 * `etiquetaFila` names a row in the error list («Ensayo 1»).
 */
export function useFilasFormulario<const Fs extends readonly Campo[]>(
  campos: Fs,
  iniciales: readonly Valores[],
  etiquetaFila: (indice: number) => string,
): FilasFormulario<Fs> {
  const prefijo = useId();
  const [filas, setFilas] = useState<readonly Fila[]>(() => iniciales.map((valores) => nuevaFila(valores)));
  const [cambiado, setCambiado] = useState(false);

  const actualizar = useCallback(
    (clave: string, cambio: (fila: Fila) => Fila) => setFilas((actuales) => actuales.map((fila) => (fila.clave === clave ? cambio(fila) : fila))),
    [],
  );

  const marcarIntento = (modo: Modo) =>
    setFilas((actuales) => actuales.map((fila) => ({ ...fila, interaccion: { ...fila.interaccion, intento: modo } })));

  const cambiar = useCallback(
    (clave: string, name: string, valor: unknown) => {
      setCambiado(true);
      actualizar(clave, (fila) => {
        const { [name]: _quitado, ...externos } = fila.interaccion.externos;
        const tocados = new Set(fila.interaccion.tocados).add(name);
        return { ...fila, valores: { ...fila.valores, [name]: valor }, interaccion: { ...fila.interaccion, tocados, externos } };
      });
    },
    [actualizar],
  );

  const tocar = useCallback(
    (clave: string, name: string) =>
      actualizar(clave, (fila) =>
        fila.interaccion.tocados.has(name) ? fila : { ...fila, interaccion: { ...fila.interaccion, tocados: new Set(fila.interaccion.tocados).add(name) } },
      ),
    [actualizar],
  );

  // Stable handlers per row and field: an input whose value and state did not change is not rendered again.
  const claves = useMemo(() => filas.map((fila) => fila.clave), [filas]);
  const manejadores = useMemo(
    () =>
      new Map(
        claves.flatMap((clave) =>
          campos.map((campo) => [
            `${clave}:${campo.name}`,
            { campo, onChange: (valor: unknown) => cambiar(clave, campo.name, valor), onBlur: () => tocar(clave, campo.name) },
          ]),
        ),
      ),
    [claves, campos, cambiar, tocar],
  );

  const valores = useMemo(() => filas.map((fila) => fila.valores), [filas]);

  const conReglas = <C>({ reglas, contextoDe }: ReglasFilas<C>): FilasValidadas<Fs> => {
    const idDe = (fila: Fila, name: string) => `${prefijo}-${fila.clave}-${name}`;
    const vistas = filas.map((fila, indice) => {
      const opciones = { reglas, contexto: contextoDe(indice, valores) };
      const visibles = visiblesDe(campos, fila.valores);
      return { fila, indice, opciones, visibles, validaciones: validacionesDe(campos, fila.valores, fila.interaccion, opciones) };
    });
    const vistaDe = (indice: number) => {
      const vista = vistas[indice];
      if (vista === undefined) throw new Error(`La subtabla no tiene la fila ${indice}`);
      return vista;
    };

    return {
      visibles: (indice) => vistaDe(indice).visibles,
      enlace(indice, name) {
        const { fila, validaciones } = vistaDe(indice);
        const manejador = manejadores.get(`${fila.clave}:${name}`);
        if (!manejador) throw new Error(`La subtabla no tiene el campo ${name}`);
        const { campo, onChange, onBlur } = manejador;
        return {
          id: idDe(fila, name),
          campo,
          valor: fila.valores[name],
          validacion: validacionDe(validaciones, name),
          requerido: esRequerido(campo, fila.valores),
          onChange,
          onBlur,
        };
      },
      errores: vistas.flatMap(({ fila, indice, visibles, validaciones }) =>
        camposEnError(visibles, validaciones, (name) => idDe(fila, name), (campo) => `${etiquetaFila(indice)} · ${campo.label}`),
      ),
      preparar<M extends Modo>(modo: M) {
        marcarIntento(modo);
        const resultados = vistas.map(({ fila, opciones }) =>
          hayErroresEn(campos, fila.valores, fila.interaccion.externos, modo, opciones) ? null : validarValoresFormulario(campos, fila.valores, modo, opciones),
        );
        if (resultados.some((resultado) => resultado === null)) return null;
        const validas = resultados.flatMap((resultado) => (resultado?.ok ? [resultado.data] : []));
        if (validas.length === resultados.length) return validas;
        setFilas((actuales) =>
          actuales.map((fila, indice) => {
            const resultado = resultados[indice];
            const errores = resultado && !resultado.ok ? resultado.errores : {};
            return { ...fila, interaccion: { ...fila.interaccion, intento: modo, externos: { ...fila.interaccion.externos, ...errores } } };
          }),
        );
        return null;
      },
      ponerErroresServidor(mensajes, clave) {
        const porFila = vistas.map(({ visibles }) => ({ nombres: new Set(visibles.map((campo) => campo.name)), propios: {} as Record<string, string> }));
        const resto: Record<string, string> = {};
        for (const [nombre, mensaje] of Object.entries(mensajes)) {
          const [raiz, indice, variable] = nombre.split('.');
          const destino = raiz === clave ? porFila[Number(indice)] : undefined;
          if (destino !== undefined && variable !== undefined && destino.nombres.has(variable)) destino.propios[variable] = mensaje;
          else resto[nombre] = mensaje;
        }
        setFilas((actuales) =>
          actuales.map((fila, indice) => ({ ...fila, interaccion: { ...fila.interaccion, externos: porFila[indice]?.propios ?? {} } })),
        );
        return resto;
      },
    };
  };

  return {
    valores,
    claves,
    cambiado,
    agregar: (inicial = {}) => {
      setCambiado(true);
      setFilas((actuales) => [...actuales, nuevaFila(inicial)]);
    },
    quitar: (indice) => {
      setCambiado(true);
      setFilas((actuales) => actuales.filter((_fila, posicion) => posicion !== indice));
    },
    reiniciar: (nuevas) => {
      setCambiado(false);
      setFilas(nuevas.map((fila) => nuevaFila(fila)));
    },
    restaurar: (recuperadas) => {
      setCambiado(true);
      setFilas(recuperadas.map((fila) => nuevaFila(fila, { ...SIN_INTERACCION, tocados: new Set(Object.keys(fila)) })));
    },
    conReglas,
  };
}
