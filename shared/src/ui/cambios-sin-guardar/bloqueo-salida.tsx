import { useCallback, useContext, useEffect, useEffectEvent, useRef } from 'react';
import { UNSAFE_DataRouterContext, useBlocker, type BlockerFunction } from '../../routes/router';
import { confirmarSalida } from '../dialogs/formulario-dialogs';

export interface BloqueoSalidaProps {
  /** There are unsaved changes. */
  readonly activo: boolean;
  /** The user chose «Salir sin guardar» (e.g. to drop the local draft of what is being given up). */
  readonly alSalir?: () => void;
}

/** Closing or reloading the tab: the browser asks with its own words (pages cannot choose them). */
function useAvisoAlCerrar(activo: boolean) {
  useEffect(() => {
    if (!activo) return;
    const avisar = (evento: BeforeUnloadEvent) => {
      evento.preventDefault();
      // Older browsers ask only when returnValue is set.
      evento.returnValue = '';
    };
    window.addEventListener('beforeunload', avisar);
    return () => window.removeEventListener('beforeunload', avisar);
  }, [activo]);
}

/** Navigation inside the application: held until the user answers the patient-change dialog. */
function BloqueoNavegacion({ activo, alSalir }: BloqueoSalidaProps) {
  // After «Salir sin guardar» the screen is leaving: a redirect on the way (e.g. to /login) is not asked again.
  const aceptado = useRef(false);
  const bloquear = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      activo && !aceptado.current && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [activo],
  );
  const blocker = useBlocker(bloquear);
  const responder = useEffectEvent((salir: boolean) => {
    if (blocker.state !== 'blocked') return;
    if (salir) {
      aceptado.current = true;
      alSalir?.();
      blocker.proceed();
    } else blocker.reset();
  });

  useEffect(() => {
    if (blocker.state === 'blocked') void confirmarSalida().then((salir) => responder(salir));
  }, [blocker.state]);

  return null;
}

/**
 * Nothing typed is lost by leaving: with unsaved changes, leaving the screen asks first. The host's router is a data
 * router, which can hold a navigation; under a plain router (some tests, a bare harness) only closing the tab asks.
 */
export function BloqueoSalida({ activo, alSalir }: BloqueoSalidaProps) {
  useAvisoAlCerrar(activo);
  const hasDataRouter = useContext(UNSAFE_DataRouterContext) !== null;
  return hasDataRouter ? <BloqueoNavegacion activo={activo} alSalir={alSalir} /> : null;
}
