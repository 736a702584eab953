import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useNavigate } from '@registro-lma/shared/router';
import { RUTAS } from '@registro-lma/shared/routes';
import { PATRON_UPN } from '@registro-lma/shared/domain';
import { notify } from '@registro-lma/shared/ui';
import { buscarPorCodigo } from './lista-biobanco.resource';

export interface BusquedaBiobancoProps {
  /** Filter the list by a patient's UPN, or by a code several records share ('' clears both). */
  readonly onFiltrar: (filtro: { upn: string; codigo: string }) => void;
}

/**
 * «UPN o código» + Intro, as a barcode scanner types it: a UPN filters the list by patient; a code (the biobank's,
 * `{UPN}-B{id}` or the source tube's) opens its record when it names one, else filters the list by it.
 */
export function BusquedaBiobanco({ onFiltrar }: BusquedaBiobancoProps) {
  const navigate = useNavigate();
  const [texto, setTexto] = useState('');
  const [buscando, setBuscando] = useState(false);

  const buscar = async (evento: FormEvent<HTMLFormElement>) => {
    evento.preventDefault();
    const valor = texto.trim();
    if (valor === '' || PATRON_UPN.test(valor.toUpperCase())) {
      onFiltrar({ upn: valor.toUpperCase(), codigo: '' });
      return;
    }
    setBuscando(true);
    try {
      const encontrados = await buscarPorCodigo(valor);
      const [unico] = encontrados.items;
      if (encontrados.total === 1 && unico !== undefined) navigate(RUTAS.biobanco.href({ upn: unico.upn, id: unico.biobanco_id }));
      else onFiltrar({ upn: '', codigo: valor });
    } catch {
      notify('No se ha podido buscar el código. Inténtelo de nuevo.', { variant: 'error' });
    } finally {
      setBuscando(false);
    }
  };

  return (
    <Stack component="form" role="search" direction="row" spacing={1} onSubmit={(evento) => void buscar(evento)} sx={{ alignItems: 'center' }}>
      <TextField
        label="UPN o código"
        placeholder="LMA-000123, código del biobanco o de la muestra"
        size="small"
        value={texto}
        onChange={(evento) => setTexto(evento.target.value)}
        sx={{ minWidth: 320 }}
        slotProps={{ htmlInput: { 'aria-describedby': 'busqueda-biobanco-ayuda' } }}
        helperText={<span id="busqueda-biobanco-ayuda">Escriba o escanee y pulse Intro.</span>}
      />
      <Button type="submit" variant="outlined" disabled={buscando}>
        Buscar
      </Button>
    </Stack>
  );
}
