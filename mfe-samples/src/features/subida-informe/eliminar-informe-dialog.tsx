import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { CAMPO_MOTIVO_ELIMINACION, type Informe } from '@registro-lma/shared/domain';
import { CampoFormulario, FormularioDialog, useFormulario, useGuardado } from '@registro-lma/shared/ui';
import { eliminarInforme } from './informes.resource';

const CAMPOS_ELIMINACION = [CAMPO_MOTIVO_ELIMINACION] as const;

export interface EliminarInformeDialogProps {
  readonly informe: Informe;
  readonly onCerrar: () => void;
  readonly onEliminado: () => void;
}

/** The logical deletion of a report, with its reason (§5.3): the row stays, out of force. */
export function EliminarInformeDialog({ informe, onCerrar, onEliminado }: EliminarInformeDialogProps) {
  const formulario = useFormulario(CAMPOS_ELIMINACION, { motivo: '' });
  const guardado = useGuardado(
    formulario,
    (datos) => eliminarInforme(informe.informe_id, datos.motivo),
    onEliminado,
    `Informe «${informe.nombre_archivo}» eliminado.`,
  );
  return (
    <Dialog open onClose={onCerrar} aria-labelledby="eliminar-informe-titulo" maxWidth="sm" fullWidth>
      <DialogTitle id="eliminar-informe-titulo">Eliminar informe</DialogTitle>
      <FormularioDialog errores={formulario.errores} guardado={guardado} onCancelar={onCerrar} onRecargar={onEliminado} textoGuardar="Eliminar">
        <Typography>{`El informe «${informe.nombre_archivo}» (versión ${informe.version}) dejará de estar vigente. Indique el motivo.`}</Typography>
        <CampoFormulario {...formulario.enlace('motivo')} multiline autoFocus />
      </FormularioDialog>
    </Dialog>
  );
}
