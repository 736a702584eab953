import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { CAMPO_MOTIVO } from '@registro-lma/shared/domain';
import { CampoFormulario, FormularioDialog, useFormulario, useGuardado } from '@registro-lma/shared/ui';

const CAMPOS_MOTIVO = [CAMPO_MOTIVO] as const;

export interface MotivoDialogProps {
  readonly titulo: string;
  readonly explicacion: string;
  readonly textoConfirmar: string;
  readonly mensajeExito: string;
  readonly accion: (motivo: string) => Promise<unknown>;
  readonly onCerrar: () => void;
  /** Done, or a version conflict the user chose to resolve by reading the record again. */
  readonly onHecho: () => void;
}

/** «Desbloquear» and «Eliminar»: an action on a stored record that asks why. */
export function MotivoDialog({ titulo, explicacion, textoConfirmar, mensajeExito, accion, onCerrar, onHecho }: MotivoDialogProps) {
  const formulario = useFormulario(CAMPOS_MOTIVO, { motivo: '' });
  const guardado = useGuardado(formulario, (datos) => accion(datos.motivo), onHecho, mensajeExito);
  return (
    <Dialog open onClose={onCerrar} aria-labelledby="motivo-dialog-titulo" maxWidth="sm" fullWidth>
      <DialogTitle id="motivo-dialog-titulo">{titulo}</DialogTitle>
      <FormularioDialog errores={formulario.errores} guardado={guardado} onCancelar={onCerrar} onRecargar={onHecho} textoGuardar={textoConfirmar}>
        <Typography>{explicacion}</Typography>
        <CampoFormulario {...formulario.enlace('motivo')} multiline autoFocus />
      </FormularioDialog>
    </Dialog>
  );
}
