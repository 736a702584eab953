import Chip, { type ChipProps } from '@mui/material/Chip';
import { ETIQUETA_ESTADO_ETAPA, type EstadoEtapa } from '@registro-lma/shared/domain';

const COLOR: Readonly<Record<EstadoEtapa, ChipProps['color']>> = {
  SIN_INICIAR: 'default',
  BORRADOR: 'warning',
  COMPLETO: 'success',
  VALIDADO: 'info',
};

/** The status of a clinical stage, or of one of its records, as a labelled chip. */
export function EtiquetaEstadoEtapa({ estado }: { readonly estado: EstadoEtapa }) {
  return <Chip size="small" variant="outlined" color={COLOR[estado]} label={ETIQUETA_ESTADO_ETAPA[estado]} />;
}
