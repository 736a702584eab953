import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import { useNavigate } from '@registro-lma/shared/router';
import { RUTAS } from '@registro-lma/shared/routes';
import { ID_NUEVO_BIOBANCO, PATRON_UPN } from '@registro-lma/shared/domain';

/** «Registrar entrada»: the patient's UPN opens an empty biobank record (`/biobanco/{upn}/nuevo`). */
export function NuevaEntradaBiobanco() {
  const navigate = useNavigate();
  const [upn, setUpn] = useState('');
  const valido = PATRON_UPN.test(upn.trim().toUpperCase());
  const abrir = (evento: FormEvent<HTMLFormElement>) => {
    evento.preventDefault();
    if (valido) navigate(RUTAS.biobanco.href({ upn: upn.trim().toUpperCase(), id: ID_NUEVO_BIOBANCO }));
  };
  return (
    <Stack component="form" direction="row" spacing={1} onSubmit={abrir} sx={{ alignItems: 'center' }} aria-label="Nueva entrada en el biobanco">
      <TextField label="UPN del paciente" placeholder="LMA-000123" size="small" value={upn} onChange={(evento) => setUpn(evento.target.value)} />
      <Button type="submit" variant="contained" startIcon={<AddIcon />} disabled={!valido}>
        Registrar entrada
      </Button>
    </Stack>
  );
}
