import { useMemo } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import {
  campoDe,
  CAMPOS_ESTADO_PACIENTE,
  ESTADO_PACIENTE,
  estadosAlcanzables,
  etiquetaCatalogo,
  type Paciente,
  type Rol,
} from '@registro-lma/shared/domain';
import { CampoFormulario, FormularioDialog, useFormulario, useGuardado } from '@registro-lma/shared/ui';
import { cambiarEstadoPaciente } from '../../comun/pacientes.resource';

export interface CambioEstadoDialogProps {
  readonly paciente: Paciente;
  readonly rol: Rol;
  readonly onCerrar: () => void;
  readonly onCambiado: (paciente: Paciente) => void;
  /** After a version conflict: read the patient again. */
  readonly onRecargar: () => void;
}

/** The fields of the change: the states this role may reach from the current one, and the reason where required. */
function camposDeCambio(paciente: Paciente, rol: Rol) {
  const alcanzables = estadosAlcanzables(paciente.estado, rol);
  const estado = campoDe(CAMPOS_ESTADO_PACIENTE, 'estado');
  return [{ ...estado, catalogo: ESTADO_PACIENTE.filter((fila) => alcanzables.includes(fila.codigo)) }, campoDe(CAMPOS_ESTADO_PACIENTE, 'estado_motivo')] as const;
}

/** «Cambiar estado»: a manual change of the registry state (catalogues.md §7), sent with the version read. */
export function CambioEstadoDialog({ paciente, rol, onCerrar, onCambiado, onRecargar }: CambioEstadoDialogProps) {
  const campos = useMemo(() => camposDeCambio(paciente, rol), [paciente, rol]);
  const formulario = useFormulario(campos, { estado: null, estado_motivo: '' });
  const guardado = useGuardado(
    formulario,
    (datos) => cambiarEstadoPaciente(paciente.paciente_id, { ...datos, version: paciente.version }),
    onCambiado,
    'Estado del paciente actualizado.',
  );

  return (
    <Dialog open onClose={onCerrar} aria-labelledby="cambio-estado-titulo" maxWidth="sm" fullWidth>
      <DialogTitle id="cambio-estado-titulo">Cambiar estado del paciente</DialogTitle>
      <FormularioDialog errores={formulario.errores} guardado={guardado} onCancelar={onCerrar} onRecargar={onRecargar} textoGuardar="Cambiar estado">
        <Typography>{`Estado actual: ${etiquetaCatalogo(ESTADO_PACIENTE, paciente.estado)}`}</Typography>
        {formulario.visibles.map((campo) => (
          <CampoFormulario key={campo.name} {...formulario.enlace(campo.name)} multiline={campo.name === 'estado_motivo'} />
        ))}
      </FormularioDialog>
    </Dialog>
  );
}
