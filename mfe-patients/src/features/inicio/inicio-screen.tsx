import { useEffect, useState } from 'react';
import { Link as RouterLink } from '@registro-lma/shared/router';
import { RUTAS } from '@registro-lma/shared/routes';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import { ENTIDAD, ESTADO_PACIENTE, rolTieneFacultad, type PacienteResumen, type Rol } from '@registro-lma/shared/domain';
import { useSession } from '@registro-lma/shared/session';
import { ForbiddenState, PagedTable, ScreenLayout, useDebouncedValue, usePagedList } from '@registro-lma/shared/ui';
import { rutaListadoPacientes } from '../../comun/pacientes.resource';
import { puedeRegistrarPacientes, puedeVerPacientes, veTodosLosCentros } from '../../comun/paciente-policy';
import { BusquedaUpn } from './busqueda-upn-field';
import { CabeceraPacientes } from './pacientes-header';
import { FiltroCatalogo } from './filtro-catalogo-field';
import { FILTROS_INICIALES, hayFiltros, TAMANO_PAGINA, type FiltrosPacientes } from './pacientes-filters';
import { PacienteFila } from './paciente-row';
import { ResumenCalidad } from './calidad-summary';

/** Suggestions and the list follow the search box once typing pauses this long. */
const PAUSA_BUSQUEDA_MS = 150;

function BotonRegistrar() {
  return (
    <Button component={RouterLink} to={RUTAS.registrarPaciente.href()} variant="contained" startIcon={<AddIcon />}>
      Registrar paciente
    </Button>
  );
}

function mensajeVacio(rol: Rol | undefined, filtros: FiltrosPacientes): string {
  if (hayFiltros(filtros)) return 'Ningún paciente cumple los filtros.';
  return rol !== undefined && veTodosLosCentros(rol) ? 'Todavía no hay pacientes registrados.' : 'Todavía no hay pacientes registrados en sus centros.';
}

function ListaPacientes({ rol }: { readonly rol: Rol | undefined }) {
  const lista = usePagedList<PacienteResumen, FiltrosPacientes>(rutaListadoPacientes(rol), FILTROS_INICIALES, TAMANO_PAGINA);
  const { filters, setFilters } = lista;
  const [texto, setTexto] = useState('');
  const textoDiferido = useDebouncedValue(texto.trim(), PAUSA_BUSQUEDA_MS);
  const registrar = rol !== undefined && puedeRegistrarPacientes(rol);

  useEffect(() => {
    if (filters.upn !== textoDiferido) setFilters({ ...filters, upn: textoDiferido });
  }, [filters, setFilters, textoDiferido]);

  return (
    <ScreenLayout titulo="Pacientes" accion={registrar && <BotonRegistrar />}>
      {rol !== undefined && rolTieneFacultad(rol, 'ver_calidad') && <ResumenCalidad />}
      <Stack role="search" direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <BusquedaUpn texto={texto} onTexto={setTexto} textoDiferido={textoDiferido} />
        <FiltroCatalogo
          label="Estado"
          catalogo={ESTADO_PACIENTE}
          valor={filters.estado}
          textoTodos="Todos los estados"
          onCambiar={(estado) => setFilters({ ...filters, estado })}
        />
        <FiltroCatalogo
          label="Entidad"
          catalogo={ENTIDAD}
          valor={filters.entidad}
          textoTodos="Todas las entidades"
          onCambiar={(entidad) => setFilters({ ...filters, entidad })}
        />
      </Stack>
      <PagedTable
        list={lista}
        label="Pacientes"
        emptyMessage={mensajeVacio(rol, filters)}
        emptyAction={registrar && !hayFiltros(filters) ? <BotonRegistrar /> : undefined}
        header={<CabeceraPacientes orden={filters} onOrdenar={(orden) => setFilters({ ...filters, ...orden })} />}
        renderRow={(paciente) => <PacienteFila key={paciente.paciente_id} paciente={paciente} />}
      />
    </ScreenLayout>
  );
}

/** Home `/`: the patients of the user's centres (all centres for coordinators, readers and admins). */
export function InicioScreen() {
  const rol = useSession((estado) => estado.usuario?.rol);
  if (rol !== undefined && !puedeVerPacientes(rol)) {
    return <ForbiddenState message="Su perfil no da acceso a los datos clínicos de los pacientes." />;
  }
  return <ListaPacientes rol={rol} />;
}
