import { useMemo } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { CAMPO_MOTIVO, type CampoTexto } from '@registro-lma/shared/domain';
import { CampoFormulario } from './campo-formulario';
import { FormularioDialog } from './formulario-dialog';
import { useFormulario } from './use-formulario';
import { useGuardado } from './use-guardado';

/** The reason's field as the API that receives it defines it (its label, its length). */
export type CampoMotivo = CampoTexto & { readonly name: 'motivo'; readonly required: 'siempre' };

export interface MotivoDialogProps {
  readonly titulo: string;
  readonly explicacion: string;
  readonly textoConfirmar: string;
  readonly mensajeExito: string;
  readonly accion: (motivo: string) => Promise<unknown>;
  /** `CAMPO_MOTIVO` (at least 10 characters) unless the API asks the reason with another field. */
  readonly campo?: CampoMotivo;
  readonly onCerrar: () => void;
  /** Done. */
  readonly onHecho: () => void;
  /** A version conflict the user chose to resolve by reading the record again; `onHecho` when not given. */
  readonly onRecargar?: () => void;
}

/** An action on a stored record that asks why («Desbloquear», «Eliminar»): the reason stays in the audit trail. */
export function MotivoDialog({ titulo, explicacion, textoConfirmar, mensajeExito, accion, campo = CAMPO_MOTIVO, onCerrar, onHecho, onRecargar }: MotivoDialogProps) {
  const campos = useMemo(() => [campo] as const, [campo]);
  const formulario = useFormulario(campos, { motivo: '' });
  const guardado = useGuardado(formulario, (datos) => accion(datos.motivo), onHecho, mensajeExito);
  return (
    <Dialog open onClose={onCerrar} aria-labelledby="motivo-dialog-titulo" maxWidth="sm" fullWidth>
      <DialogTitle id="motivo-dialog-titulo">{titulo}</DialogTitle>
      <FormularioDialog errores={formulario.errores} guardado={guardado} onCancelar={onCerrar} onRecargar={onRecargar ?? onHecho} textoGuardar={textoConfirmar}>
        <Typography>{explicacion}</Typography>
        <CampoFormulario {...formulario.enlace('motivo')} multiline autoFocus />
      </FormularioDialog>
    </Dialog>
  );
}
