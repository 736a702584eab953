import { useMemo } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { rolTieneFacultad, type LineaCalidad, type UsuarioSesion } from '@registro-lma/shared/domain';
import { ENDPOINTS } from '@registro-lma/shared/http';
import { useSearchParams } from '@registro-lma/shared/router';
import { useSession } from '@registro-lma/shared/session';
import { ForbiddenState, PagedTable, useDescarga, usePagedList, type SortDirection } from '@registro-lma/shared/ui';
import { AbrirConsultasBloque } from './abrir-consultas-bloque-button';
import { CalidadCabecera } from './calidad-header';
import { CalidadFila } from './calidad-row';
import { CalidadFiltros } from './calidad-filters';
import { ConsultasSinCerrar } from './consultas-sin-cerrar-section';
import { filtrosDeEnlace, nombreExportacion, urlExportacion, type FiltrosCalidad } from './calidad.resource';
import { useCentros } from './use-centros';

const MENSAJE_FALLO_EXPORTACION = 'No se ha podido exportar la lista de calidad.';
const TAMANO_PAGINA = 50;

interface ListaCalidadProps {
  readonly usuario: UsuarioSesion | null;
  readonly iniciales: FiltrosCalidad;
}

function ListaCalidad({ usuario, iniciales }: ListaCalidadProps) {
  const lista = usePagedList<LineaCalidad, FiltrosCalidad>(ENDPOINTS.calidad, iniciales, TAMANO_PAGINA);
  const { filters, setFilters } = lista;
  const exportacion = useDescarga(MENSAJE_FALLO_EXPORTACION);
  const centros = useCentros(usuario);
  const codigos = useMemo(() => new Map(centros.map((centro) => [centro.hospital_id, centro.codigo])), [centros]);
  const gestiona = usuario !== null && rolTieneFacultad(usuario.rol, 'gestionar_consultas');

  return (
    <Stack component="section" spacing={3} aria-labelledby="calidad-titulo">
      <Stack direction="row" useFlexGap spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography id="calidad-titulo" variant="h4" component="h1">
          Calidad de los datos
        </Typography>
        <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
          {gestiona && lista.data !== null && <AbrirConsultasBloque filtros={filters} total={lista.data.total} onHecho={lista.reload} />}
          <Button
            variant="outlined"
            disabled={exportacion.descargando}
            startIcon={exportacion.descargando ? <CircularProgress size={18} aria-label="Exportando" /> : <FileDownloadOutlinedIcon />}
            onClick={() => void exportacion.descargar(urlExportacion(filters), nombreExportacion())}
          >
            Exportar CSV
          </Button>
        </Stack>
      </Stack>
      {usuario !== null && <ConsultasSinCerrar usuario={usuario} />}
      <CalidadFiltros filtros={filters} onFiltrar={setFilters} centros={centros} />
      <PagedTable
        list={lista}
        label="Calidad de los datos"
        emptyMessage="No hay problemas de calidad con estos filtros."
        header={<CalidadCabecera orden={{ orden: filters.orden, direccion: filters.direccion as SortDirection }} onOrdenar={(orden) => setFilters({ ...filters, ...orden })} />}
        renderRow={(linea) => (
          <CalidadFila key={`${linea.regla}:${linea.paciente_id}:${linea.formulario}:${linea.registro_id ?? ''}:${linea.campo ?? ''}:${linea.item ?? ''}`} linea={linea} centro={codigos.get(linea.hospital_id)} />
        )}
      />
    </Stack>
  );
}

/** `/calidad`: what is missing or stale, per patient and item, with who may fix it (data-quality loop). */
export function CalidadScreen() {
  const usuario = useSession((estado) => estado.usuario);
  const [busqueda] = useSearchParams();
  const enlace = busqueda.toString();
  const iniciales = useMemo(() => filtrosDeEnlace(new URLSearchParams(enlace)), [enlace]);
  if (usuario !== null && !rolTieneFacultad(usuario.rol, 'ver_calidad')) {
    return <ForbiddenState message="Su perfil no da acceso a la lista de calidad de los datos." />;
  }
  return <ListaCalidad key={enlace} usuario={usuario} iniciales={iniciales} />;
}
