import Chip, { type ChipProps } from '@mui/material/Chip';
import { buscarFila, ESTADO_MUESTRA, type EstadoMuestra } from '@registro-lma/shared/domain';

const COLOR: Record<EstadoMuestra, ChipProps['color']> = {
  REGISTRADA: 'default',
  ENVIADA: 'info',
  RECIBIDA: 'primary',
  RECHAZADA: 'error',
  EN_PROCESO: 'primary',
  INFORMADA: 'success',
  ANULADA: 'secondary',
};

/** The label of a sample state (catalogues.md §45). */
export function etiquetaEstadoMuestra(estado: EstadoMuestra): string {
  return buscarFila(ESTADO_MUESTRA, estado)?.etiqueta ?? estado;
}

/** A sample's lifecycle state as a labelled chip. */
export function EstadoMuestraChip({ estado }: { readonly estado: EstadoMuestra }) {
  return <Chip size="small" variant="outlined" color={COLOR[estado]} label={etiquetaEstadoMuestra(estado)} />;
}
