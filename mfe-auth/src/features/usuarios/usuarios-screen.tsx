import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { Usuario } from '@registro-lma/shared/domain';
import { ACTIVE_RECORDS, confirm, notify, PagedTable, SearchToolbar, usePagedList } from '@registro-lma/shared/ui';
import { ENDPOINTS, HttpError } from '@registro-lma/shared/http';
import { CABECERAS_USUARIO, UsuarioFila } from './usuario-fila';
import { UsuarioDialog } from './usuario-dialog';
import { desactivarUsuario } from './usuarios.resource';

/** Dialog state: closed, creating (null) or editing a user by id. */
type Edicion = { readonly usuarioId: number | null } | null;

/** ADMIN screen /admin/usuarios: search, list and maintain the registry's users. */
export function UsuariosScreen() {
  const lista = usePagedList<Usuario, typeof ACTIVE_RECORDS>(ENDPOINTS.usuarios, ACTIVE_RECORDS);
  const [edicion, setEdicion] = useState<Edicion>(null);

  const desactivar = async (usuario: Usuario) => {
    const aceptado = await confirm({
      title: 'Desactivar usuario',
      message: `${usuario.nombre} ${usuario.apellidos} (${usuario.email}) dejará de tener acceso al registro.`,
      confirmText: 'Desactivar',
    });
    if (!aceptado) return;
    try {
      await desactivarUsuario(usuario.usuario_id);
      notify('Usuario desactivado.', { variant: 'success' });
      lista.reload();
    } catch (error) {
      notify(error instanceof HttpError ? error.message : 'No se ha podido desactivar el usuario.', { variant: 'error' });
    }
  };

  const guardado = () => {
    setEdicion(null);
    lista.reload();
  };

  return (
    <Stack component="section" spacing={3} aria-labelledby="usuarios-titulo">
      <Typography id="usuarios-titulo" variant="h4" component="h1">
        Usuarios
      </Typography>
      <SearchToolbar
        filters={lista.filters}
        onSearch={lista.setFilters}
        searchLabel="Nombre, apellidos o correo"
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEdicion({ usuarioId: null })}>
            Nuevo usuario
          </Button>
        }
      />
      <PagedTable
        list={lista}
        label="Usuarios"
        emptyMessage="No hay usuarios que cumplan los filtros."
        header={CABECERAS_USUARIO.map((cabecera) => (
          <TableCell key={cabecera}>{cabecera}</TableCell>
        ))}
        renderRow={(usuario) => (
          <UsuarioFila
            key={usuario.usuario_id}
            usuario={usuario}
            onEditar={(elegido) => setEdicion({ usuarioId: elegido.usuario_id })}
            onDesactivar={(elegido) => void desactivar(elegido)}
          />
        )}
      />
      {edicion && <UsuarioDialog usuarioId={edicion.usuarioId} onCerrar={() => setEdicion(null)} onGuardado={guardado} />}
    </Stack>
  );
}
