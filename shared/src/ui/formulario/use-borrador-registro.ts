import { useMemo, useState } from 'react';
import { useBorradorLocal } from '../cambios-sin-guardar/use-borrador-local';
import { confirmarConflicto } from '../dialogs/formulario-dialogs';
import { aplicarCambios, cambiosDe, esValoresRegistro, type CambiosRegistro, type ValoresRegistro } from './valores-registro';

/**
 * How a form's local draft is stored, when it is not `ValoresRegistro` itself: a form that kept drafts in another
 * shape before still offers them back. Declare it once, outside the component.
 */
export interface FormatoBorrador<T> {
  escribir(valores: ValoresRegistro): T;
  /** null when the stored draft is not this form's (an older release may have written something else). */
  leer(datos: unknown): ValoresRegistro | null;
}

const FORMATO_REGISTRO: FormatoBorrador<ValoresRegistro> = {
  escribir: (valores) => valores,
  leer: (datos) => (esValoresRegistro(datos) ? datos : null),
};

export interface OpcionesBorradorRegistro {
  /** `claveBorrador(usuario, ruta)`, or null: no local draft (nobody signed in, a read-only record). */
  readonly claveBorrador: string | null;
  readonly inicial: ValoresRegistro;
  readonly valores: ValoresRegistro;
  /** Something typed is not saved yet. */
  readonly pendiente: boolean;
  /** What the user had changed when a version conflict made the screen read the record again. */
  readonly escritoAntes: CambiosRegistro | null;
  /** The user chose to read the record again after a conflict: the screen reloads it, keeping these changes. */
  readonly onConflicto: (cambios: CambiosRegistro) => void;
  readonly restaurar: (valores: ValoresRegistro) => void;
  readonly formatoBorrador?: FormatoBorrador<unknown>;
}

export interface BorradorRegistro {
  descartar(): void;
  /** A stale version (409): asks what to do with what was typed. */
  alConflicto(mensaje: string): void;
  /** What was typed before a conflict waits to be put back. */
  readonly recuperable: boolean;
  recuperar(): void;
}

/**
 * What a record form keeps of what is typed: the local draft (offered back on opening, unless a conflict already
 * brings the user's changes), the 409 dialog and, after reloading, «Recuperar lo que escribió», which puts back
 * only what the user changed so another user's save is not undone.
 */
export function useBorradorRegistro(opciones: OpcionesBorradorRegistro): BorradorRegistro {
  const { claveBorrador, inicial, valores, pendiente, escritoAntes, onConflicto, restaurar } = opciones;
  const formato = opciones.formatoBorrador ?? FORMATO_REGISTRO;
  const [pendienteRecuperar, setPendienteRecuperar] = useState(escritoAntes);
  const datos = useMemo(() => formato.escribir(valores), [formato, valores]);
  const borrador = useBorradorLocal({
    clave: claveBorrador,
    datos,
    esDatos: (guardados): guardados is unknown => formato.leer(guardados) !== null,
    pendiente,
    ofrecer: escritoAntes === null,
    alRestaurar: (guardados) => {
      const leidos = formato.leer(guardados);
      if (leidos !== null) restaurar(leidos);
    },
  });

  return {
    descartar: borrador.descartar,
    alConflicto: (mensaje) => {
      void confirmarConflicto(mensaje).then((recargar) => {
        if (recargar) onConflicto(cambiosDe(inicial, valores));
      });
    },
    recuperable: pendienteRecuperar !== null,
    recuperar: () => {
      if (pendienteRecuperar === null) return;
      restaurar({ ...aplicarCambios(inicial, pendienteRecuperar), version: null });
      setPendienteRecuperar(null);
    },
  };
}
