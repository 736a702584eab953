import { useEffect } from 'react';
import { useRouteError } from '@registro-lma/shared/router';
import { reloadAfterChunkError } from '../federation/chunk-reload';
import { FatalErrorScreen } from './fatal-error-screen';

/** Error element of the root route: every rendering or loader error that no area handled ends here. */
export function RouteErrorScreen() {
  const error = useRouteError();
  useEffect(() => {
    if (!reloadAfterChunkError(error)) console.error(error);
  }, [error]);
  return <FatalErrorScreen />;
}
