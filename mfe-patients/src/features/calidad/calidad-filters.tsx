import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CODE_LENGTH, REGLA_CALIDAD, type HospitalSelect } from '@registro-lma/shared/domain';
import { SIN_FILTROS, type FiltrosCalidad } from './calidad.resource';

export interface CalidadFiltrosProps {
  readonly filtros: FiltrosCalidad;
  readonly onFiltrar: (filtros: FiltrosCalidad) => void;
  readonly centros: readonly HospitalSelect[];
}

const TODOS = '';

/** Problem, centre, item and minimum age, applied together with «Filtrar» (the sort is kept). */
export function CalidadFiltros({ filtros, onFiltrar, centros }: CalidadFiltrosProps) {
  const [borrador, setBorrador] = useState(filtros);
  const cambiar = (nombre: keyof FiltrosCalidad, valor: string) => setBorrador((actual) => ({ ...actual, [nombre]: valor }));
  const diasValidos = /^\d*$/.test(borrador.dias_min.trim());
  const filtrar = (evento: FormEvent<HTMLFormElement>) => {
    evento.preventDefault();
    if (diasValidos) onFiltrar({ ...borrador, item: borrador.item.trim(), dias_min: borrador.dias_min.trim(), orden: filtros.orden, direccion: filtros.direccion });
  };
  const limpiar = () => {
    const vacios = { ...SIN_FILTROS, orden: filtros.orden, direccion: filtros.direccion };
    setBorrador(vacios);
    onFiltrar(vacios);
  };
  return (
    <Stack component="form" role="search" aria-label="Filtros de la lista de calidad" noValidate onSubmit={filtrar} direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <TextField select label="Problema" size="small" value={borrador.regla} onChange={(evento) => cambiar('regla', evento.target.value)} sx={{ minWidth: 260 }}>
        <MenuItem value={TODOS}>Todos</MenuItem>
        {REGLA_CALIDAD.map((regla) => (
          <MenuItem key={regla.codigo} value={regla.codigo}>
            {regla.etiqueta}
          </MenuItem>
        ))}
      </TextField>
      <TextField select label="Centro" size="small" value={borrador.hospital_id} onChange={(evento) => cambiar('hospital_id', evento.target.value)} sx={{ minWidth: 200 }}>
        <MenuItem value={TODOS}>Todos</MenuItem>
        {centros.map((centro) => (
          <MenuItem key={centro.hospital_id} value={String(centro.hospital_id)}>
            {`${centro.codigo} · ${centro.nombre}`}
          </MenuItem>
        ))}
      </TextField>
      <TextField label="Ítem" size="small" value={borrador.item} onChange={(evento) => cambiar('item', evento.target.value)} slotProps={{ htmlInput: { maxLength: CODE_LENGTH } }} />
      <TextField
        label="Antigüedad mínima (días)"
        size="small"
        value={borrador.dias_min}
        onChange={(evento) => cambiar('dias_min', evento.target.value)}
        error={!diasValidos}
        helperText={diasValidos ? undefined : 'Escriba un número de días.'}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <Button type="submit" variant="contained" disabled={!diasValidos}>
        Filtrar
      </Button>
      <Button type="button" onClick={limpiar}>
        Limpiar
      </Button>
    </Stack>
  );
}
