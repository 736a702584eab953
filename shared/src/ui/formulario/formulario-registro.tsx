import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { BloqueoSalida } from '../cambios-sin-guardar/bloqueo-salida';
import { AvisoRecuperarEscrito } from './aviso-recuperar-escrito';
import { ListaErrores } from './lista-errores';
import type { EdicionRegistro } from './use-formulario-registro';

export interface FormularioRegistroProps {
  readonly edicion: EdicionRegistro;
  /** Shown after a version conflict, beside «Recuperar lo que escribió». */
  readonly mensajeRecuperar: string;
  /** Guard leaving the screen with unsaved changes here (a screen with several forms guards them together instead). */
  readonly bloquearSalida?: boolean;
  /** Above everything (e.g. «registro validado»). */
  readonly cabecera?: ReactNode;
  /** The record's panels. */
  readonly children: ReactNode;
  /** Between the panels and the error list (e.g. the warnings the record was saved with). */
  readonly pie?: ReactNode;
  readonly acciones: ReactNode;
}

/**
 * The frame of every record form: the conflict recovery notice, the record's own panels, the shared error list,
 * a failure of the save and the actions, with the local draft dropped when the user leaves.
 */
export function FormularioRegistro({ edicion, mensajeRecuperar, bloquearSalida = false, cabecera, children, pie, acciones }: FormularioRegistroProps) {
  const { borrador, guardado } = edicion;
  return (
    <Stack component="form" noValidate spacing={3} onSubmit={(evento) => evento.preventDefault()}>
      {bloquearSalida && <BloqueoSalida activo={edicion.pendiente} alSalir={borrador.descartar} />}
      {cabecera}
      {borrador.recuperable && <AvisoRecuperarEscrito mensaje={mensajeRecuperar} onRecuperar={borrador.recuperar} />}
      {children}
      {pie}
      <ListaErrores errores={edicion.errores} />
      {guardado.fallo && <Alert severity="error">{guardado.fallo}</Alert>}
      {acciones}
    </Stack>
  );
}
