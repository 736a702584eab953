/** Why a session ended before its absolute lifetime (`sesion.motivo`). */
export type MotivoFinSesion =
  | 'CIERRE'
  | 'CAMBIO_PASSWORD'
  | 'PASSWORD_RESTABLECIDA'
  | 'CAMBIO_ROL'
  | 'CAMBIO_CENTROS'
  | 'DESACTIVACION';
