import { useState, type FormEvent, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

/** Filters of the administration lists: free text and active state (`''` = every record). */
export interface SearchFilters {
  readonly q: string;
  readonly activo: '' | 'true' | 'false';
  readonly [name: string]: string;
}

export const ACTIVE_RECORDS: SearchFilters = { q: '', activo: 'true' };

export interface SearchToolbarProps {
  readonly filters: SearchFilters;
  readonly onSearch: (filters: SearchFilters) => void;
  /** Hint of what the text matches, e.g. «Nombre, apellidos o correo». */
  readonly searchLabel: string;
  /** The screen's main action (e.g. a «Nuevo …» button). */
  readonly action?: ReactNode;
}

/** Search box and Activos/Inactivos/Todos filter; the text applies on «Buscar» or Enter, the state at once. */
export function SearchToolbar({ filters, onSearch, searchLabel, action }: SearchToolbarProps) {
  const [q, setQ] = useState(filters.q);

  const buscar = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch({ ...filters, q: q.trim() });
  };

  return (
    <Stack component="form" role="search" direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }} onSubmit={buscar}>
      <TextField label="Buscar" placeholder={searchLabel} value={q} onChange={(event) => setQ(event.target.value)} size="small" sx={{ minWidth: 280 }} />
      <TextField
        select
        label="Estado"
        value={filters.activo}
        onChange={(event) => onSearch({ ...filters, q: q.trim(), activo: event.target.value as SearchFilters['activo'] })}
        size="small"
        sx={{ minWidth: 160 }}
      >
        <MenuItem value="true">Activos</MenuItem>
        <MenuItem value="false">Inactivos</MenuItem>
        <MenuItem value="">Todos</MenuItem>
      </TextField>
      <Button type="submit" variant="outlined">
        Buscar
      </Button>
      {action && <Stack direction="row" sx={{ ml: { md: 'auto' } }}>{action}</Stack>}
    </Stack>
  );
}
