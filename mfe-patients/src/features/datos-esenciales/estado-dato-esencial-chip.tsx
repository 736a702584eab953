import Chip from '@mui/material/Chip';
import type { ItemDatoEsencial } from '@registro-lma/shared/domain';

/** Whether an item counts, and whether it is there. */
export function EstadoDatoEsencial({ item }: { readonly item: Pick<ItemDatoEsencial, 'aplica' | 'completo'> }) {
  if (!item.aplica) return <Chip size="small" variant="outlined" label="No aplica" />;
  return item.completo ? <Chip size="small" color="success" label="Completo" /> : <Chip size="small" color="warning" label="Falta" />;
}
