import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CATALOGOS_BIOBANCO, ESTADO_ALICUOTA, filasVigentes, type CatalogoFila, type RegistroBiobanco, type UsuarioSesion } from '@registro-lma/shared/domain';
import { useSession } from '@registro-lma/shared/session';
import { ForbiddenState, PagedTable, useCatalogosVigentes, usePagedList } from '@registro-lma/shared/ui';
import { biolabsDeUsuario } from '../../comun/biolabs-usuario';
import { AlicuotasRetiradas } from './alicuotas-retiradas';
import { BusquedaBiobanco } from './busqueda-biobanco';
import { CABECERAS_BIOBANCO, CeldasBiobanco } from './celdas-biobanco';
import { LISTA_BIOBANCO_URL, RETIRADOS_URL } from './lista-biobanco.resource';
import { NuevaEntradaBiobanco } from './nueva-entrada-biobanco';

type FiltrosBiobanco = { estado_alicuota: string; biolab: string; upn: string; codigo: string };

const FILTROS_INICIALES: FiltrosBiobanco = { estado_alicuota: '', biolab: '', upn: '', codigo: '' };
const SIN_FILTROS: Record<string, string> = {};
const TAMANO_PAGINA = 25;

/** Who works the biobank: BIOBANCO (its biolabs) and ADMIN (every biolab). */
const puedeGestionarBiobanco = (usuario: UsuarioSesion | null) => usuario === null || usuario.rol === 'BIOBANCO' || usuario.rol === 'ADMIN';

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

function mensajeVacio({ estado_alicuota, biolab, upn, codigo }: FiltrosBiobanco): string {
  if (codigo !== '') return `Ningún registro de sus biobancos tiene el código «${codigo}».`;
  if (upn !== '') return `No hay registros de ${upn} en sus biobancos.`;
  return estado_alicuota !== '' || biolab !== '' ? 'Ningún registro cumple los filtros.' : 'Todavía no hay registros en sus biobancos.';
}

function ListaBiobanco({ usuario }: { readonly usuario: UsuarioSesion | null }) {
  const lista = usePagedList<RegistroBiobanco, FiltrosBiobanco>(LISTA_BIOBANCO_URL, FILTROS_INICIALES, TAMANO_PAGINA);
  const retirados = usePagedList<RegistroBiobanco, Record<string, string>>(RETIRADOS_URL, SIN_FILTROS, TAMANO_PAGINA);
  const { filters, setFilters } = lista;
  const todos = filasVigentes(useCatalogosVigentes(CATALOGOS_BIOBANCO), 'biolab');
  const biolabs = biolabsDeUsuario(usuario, todos);

  return (
    <Stack component="section" spacing={4} aria-labelledby="biobanco-titulo">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography id="biobanco-titulo" variant="h4" component="h1">
          Biobanco
        </Typography>
        <NuevaEntradaBiobanco />
      </Stack>
      <AlicuotasRetiradas
        lista={retirados}
        biolabs={todos}
        onCambio={() => {
          retirados.reload();
          lista.reload();
        }}
      />
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
            <FiltroCatalogo label="Biobanco" catalogo={biolabs} valor={filters.biolab} todos="Todos sus biobancos" onCambiar={(biolab) => setFilters({ ...filters, biolab })} />
          )}
        </Stack>
        <PagedTable
          list={lista}
          label="Registros de biobanco"
          emptyMessage={mensajeVacio(filters)}
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
    </Stack>
  );
}

/** `/biobanco` (home of BIOBANCO users): the aliquots to destroy or anonymise, then the biobank worklist. */
export function ListaBiobancoScreen() {
  const usuario = useSession((estado) => estado.usuario);
  if (!puedeGestionarBiobanco(usuario)) return <ForbiddenState message="Su perfil no da acceso a la gestión del biobanco." />;
  return <ListaBiobanco usuario={usuario} />;
}
