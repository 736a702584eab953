import { useCallback } from 'react';
import { useNavigate } from '@registro-lma/shared/router';
import { RUTAS } from '@registro-lma/shared/routes';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ESTADO_PACIENTE, etiquetaCatalogo, type PacienteBusqueda } from '@registro-lma/shared/domain';
import { useRemoteData } from '@registro-lma/shared/ui';
import { buscarPorUpn } from '../../comun/pacientes.resource';

export interface BusquedaUpnProps {
  /** What is typed, as it is typed. */
  readonly texto: string;
  readonly onTexto: (texto: string) => void;
  /** The text once typing pauses: what the suggestions are asked for. */
  readonly textoDiferido: string;
}

const SIN_SUGERENCIAS: PacienteBusqueda[] = [];

/** Search-as-you-type by UPN: the API suggests up to 20 patients in scope; choosing one opens it. */
export function BusquedaUpn({ texto, onTexto, textoDiferido }: BusquedaUpnProps) {
  const navigate = useNavigate();
  const cargar = useCallback(() => (textoDiferido === '' ? Promise.resolve(SIN_SUGERENCIAS) : buscarPorUpn(textoDiferido)), [textoDiferido]);
  const sugerencias = useRemoteData(cargar);

  return (
    <Autocomplete<PacienteBusqueda, false, false, true>
      freeSolo
      options={textoDiferido === '' ? SIN_SUGERENCIAS : (sugerencias.data ?? SIN_SUGERENCIAS)}
      // The API has already matched the text (digits alone match the number part).
      filterOptions={(opciones) => opciones}
      inputValue={texto}
      onInputChange={(_evento, valor, motivo) => {
        if (motivo !== 'reset') onTexto(valor);
      }}
      onChange={(_evento, elegido) => {
        if (elegido !== null && typeof elegido !== 'string') navigate(RUTAS.paciente.href({ id: elegido.paciente_id }));
      }}
      getOptionLabel={(opcion) => (typeof opcion === 'string' ? opcion : opcion.upn)}
      renderOption={({ key, ...props }, opcion) => (
        <Box component="li" key={key} {...props} sx={{ gap: 1 }}>
          <Typography component="span">{opcion.upn}</Typography>
          <Typography component="span" color="text.secondary">
            {`${opcion.hospital_codigo} · ${etiquetaCatalogo(ESTADO_PACIENTE, opcion.estado)}`}
          </Typography>
        </Box>
      )}
      sx={{ minWidth: 260 }}
      renderInput={(params) => <TextField {...params} label="Buscar por UPN" placeholder="LMA-000123 o 123" size="small" />}
    />
  );
}
