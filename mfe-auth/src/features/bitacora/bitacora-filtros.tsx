import { useState, type FormEvent } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { formatMensaje } from '@registro-lma/shared/domain';
import { FechaPicker } from '@registro-lma/shared/ui';
import { SIN_FILTROS, type FiltrosBitacora } from './registro-bitacora';

export interface BitacoraFiltrosProps {
  readonly filtros: FiltrosBitacora;
  readonly onFiltrar: (filtros: FiltrosBitacora) => void;
}

const aFecha = (texto: string): Dayjs | null => (texto === '' ? null : dayjs(texto));

/** Complete dates only: a half-typed one is not a filter yet. */
const aTexto = (fecha: Dayjs | null): string => (fecha?.isValid() ? fecha.format('YYYY-MM-DD') : '');

/** Period (DD/MM/AAAA), user and address filters, applied together with «Filtrar». */
export function BitacoraFiltros({ filtros, onFiltrar }: BitacoraFiltrosProps) {
  const [borrador, setBorrador] = useState<FiltrosBitacora>(filtros);
  // ISO dates compare correctly as strings.
  const periodoInvertido = borrador.desde !== '' && borrador.hasta !== '' && borrador.hasta < borrador.desde;

  const cambiar = (nombre: keyof FiltrosBitacora, valor: string) => setBorrador((actual) => ({ ...actual, [nombre]: valor }));

  const filtrar = (evento: FormEvent<HTMLFormElement>) => {
    evento.preventDefault();
    if (periodoInvertido) return;
    onFiltrar({ ...borrador, usuario: borrador.usuario.trim(), url: borrador.url.trim() });
  };

  const limpiar = () => {
    setBorrador(SIN_FILTROS);
    onFiltrar(SIN_FILTROS);
  };

  return (
    <Stack component="form" role="search" aria-label="Filtros de la bitácora" noValidate onSubmit={filtrar} direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
      <FechaPicker
        label="Desde"
        value={aFecha(borrador.desde)}
        onChange={(fecha) => cambiar('desde', aTexto(fecha))}
        slotProps={{ textField: { size: 'small', name: 'desde' } }}
      />
      <FechaPicker
        label="Hasta"
        value={aFecha(borrador.hasta)}
        onChange={(fecha) => cambiar('hasta', aTexto(fecha))}
        slotProps={{
          textField: {
            size: 'small',
            name: 'hasta',
            error: periodoInvertido,
            helperText: periodoInvertido ? formatMensaje('G11') : undefined,
          },
        }}
      />
      <TextField label="Usuario" size="small" value={borrador.usuario} onChange={(evento) => cambiar('usuario', evento.target.value)} />
      <TextField label="Dirección" size="small" value={borrador.url} onChange={(evento) => cambiar('url', evento.target.value)} />
      <Button type="submit" variant="contained" disabled={periodoInvertido}>
        Filtrar
      </Button>
      <Button type="button" onClick={limpiar}>
        Limpiar
      </Button>
    </Stack>
  );
}
