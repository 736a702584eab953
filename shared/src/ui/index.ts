export { notify, closeNotification, updateNotification, clearNotifications, setNotifyImplementation } from './notifications/notify';
export {
  NOTIFICATION_POSITIONS,
  NOTIFICATION_VARIANTS,
  type NotificationPosition,
  type NotificationUpdate,
  type NotificationVariant,
  type Notifier,
  type NotifyOptions,
} from './notifications/notification-options';
export { NotificationsProvider } from './notifications/notifications-provider';
export { confirm, showWarning, showError, DEFAULT_DIALOG_WIDTH, type ConfirmOptions, type MessageDialogOptions } from './dialogs/dialogs';
export { DialogsHost } from './dialogs/dialogs-host';
export { DeferredDialogsHost, DeferredNotificationsHost } from './deferred/deferred-hosts';
export {
  confirmarConflicto,
  confirmarSalida,
  MENSAJE_CAMBIOS_SIN_GUARDAR,
  mensajeBorradorRecuperado,
  ofrecerBorrador,
} from './dialogs/formulario-dialogs';
export { BloqueoSalida, type BloqueoSalidaProps } from './cambios-sin-guardar/bloqueo-salida';
export {
  borrarBorrador,
  borrarTodosLosBorradores,
  claveBorrador,
  guardarBorrador,
  leerBorrador,
  purgarBorradoresCaducados,
  VIGENCIA_BORRADOR_MS,
  type BorradorLocal,
} from './cambios-sin-guardar/borrador-local';
export { useBorradorLocal, type BorradorLocalControl, type OpcionesBorradorLocal } from './cambios-sin-guardar/use-borrador-local';
export { AppThemeProvider } from './theme/app-theme-provider';
export { FechaPicker, FechasProvider } from './fechas/fecha-picker';
export { FiltroPeriodo, periodoInvertido, type FiltroPeriodoProps, type Periodo } from './fechas/filtro-periodo';
export { useFiltrosPeriodo, type FiltrosEnEdicion } from './fechas/use-filtros-periodo';
export { FormularioFiltros, type FormularioFiltrosProps } from './fechas/formulario-filtros';
export { guardarFichero } from './descargas/guardar-fichero';
export { useDescarga, type Descarga } from './descargas/use-descarga';
export { appTheme } from './theme/app-theme';
export { LoadingState } from './states/loading-state';
export { EmptyState } from './states/empty-state';
export { ErrorState } from './states/error-state';
export { ForbiddenState } from './states/forbidden-state';
export { NotFoundState } from './states/not-found-state';
export { VolverAlInicio } from './states/volver-al-inicio';
export { useFormulario, type Formulario, type Valores } from './formulario/use-formulario';
export { useFilasFormulario, type FilasFormulario, type FilasValidadas, type ReglasFilas } from './formulario/use-filas-formulario';
export type { ReglasFormulario } from './formulario/validacion-formulario';
export { CampoFormulario, precargarCampoFecha } from './formulario/campo-formulario';
export { CampoTexto } from './formulario/campo-texto';
export { sxEstado, textFieldStateProps } from './formulario/estado-visual';
export type { CampoEnError, CampoFormularioProps, EnlaceCampo, OpcionCampo } from './formulario/tipos-formulario';
export { ListaErrores } from './formulario/lista-errores';
export { useGuardado, type Guardado, type OpcionesGuardado, type Preparable } from './formulario/use-guardado';
export { FormularioDialog, type FormularioDialogProps } from './formulario/formulario-dialog';
export { MotivoDialog, type CampoMotivo, type MotivoDialogProps } from './formulario/motivo-dialog';
export { AccionesFormulario, type AccionesFormularioProps } from './formulario/acciones-formulario';
export { AvisosGuardado } from './formulario/avisos-guardado';
export {
  aplicarCambios,
  camposCambiados,
  cambiosDe,
  esValoresRegistro,
  valoresDeRegistro,
  valoresIniciales,
  type CambiosRegistro,
  type ValoresRegistro,
} from './formulario/valores-registro';
export { useFormularioRegistro, type EdicionRegistro, type OpcionesFormularioRegistro } from './formulario/use-formulario-registro';
export type { BorradorRegistro, FormatoBorrador } from './formulario/use-borrador-registro';
export { FormularioRegistro, type FormularioRegistroProps } from './formulario/formulario-registro';
export { AvisoRecuperarEscrito } from './formulario/aviso-recuperar-escrito';
export { FilasSubtabla, type FilasSubtablaProps, type TextosSubtabla } from './formulario/filas-subtabla';
export { AccionesGuardado, type AccionesGuardadoProps } from './formulario/acciones-guardado';
export { PagedTable, type PagedTableProps } from './paged-list/paged-table';
export { FilaDesplegable, type FilaDesplegableProps } from './paged-list/fila-desplegable';
export { ACTIVE_RECORDS, SearchToolbar, type SearchFilters, type SearchToolbarProps } from './paged-list/search-toolbar';
export { RecordActionsCell, type RecordActionsCellProps } from './paged-list/record-actions-cell';
export { SortableHeaderCell, type SortableHeaderCellProps, type SortDirection, type SortState } from './paged-list/sortable-header-cell';
export { enlaceCalidad, type FiltroEnlaceCalidad } from './calidad/enlace-calidad';
export { urlWithQuery, usePagedList, type Filters, type PagedList, type PagedResult } from './paged-list/use-paged-list';
export { useRemoteData, type RemoteData } from './remote-data/use-remote-data';
export { useCatalogosVigentes } from './catalogos/use-catalogos-vigentes';
export { useDebouncedValue } from './remote-data/use-debounced-value';
export { StandaloneRemote, type StandaloneRemoteProps } from './standalone/standalone-remote';
export { startStandaloneRemote } from './standalone/start-standalone-remote';
export { lazyScreen } from './screens/lazy-screen';
export { ScreenLayout, type ScreenLayoutProps } from './screens/screen-layout';
export { Dato } from './screens/dato';
export { EnlaceDocumento, type EnlaceDocumentoProps } from './libreria/enlace-documento';
export { documentosReferencia, olvidarDocumentosReferencia } from './libreria/documentos-referencia';
export { EnlaceDocumentoGenerado, type EnlaceDocumentoGeneradoProps } from './libreria/enlace-documento-generado';
export { EnlacesDocumentos, type EnlacesDocumentosProps } from './libreria/enlaces-documentos';
