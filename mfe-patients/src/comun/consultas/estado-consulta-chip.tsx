import Chip from '@mui/material/Chip';
import type { EstadoConsulta } from '@registro-lma/shared/domain';
import { ETIQUETA_ESTADO_CONSULTA } from './consulta-messages';

const COLOR = { ABIERTA: 'warning', RESPONDIDA: 'info', CERRADA: 'default' } as const;

export function EstadoConsultaChip({ estado }: { readonly estado: EstadoConsulta }) {
  return <Chip size="small" variant="outlined" color={COLOR[estado]} label={ETIQUETA_ESTADO_CONSULTA[estado]} />;
}
