import { ReloadPageMessage } from './reload-page-message';

export const TITULO_ERROR_CONFIGURACION = 'No se pudo iniciar el Registro LMA';
export const TEXTO_ERROR_CONFIGURACION = 'No se ha podido leer la configuración de la aplicación. Inténtelo de nuevo en unos minutos.';

/** Start-up failed before anything else could render: /runtime-config.json is missing or invalid. */
export function ConfigErrorScreen() {
  return <ReloadPageMessage title={TITULO_ERROR_CONFIGURACION} text={TEXTO_ERROR_CONFIGURACION} actionLabel="Reintentar" />;
}
