import { useMemo } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import type { RegistroAuditoria } from '@registro-lma/shared/domain';
import { ENDPOINTS } from '@registro-lma/shared/http';
import { PagedTable, useDescarga, usePagedList, useRemoteData } from '@registro-lma/shared/ui';
import { AuditoriaFila, CABECERAS_AUDITORIA } from './auditoria-row';
import { AuditoriaFiltros } from './auditoria-filters';
import { listarTablasAuditoria, nombreExportacion, SIN_FILTROS, urlExportacion, type FiltrosAuditoria } from './auditoria.resource';

const MENSAJE_FALLO_EXPORTACION = 'No se ha podido exportar el registro de auditoría.';

/** ADMIN and COORDINADOR screen /auditoria: who viewed or changed what (data-dictionary §0.4), and its CSV export. */
export function AuditoriaScreen() {
  const lista = usePagedList<RegistroAuditoria, FiltrosAuditoria>(ENDPOINTS.auditoria, SIN_FILTROS);
  const tablas = useRemoteData(listarTablasAuditoria);
  const exportacion = useDescarga(MENSAJE_FALLO_EXPORTACION);
  const etiquetas = useMemo(() => new Map((tablas.data ?? []).map((tabla) => [tabla.codigo, tabla.etiqueta])), [tablas.data]);

  return (
    <Stack component="section" spacing={3} aria-labelledby="auditoria-titulo">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id="auditoria-titulo" variant="h4" component="h1">
          Registro de auditoría
        </Typography>
        <Button
          variant="outlined"
          disabled={exportacion.descargando}
          startIcon={exportacion.descargando ? <CircularProgress size={18} aria-label="Exportando" /> : <FileDownloadOutlinedIcon />}
          onClick={() => void exportacion.descargar(urlExportacion(lista.filters), nombreExportacion())}
        >
          Exportar CSV
        </Button>
      </Stack>
      <AuditoriaFiltros filtros={lista.filters} onFiltrar={lista.setFilters} tablas={tablas.data ?? []} />
      <PagedTable
        list={lista}
        label="Registro de auditoría"
        emptyMessage="No hay registros de auditoría con estos filtros."
        header={CABECERAS_AUDITORIA.map((cabecera) => (
          <TableCell key={cabecera}>{cabecera}</TableCell>
        ))}
        renderRow={(registro) => (
          <AuditoriaFila key={registro.auditoria_id} registro={registro} etiquetaTabla={etiquetas.get(registro.tabla) ?? registro.tabla} />
        )}
      />
    </Stack>
  );
}
