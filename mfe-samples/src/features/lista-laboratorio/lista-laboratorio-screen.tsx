import { Link as RouterLink } from '@registro-lma/shared/router';
import { RUTAS } from '@registro-lma/shared/routes';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import {
  rolTieneFacultad,
  catalogosDeMuestra,
  ensayosDeMuestra,
  ESTADO_MUESTRA,
  etiquetaCatalogo,
  filasActivas,
  filasVigentes,
  tienePermisoMuestra,
  type CatalogoFila,
  type Muestra,
  type UsuarioSesion,
} from '@registro-lma/shared/domain';
import { useSession } from '@registro-lma/shared/session';
import { ForbiddenState, PagedTable, ScreenLayout, SortableHeaderCell, useCatalogosVigentes, usePagedList } from '@registro-lma/shared/ui';
import { ENDPOINTS } from '@registro-lma/shared/http';
import { textoLaboratoriosDe } from '../../comun/laboratorios-usuario-format';
import { EscanerCodigo } from './escaner-codigo-field';
import { FILTROS_INICIALES, hayFiltros, type FiltrosLaboratorio } from './laboratorio-filters';
import { FiltrosLaboratorioBar } from './filtros-laboratorio-toolbar';
import { COLUMNAS_MUESTRA, MuestraFila } from './muestra-row';
import { useRecuentoMuestras } from './use-recuento-muestras';

const TAMANO_PAGINA = 25;

/** The laboratories a user may narrow the list to: an ADMIN any in use, a laboratory user its own (no choice with one). */
function laboratoriosDe(usuario: UsuarioSesion | null, laboratorios: readonly CatalogoFila[]): readonly string[] {
  if (usuario === null) return [];
  return rolTieneFacultad(usuario.rol, 'cualquier_unidad') ? filasActivas(laboratorios).map((fila) => fila.codigo) : usuario.laboratorios;
}

/** A tab's label with its count, once read: «Enviada (12)». */
function conCuenta(texto: string, cuenta: number | undefined): string {
  return cuenta === undefined ? texto : `${texto} (${cuenta})`;
}

function mensajeVacio(filtros: FiltrosLaboratorio): string {
  if (hayFiltros(filtros)) return 'Ninguna muestra coincide con los filtros.';
  if (filtros.estado !== '') return `Ninguna muestra en estado «${etiquetaCatalogo(ESTADO_MUESTRA, filtros.estado)}».`;
  return 'Todavía no se ha enviado ninguna muestra a su laboratorio.';
}

function ListaMuestras({ usuario }: { readonly usuario: UsuarioSesion | null }) {
  const lista = usePagedList<Muestra, FiltrosLaboratorio>(ENDPOINTS.muestras, FILTROS_INICIALES, TAMANO_PAGINA);
  const { filters, setFilters } = lista;
  // Laboratories the administrator added, and the trials (with their moments) of the samples on the page, by name.
  const vigentes = useCatalogosVigentes(catalogosDeMuestra((lista.data?.items ?? []).map((muestra) => muestra.datos.ensayo)));
  const filasLaboratorio = filasVigentes(vigentes, 'laboratorio');
  const laboratorios = laboratoriosDe(usuario, filasLaboratorio);
  const recuento = useRecuentoMuestras(filters, lista.loading);

  return (
    <ScreenLayout
      titulo="Muestras del laboratorio"
      subtitulo={textoLaboratoriosDe(usuario, filasLaboratorio)}
      accion={
        <Button variant="outlined" component={RouterLink} to={RUTAS.recepcionBloque.href()}>
          Recepción en bloque
        </Button>
      }
    >
      <Stack role="search" direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
        <EscanerCodigo />
        {laboratorios.length > 1 && (
          <TextField
            select
            label="Laboratorio"
            value={filters.laboratorio}
            onChange={(evento) => setFilters({ ...filters, laboratorio: evento.target.value })}
            size="small"
            sx={{ minWidth: 260 }}
          >
            <MenuItem value="">Todos sus laboratorios</MenuItem>
            {laboratorios.map((codigo) => (
              <MenuItem key={codigo} value={codigo}>
                {etiquetaCatalogo(filasLaboratorio, codigo)}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
      <FiltrosLaboratorioBar filtros={filters} onChange={setFilters} ensayos={ensayosDeMuestra(vigentes)} />
      <Tabs
        value={filters.estado}
        onChange={(_evento, estado: string) => setFilters({ ...filters, estado })}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Estado de la muestra"
      >
        <Tab value="" label={conCuenta('Todas', recuento?.total)} />
        {ESTADO_MUESTRA.map((fila) => (
          <Tab key={fila.codigo} value={fila.codigo} label={conCuenta(fila.etiqueta, recuento?.por_estado[fila.codigo])} />
        ))}
      </Tabs>
      <PagedTable
        list={lista}
        label="Muestras del laboratorio"
        emptyMessage={mensajeVacio(filters)}
        header={COLUMNAS_MUESTRA.map((columna) => (
          <SortableHeaderCell
            key={columna.orden}
            label={columna.etiqueta}
            field={columna.orden}
            sort={filters}
            onSort={(nuevo) => setFilters({ ...filters, ...nuevo })}
          />
        ))}
        renderRow={(muestra) => <MuestraFila key={muestra.muestra_id} muestra={muestra} vigentes={vigentes} />}
      />
    </ScreenLayout>
  );
}

/**
 * `/laboratorio`, home of the laboratory users: the samples sent to their laboratories (an ADMIN: all), named under
 * the title, most recently changed first or sorted by any column, by state (each tab with its count), filtered by
 * centre, study, trial and dates, with the scanner field that opens a tube's sample and the way to bulk reception.
 */
export function ListaLaboratorioScreen() {
  const usuario = useSession((estado) => estado.usuario);
  if (usuario !== null && !tienePermisoMuestra(usuario.rol, 'confirmar')) {
    return <ForbiddenState message="La lista de trabajo es de los laboratorios: su perfil no recibe muestras." />;
  }
  return <ListaMuestras usuario={usuario} />;
}
