import { useEffect, useEffectEvent, useRef } from 'react';
import { ofrecerBorrador } from '../dialogs/formulario-dialogs';
import { borrarBorrador, guardarBorrador, leerBorrador } from './borrador-local';

export interface OpcionesBorradorLocal<T> {
  /** `claveBorrador(usuario, ruta)`; null keeps no draft (nobody signed in). */
  readonly clave: string | null;
  /** What the form would lose: written on every change while `pendiente`. */
  readonly datos: T;
  /** Whether a stored draft has this form's shape (an older release may have written another): others are dropped. */
  readonly esDatos: (datos: unknown) => datos is T;
  /** There are unsaved changes. */
  readonly pendiente: boolean;
  /** Offer a stored draft when the form opens (not when the screen has just put back what was typed itself). */
  readonly ofrecer: boolean;
  /** The user chose to restore the draft: `datos` as they were written. */
  readonly alRestaurar: (datos: T) => void;
}

export interface BorradorLocalControl {
  /** After a successful save, or when the user gives up the changes. */
  descartar(): void;
}

/**
 * Nothing typed is lost: the form's values are kept in the browser while they are unsaved, and a form opened
 * again (after reloading the tab, or signing in again after the session expired) offers them back.
 */
export function useBorradorLocal<T>({ clave, datos, esDatos, pendiente, ofrecer, alRestaurar }: OpcionesBorradorLocal<T>): BorradorLocalControl {
  const ofrecido = useRef<string | null>(null);
  const restaurar = useEffectEvent(alRestaurar);
  const debeOfrecer = useEffectEvent(() => ofrecer);
  const leible = useEffectEvent(esDatos);

  useEffect(() => {
    // Once per key: React may run this effect twice on mount.
    if (clave === null || ofrecido.current === clave || !debeOfrecer()) return;
    ofrecido.current = clave;
    const borrador = leerBorrador(clave);
    if (borrador === null) return;
    const { guardadoEn, datos: guardados } = borrador;
    if (!leible(guardados)) {
      borrarBorrador(clave);
      return;
    }
    void ofrecerBorrador(guardadoEn).then((aceptado) => {
      if (aceptado) restaurar(guardados);
      else borrarBorrador(clave);
    });
  }, [clave]);

  useEffect(() => {
    if (clave !== null && pendiente) guardarBorrador(clave, datos);
  }, [clave, pendiente, datos]);

  return {
    descartar: () => {
      if (clave !== null) borrarBorrador(clave);
    },
  };
}
