import { useState } from 'react';
import { HttpError } from '@registro-lma/shared/http';
import { notify } from '../notifications/notify';

export interface Guardado<M = void> {
  readonly guardando: boolean;
  /** A failure that belongs to no input (shown above the actions). */
  readonly fallo: string | null;
  /** A stale-version conflict (409 without field errors): the screen offers «Recargar». */
  readonly conflicto: string | null;
  /** `modo` reaches `preparar` and `enviar`, e.g. «borrador» or «completo» for a form with both actions. */
  guardar(modo: M): Promise<void>;
}

/** What a save needs from a form (a `Formulario`, or a form and its sub-tables together). */
export interface Preparable<T, M = void> {
  /** The data to send, or null after showing every error. */
  preparar(modo: M): T | null;
  /** Shows the API's per-field messages on their inputs; returns the ones that belong to no input. */
  ponerErroresServidor(errores: Readonly<Record<string, string>>): Record<string, string>;
}

export interface OpcionesGuardado {
  /** A stale-version conflict handled by the screen (e.g. a dialog), instead of the notice above the actions. */
  readonly alConflicto?: (mensaje: string) => void;
}

const MENSAJE_FALLO_GUARDADO = 'No se han podido guardar los cambios.';

/**
 * The save step of every form (architecture: the journey of one save): validate, send, then a success
 * notification, or the API's messages on their fields, or the conflict, and an error notification.
 */
export function useGuardado<T, R, M = void>(
  formulario: Preparable<T, M>,
  enviar: (datos: T, modo: M) => Promise<R>,
  alGuardar: (guardado: R) => void,
  mensajeExito: string | ((guardado: R) => string),
  opciones: OpcionesGuardado = {},
): Guardado<M> {
  const [guardando, setGuardando] = useState(false);
  const [fallo, setFallo] = useState<string | null>(null);
  const [conflicto, setConflicto] = useState<string | null>(null);

  const guardar = async (modo: M) => {
    const datos = formulario.preparar(modo);
    if (datos === null || guardando) return;
    setGuardando(true);
    setFallo(null);
    setConflicto(null);
    try {
      const guardado = await enviar(datos, modo);
      notify(typeof mensajeExito === 'string' ? mensajeExito : mensajeExito(guardado), { variant: 'success' });
      setGuardando(false);
      alGuardar(guardado);
    } catch (error) {
      setGuardando(false);
      const httpError = error instanceof HttpError ? error : null;
      const mensaje = httpError?.message ?? MENSAJE_FALLO_GUARDADO;
      const sinCampo = Object.values(formulario.ponerErroresServidor(httpError?.errores ?? {}));
      notify(mensaje, { variant: 'error' });
      if (httpError?.status !== 409 || Object.keys(httpError.errores).length > 0) setFallo([mensaje, ...sinCampo].join(' '));
      else if (opciones.alConflicto) opciones.alConflicto(mensaje);
      else setConflicto(mensaje);
    }
  };

  return { guardando, fallo, conflicto, guardar };
}
