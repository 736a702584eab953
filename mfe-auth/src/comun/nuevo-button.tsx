import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';

/** The main action of an administration list: «Nuevo centro», «Nuevo usuario», «Nuevo código». */
export function BotonNuevo({ texto, onClick }: { readonly texto: string; readonly onClick: () => void }) {
  return (
    <Button variant="contained" startIcon={<AddIcon />} onClick={onClick}>
      {texto}
    </Button>
  );
}
