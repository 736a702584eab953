import type { FormEvent, ReactNode } from 'react';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import { AccionesFormulario } from './acciones-formulario';
import { AvisosGuardado } from './avisos-guardado';
import { ListaErrores } from './lista-errores';
import type { CampoEnError } from './tipos-formulario';
import type { Guardado } from './use-guardado';

export interface FormularioDialogProps {
  readonly errores: readonly CampoEnError[];
  readonly guardado: Guardado;
  readonly onCancelar: () => void;
  readonly onRecargar?: () => void;
  /** The submit button's text («Guardar» unless the action is more specific, e.g. «Cambiar estado»). */
  readonly textoGuardar?: string;
  readonly children: ReactNode;
}

/** The body of a form dialog: the inputs, the error list, the save failures and the actions. */
export function FormularioDialog({ errores, guardado, onCancelar, onRecargar, textoGuardar, children }: FormularioDialogProps) {
  const enviar = (evento: FormEvent<HTMLFormElement>) => {
    evento.preventDefault();
    void guardado.guardar();
  };
  return (
    <form noValidate onSubmit={enviar}>
      <DialogContent dividers>
        <Stack spacing={2}>
          {children}
          <ListaErrores errores={errores} />
          <AvisosGuardado guardado={guardado} onRecargar={onRecargar} />
        </Stack>
      </DialogContent>
      <AccionesFormulario guardando={guardado.guardando} bloqueado={errores.length > 0} onCancelar={onCancelar} textoGuardar={textoGuardar} />
    </form>
  );
}
