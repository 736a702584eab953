import Chip, { type ChipProps } from '@mui/material/Chip';
import { ESTADO_PACIENTE, etiquetaCatalogo, type EstadoPaciente } from '@registro-lma/shared/domain';

const COLOR: Record<EstadoPaciente, ChipProps['color']> = {
  BORRADOR: 'default',
  ACTIVO: 'success',
  FALLECIDO: 'secondary',
  PERDIDO_SEGUIMIENTO: 'warning',
  RETIRADO: 'error',
  EXCLUIDO: 'error',
};

/** The registry state of a patient as a labelled chip. */
export function EtiquetaEstadoPaciente({ estado }: { readonly estado: EstadoPaciente }) {
  return <Chip size="small" variant="outlined" color={COLOR[estado]} label={etiquetaCatalogo(ESTADO_PACIENTE, estado)} />;
}
