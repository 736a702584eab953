import Chip from '@mui/material/Chip';

/** The «Activo» column of an administration list. */
export function ChipActivo({ activo }: { readonly activo: boolean }) {
  return <Chip size="small" label={activo ? 'Sí' : 'No'} color={activo ? 'success' : 'default'} variant="outlined" />;
}
