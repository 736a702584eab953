import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import { ENDPOINTS } from '@registro-lma/shared/http';
import { PagedTable, usePagedList } from '@registro-lma/shared/ui';
import { BitacoraFila, CABECERAS_BITACORA } from './bitacora-row';
import { BitacoraFiltros } from './bitacora-filters';
import { SIN_FILTROS, type FiltrosBitacora, type RegistroBitacora } from './registro-bitacora-view';

/** ADMIN screen /admin/bitacora: the failures the clients have logged (spec §8). */
export function BitacoraScreen() {
  const lista = usePagedList<RegistroBitacora, FiltrosBitacora>(ENDPOINTS.bitacora, SIN_FILTROS);
  return (
    <Stack component="section" spacing={3} aria-labelledby="bitacora-titulo">
      <Typography id="bitacora-titulo" variant="h4" component="h1">
        Bitácora de errores
      </Typography>
      <BitacoraFiltros filtros={lista.filters} onFiltrar={lista.setFilters} />
      <PagedTable
        list={lista}
        label="Bitácora de errores"
        emptyMessage="No hay errores registrados con estos filtros."
        header={CABECERAS_BITACORA.map((cabecera) => (
          <TableCell key={cabecera}>{cabecera}</TableCell>
        ))}
        renderRow={(registro) => <BitacoraFila key={registro.bitacora_id} registro={registro} />}
      />
    </Stack>
  );
}
