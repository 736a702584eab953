import { ReloadPageMessage } from './reload-page-message';

export const TITULO_ERROR_FATAL = 'Se ha producido un error inesperado';
export const TEXTO_ERROR_FATAL = 'La aplicación no puede mostrar esta página. Recargue la página; si el problema continúa, avise al equipo del registro.';

/** Shown instead of the application after an unhandled rendering error; the error itself only goes to the console. */
export function FatalErrorScreen() {
  return <ReloadPageMessage title={TITULO_ERROR_FATAL} text={TEXTO_ERROR_FATAL} actionLabel="Recargar la página" />;
}
