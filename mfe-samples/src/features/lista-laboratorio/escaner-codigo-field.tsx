import { useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from '@registro-lma/shared/router';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import { buscarMuestraPorCodigo, mensajeCodigoNoEncontrado } from '../../comun/codigo-muestra.resource';
import { rutaDeTrabajo } from './muestras-laboratorio.resource';

/**
 * The scanner field, focused when the list opens: a barcode scanner types the tube's code and Enter, and the sample
 * opens where the laboratory works on it. An unknown code (or another laboratory's) is said, and the field is emptied
 * and focused again for the next tube.
 */
export function EscanerCodigo() {
  const navigate = useNavigate();
  const campo = useRef<HTMLInputElement>(null);
  const [codigo, setCodigo] = useState('');
  const [mensaje, setMensaje] = useState<string | null>(null);
  const [buscando, setBuscando] = useState(false);

  const buscar = async () => {
    const leido = codigo.trim().toUpperCase();
    if (leido === '' || buscando) return;
    setBuscando(true);
    setMensaje(null);
    try {
      navigate(rutaDeTrabajo(await buscarMuestraPorCodigo(leido)));
    } catch (error) {
      setMensaje(mensajeCodigoNoEncontrado(leido, error));
      setCodigo('');
      setBuscando(false);
      campo.current?.focus();
    }
  };

  const alPulsar = (evento: KeyboardEvent<HTMLInputElement>) => {
    if (evento.key !== 'Enter') return;
    evento.preventDefault();
    void buscar();
  };

  return (
    <TextField
      inputRef={campo}
      autoFocus
      label="Código de muestra"
      placeholder="Escanee el tubo o escriba el código y pulse Intro"
      value={codigo}
      onChange={(evento) => setCodigo(evento.target.value)}
      onKeyDown={alPulsar}
      error={mensaje !== null}
      helperText={mensaje ?? 'Lector de código de barras: el código y la tecla Intro abren la muestra.'}
      autoComplete="off"
      size="small"
      sx={{ minWidth: 320, flex: 1 }}
      slotProps={{
        formHelperText: { role: mensaje === null ? undefined : 'alert' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <QrCodeScannerIcon />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
