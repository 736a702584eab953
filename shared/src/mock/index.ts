export { claveEnvioDe, createHttpDouble, installHttpDouble, type HttpCall, type HttpDouble, type HttpFailure, type HttpMethod, type HttpResponder } from './http-double';
export { crearUsuarioSesion, signInAs, resetSession, TOKEN_DE_PRUEBA } from './session-doubles';
export { notifications, resetNotifications, restoreNotify, type NotifyCall } from './notifications-spy';
export { renderRemoteScreen, renderScreen } from './render-screen';
export { usarDobleHttp, type OpcionesDobleHttp } from './usar-doble-http';
export { escribirLimitePeriodo } from './filtro-periodo.fixture';
