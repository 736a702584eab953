import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CATALOGOS_BIOBANCO, ESTADO_ALICUOTA, filasVigentes, tienePermisoMuestra, type CatalogoFila, type RegistroBiobanco, type UsuarioSesion } from '@registro-lma/shared/domain';
import { RUTAS } from '@registro-lma/shared/routes';
import { useSession } from '@registro-lma/shared/session';
import { ForbiddenState, PagedTable, ScreenLayout, useCatalogosVigentes, usePagedList, type PagedList } from '@registro-lma/shared/ui';
import { ENDPOINTS, RUTAS_API } from '@registro-lma/shared/http';
import { biolabsDeUsuario } from '../../comun/biolabs-usuario-scope';
import { AlicuotasRetiradas } from './alicuotas-retiradas-section';
import { BusquedaBiobanco } from './busqueda-biobanco-field';
import { CABECERAS_BIOBANCO, CeldasBiobanco } from './biobanco-cell';
import { NuevaEntradaBiobanco } from './nueva-entrada-biobanco-form';

type FiltrosBiobanco = { estado_alicuota: string; biolab: string; upn: string; codigo: string };

const FILTROS_INICIALES: FiltrosBiobanco = { estado_alicuota: '', biolab: '', upn: '', codigo: '' };
const SIN_FILTROS: Record<string, string> = {};
const TAMANO_PAGINA = 25;

/** Who works the biobank: BIOBANCO (its biolabs) and ADMIN (every biolab); COORDINADOR and LECTURA only read it (§2.3). */
const puedeGestionarBiobanco = (usuario: UsuarioSesion | null) => usuario === null || tienePermisoMuestra(usuario.rol, 'editar_biobanco');
const puedeVerBiobanco = (usuario: UsuarioSesion | null) => usuario === null || (RUTAS.listaBiobanco.roles ?? []).includes(usuario.rol);

function FiltroCatalogo({ label, catalogo, valor, todos, onCambiar }: { label: string; catalogo: readonly CatalogoFila[]; valor: string; todos: string; onCambiar: (valor: string) => void }) {
  return (
    <TextField select label={label} value={valor} onChange={(evento) => onCambiar(evento.target.value)} size="small" sx={{ minWidth: 220 }}>
      <MenuItem value="">{todos}</MenuItem>
      {catalogo.map((fila) => (
        <MenuItem key={fila.codigo} value={fila.codigo}>
          {fila.etiqueta}
        </MenuItem>
      ))}
    </TextField>
  );
}

function mensajeVacio({ estado_alicuota, biolab, upn, codigo }: FiltrosBiobanco, gestiona: boolean): string {
  const donde = gestiona ? 'sus biobancos' : 'el biobanco';
  if (codigo !== '') return `Ningún registro de ${donde} tiene el código «${codigo}».`;
  if (upn !== '') return `No hay registros de ${upn} en ${donde}.`;
  return estado_alicuota !== '' || biolab !== '' ? 'Ningún registro cumple los filtros.' : `Todavía no hay registros en ${donde}.`;
}

/** The aliquots of withdrawn patients still stored, for who manages them; a change also refreshes the worklist. */
function Retirados({ biolabs, lista }: { readonly biolabs: readonly CatalogoFila[]; readonly lista: PagedList<RegistroBiobanco, FiltrosBiobanco> }) {
  const retirados = usePagedList<RegistroBiobanco, Record<string, string>>(RUTAS_API.retiradosBiobanco(), SIN_FILTROS, TAMANO_PAGINA);
  return (
    <AlicuotasRetiradas
      lista={retirados}
      biolabs={biolabs}
      onCambio={() => {
        retirados.reload();
        lista.reload();
      }}
    />
  );
}

function ListaBiobanco({ usuario }: { readonly usuario: UsuarioSesion | null }) {
  const lista = usePagedList<RegistroBiobanco, FiltrosBiobanco>(ENDPOINTS.biobanco, FILTROS_INICIALES, TAMANO_PAGINA);
  const gestiona = puedeGestionarBiobanco(usuario);
  const { filters, setFilters } = lista;
  const todos = filasVigentes(useCatalogosVigentes(CATALOGOS_BIOBANCO), 'biolab');
  // Who reads the biobank reads it whole; who works it, its own biobanks.
  const biolabs = gestiona ? biolabsDeUsuario(usuario, todos) : todos;

  return (
    <ScreenLayout titulo="Biobanco" accion={gestiona && <NuevaEntradaBiobanco />}>
      {gestiona && <Retirados biolabs={todos} lista={lista} />}
      <Stack component="section" spacing={2} aria-labelledby="registros-titulo">
        <Typography id="registros-titulo" variant="h5" component="h2">
          Registros de biobanco
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
          <BusquedaBiobanco onFiltrar={(busqueda) => setFilters({ ...filters, ...busqueda })} />
          <FiltroCatalogo
            label="Estado"
            catalogo={ESTADO_ALICUOTA}
            valor={filters.estado_alicuota}
            todos="Todos los estados"
            onCambiar={(estado_alicuota) => setFilters({ ...filters, estado_alicuota })}
          />
          {biolabs.length > 1 && (
            <FiltroCatalogo label="Biobanco" catalogo={biolabs} valor={filters.biolab} todos={gestiona ? 'Todos sus biobancos' : 'Todos los biobancos'} onCambiar={(biolab) => setFilters({ ...filters, biolab })} />
          )}
        </Stack>
        <PagedTable
          list={lista}
          label="Registros de biobanco"
          emptyMessage={mensajeVacio(filters, gestiona)}
          header={CABECERAS_BIOBANCO.map((cabecera) => (
            <TableCell key={cabecera}>{cabecera}</TableCell>
          ))}
          renderRow={(registro) => (
            <TableRow key={registro.biobanco_id} hover>
              <CeldasBiobanco registro={registro} biolabs={todos} />
            </TableRow>
          )}
        />
      </Stack>
    </ScreenLayout>
  );
}

/**
 * `/biobanco` (home of BIOBANCO users): the aliquots to destroy or anonymise, then the biobank worklist; COORDINADOR
 * and LECTURA browse the records read-only.
 */
export function ListaBiobancoScreen() {
  const usuario = useSession((estado) => estado.usuario);
  if (!puedeVerBiobanco(usuario)) return <ForbiddenState message="Su perfil no da acceso a la gestión del biobanco." />;
  return <ListaBiobanco usuario={usuario} />;
}
