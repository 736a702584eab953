import { useDeferredValue, useMemo } from 'react';
import { validarEtapa, type ContextoEtapa, type DefinicionEtapa, type Modo, type Registro, type RegistroEtapa } from '@registro-lma/shared/domain';
import { useFormularioRegistro, type CambiosRegistro, type EdicionRegistro, type Valores, type ValoresRegistro } from '@registro-lma/shared/ui';
import { calculadosEnVivo } from './calculados-en-vivo-rules';

export interface FormularioEtapa extends EdicionRegistro {
  /** The computed values for what is typed now (data-dictionary §7), by variable. */
  readonly calculados: Registro;
}

export interface OpcionesFormularioEtapa {
  readonly etapa: DefinicionEtapa;
  readonly inicial: ValoresRegistro;
  /** The stored record's values (the auto-numbered key among them); empty for a new record. */
  readonly guardados: Registro;
  readonly contexto: ContextoEtapa;
  readonly enviar: (datos: Registro, modo: Modo, version: number | null) => Promise<RegistroEtapa>;
  readonly alGuardar: (registro: RegistroEtapa) => void;
  /** `claveBorrador(usuario, ruta del registro)`, or null: no local draft (nobody signed in, read only). */
  readonly claveBorrador: string | null;
  readonly escritoAntes: CambiosRegistro | null;
  readonly onConflicto: (cambios: CambiosRegistro) => void;
}

/** A row's rules see the record's other rows. */
const otrasFilasDe = (indice: number, filas: readonly Valores[]) => ({ filas: filas.filter((_fila, otra) => otra !== indice) });

function mensajeGuardado(etapa: DefinicionEtapa, registro: RegistroEtapa): string {
  return registro.estado_formulario === 'BORRADOR' ? `${etapa.titulo}: borrador guardado.` : `${etapa.titulo}: registro completo guardado.`;
}

/**
 * One stage record being edited: the record form of its definition, checked on saving by `validarEtapa` (the same
 * function the API runs, which also sees the rows), plus the computed values as they would be saved.
 */
export function useFormularioEtapa({ etapa, guardados, contexto, ...opciones }: OpcionesFormularioEtapa): FormularioEtapa {
  const edicion = useFormularioRegistro({
    ...opciones,
    definicion: etapa,
    contexto,
    contextoFila: otrasFilasDe,
    // The stage's conditions and rules read the rows among the fields' values, under the sub-table's name.
    filasEnValores: true,
    validar: (entrada, modo) => validarEtapa(etapa, entrada, modo, contexto),
    mensajeGuardado: (registro) => mensajeGuardado(etapa, registro),
  });

  // Computing a long stage's values takes a few milliseconds: the keystroke is shown first, the values just after.
  const valoresDiferidos = useDeferredValue(edicion.formulario.valores);
  const filasDiferidas = useDeferredValue(edicion.filas.valores);
  const calculados = useMemo(
    () => calculadosEnVivo(etapa, valoresDiferidos, filasDiferidas, guardados, contexto),
    [etapa, valoresDiferidos, filasDiferidas, guardados, contexto],
  );
  return { ...edicion, calculados };
}
