import { useState } from 'react';
import type { Campo, RegistroDe } from '@registro-lma/shared/domain';
import { HttpError } from '@registro-lma/shared/http';
import { notify } from '@registro-lma/shared/ui';
import type { Formulario } from './use-formulario';

export interface Guardado {
  readonly guardando: boolean;
  /** A failure that belongs to no input (shown above the actions). */
  readonly fallo: string | null;
  /** A stale-version conflict (409 without field errors): the screen offers «Recargar». */
  readonly conflicto: string | null;
  guardar(): Promise<void>;
}

const MENSAJE_FALLO_GUARDADO = 'No se han podido guardar los cambios.';

/**
 * The save step of every form (architecture: the journey of one save): validate, send, then a success
 * notification, or the API's messages on their fields, or the conflict, and an error notification.
 */
export function useGuardado<const Fs extends readonly Campo[], R>(
  formulario: Formulario<Fs>,
  enviar: (datos: RegistroDe<Fs>) => Promise<R>,
  alGuardar: (guardado: R) => void,
  mensajeExito: string,
): Guardado {
  const [guardando, setGuardando] = useState(false);
  const [fallo, setFallo] = useState<string | null>(null);
  const [conflicto, setConflicto] = useState<string | null>(null);

  const guardar = async () => {
    const datos = formulario.preparar();
    if (datos === null || guardando) return;
    setGuardando(true);
    setFallo(null);
    setConflicto(null);
    try {
      const guardado = await enviar(datos);
      notify(mensajeExito, { variant: 'success' });
      setGuardando(false);
      alGuardar(guardado);
    } catch (error) {
      setGuardando(false);
      const httpError = error instanceof HttpError ? error : null;
      const mensaje = httpError?.message ?? MENSAJE_FALLO_GUARDADO;
      const sinCampo = Object.values(formulario.ponerErroresServidor(httpError?.errores ?? {}));
      if (httpError?.status === 409 && Object.keys(httpError.errores).length === 0) setConflicto(mensaje);
      else setFallo([mensaje, ...sinCampo].join(' '));
      notify(mensaje, { variant: 'error' });
    }
  };

  return { guardando, fallo, conflicto, guardar };
}
