import { useDeferredValue, useEffect, useEffectEvent, useMemo, useState } from 'react';
import {
  validarEtapa,
  type Campo,
  type ContextoEtapa,
  type DefinicionEtapa,
  type Modo,
  type Registro,
  type RegistroEtapa,
} from '@registro-lma/shared/domain';
import {
  notify,
  useFilasFormulario,
  useFormulario,
  useGuardado,
  type FilasFormulario,
  type FilasValidadas,
  type Formulario,
  type Guardado,
  type Preparable,
  type Valores,
} from '@registro-lma/shared/ui';
import { calculadosEnVivo } from './calculados-en-vivo';
import type { ValoresEtapa } from './valores-etapa';

export interface FormularioEtapa {
  readonly formulario: Formulario<readonly Campo[]>;
  readonly filas: FilasFormulario<readonly Campo[]>;
  readonly filasValidadas: FilasValidadas<readonly Campo[]>;
  readonly guardado: Guardado<Modo>;
  /** The computed values for what is typed now (data-dictionary §7), by variable. */
  readonly calculados: Registro;
  /** What the form holds now, as a local draft keeps it. */
  readonly valores: ValoresEtapa;
  readonly cambiado: boolean;
  /** Puts back values typed earlier; `version` null keeps the version read. */
  restaurar(valores: ValoresEtapa): void;
}

export interface OpcionesFormularioEtapa {
  readonly etapa: DefinicionEtapa;
  readonly inicial: ValoresEtapa;
  /** The stored record's values (the auto-numbered key among them); empty for a new record. */
  readonly guardados: Registro;
  readonly contexto: ContextoEtapa;
  readonly enviar: (datos: Registro, modo: Modo, version: number | null) => Promise<RegistroEtapa>;
  readonly alGuardar: (registro: RegistroEtapa) => void;
  /** A stale version (409): the screen asks what to do with what was typed. */
  readonly alConflicto: (mensaje: string, escrito: ValoresEtapa) => void;
}

const SIN_CAMPOS: readonly Campo[] = [];

const mismasFilas = (enFormulario: unknown, filas: readonly Valores[]) =>
  Array.isArray(enFormulario) && enFormulario.length === filas.length && filas.every((fila, indice) => enFormulario[indice] === fila);

function mensajeGuardado(etapa: DefinicionEtapa, registro: RegistroEtapa): string {
  return registro.estado_formulario === 'BORRADOR' ? `${etapa.titulo}: borrador guardado.` : `${etapa.titulo}: registro completo guardado.`;
}

/**
 * One stage record being edited: its fields and sub-table rows with their live states, the stage's rules against
 * the patient's other records, the computed values as they would be saved, and «Guardar borrador» / «Marcar como
 * completo» checked by `validarEtapa`, the same function the API runs.
 */
export function useFormularioEtapa({ etapa, inicial, guardados, contexto, enviar, alGuardar, alConflicto }: OpcionesFormularioEtapa): FormularioEtapa {
  const subtabla = etapa.subtabla;
  const [version, setVersion] = useState(inicial.version);
  const formulario = useFormulario(etapa.campos, inicial.datos, { reglas: etapa.reglas, contexto });
  const filas = useFilasFormulario(subtabla?.campos ?? SIN_CAMPOS, inicial.filas, (indice) => `${subtabla?.titulo ?? ''} ${indice + 1}`);
  const filasValidadas = filas.conReglas({
    reglas: subtabla?.reglas ?? [],
    contextoDe: (indice, valores) => ({ filas: valores.filter((_fila, otra) => otra !== indice) }),
  });

  // The stage's conditions and rules read the rows among the fields' values, under the sub-table's name.
  const copiarFilas = useEffectEvent((nombre: string, actuales: readonly Valores[]) => {
    if (!mismasFilas(formulario.valores[nombre], actuales)) formulario.cambiar(nombre, actuales);
  });
  useEffect(() => {
    if (subtabla !== undefined) copiarFilas(subtabla.nombre, filas.valores);
  }, [subtabla, filas.valores]);

  // Computing a long stage's values takes a few milliseconds: the keystroke is shown first, the values just after.
  const valoresDiferidos = useDeferredValue(formulario.valores);
  const filasDiferidas = useDeferredValue(filas.valores);
  const calculados = useMemo(
    () => calculadosEnVivo(etapa, valoresDiferidos, filasDiferidas, guardados, contexto),
    [etapa, valoresDiferidos, filasDiferidas, guardados, contexto],
  );
  const valores = useMemo(() => ({ datos: formulario.valores, filas: filas.valores, version }), [formulario.valores, filas.valores, version]);

  /** Messages keyed by variable, or `{subtabla}.{i}.{variable}` for a row; returns those of no input. */
  const ponerErrores = (errores: Readonly<Record<string, string>>) => {
    const resto = formulario.ponerErroresServidor(errores);
    return subtabla === undefined ? resto : filasValidadas.ponerErroresServidor(resto, subtabla.nombre);
  };

  const preparable: Preparable<Registro, Modo> = {
    preparar: (modo) => {
      // Marks the attempt on every input; the decision is validarEtapa's, which also sees the rows.
      formulario.prepararComo(modo);
      const filasListas = filasValidadas.preparar(modo);
      const entrada = subtabla === undefined ? formulario.valores : { ...formulario.valores, [subtabla.nombre]: filas.valores };
      const resultado = validarEtapa(etapa, entrada, modo, contexto);
      const sinCampo = Object.values(ponerErrores(resultado.ok ? {} : resultado.errores));
      if (sinCampo.length > 0) notify(sinCampo.join(' '), { variant: 'error' });
      return resultado.ok && filasListas !== null ? resultado.data : null;
    },
    ponerErroresServidor: ponerErrores,
  };

  const guardado = useGuardado(
    preparable,
    (datos: Registro, modo: Modo) => enviar(datos, modo, version),
    alGuardar,
    (registro) => mensajeGuardado(etapa, registro),
    { alConflicto: (mensaje) => alConflicto(mensaje, valores) },
  );

  return {
    formulario,
    filas,
    filasValidadas,
    guardado,
    calculados,
    valores,
    cambiado: formulario.cambiado || filas.cambiado,
    restaurar: (recuperados) => {
      formulario.restaurar(recuperados.datos);
      filas.restaurar(recuperados.filas);
      if (recuperados.version !== null) setVersion(recuperados.version);
    },
  };
}
