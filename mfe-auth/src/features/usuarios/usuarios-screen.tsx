import type { Usuario } from '@registro-lma/shared/domain';
import { ENDPOINTS } from '@registro-lma/shared/http';
import { ListaAdminScreen } from '../../comun/lista-admin-screen';
import { CABECERAS_USUARIO, UsuarioFila } from './usuario-row';
import { UsuarioDialog } from './usuario-dialog';
import { desactivarUsuario } from './usuarios.resource';

/** ADMIN screen /admin/usuarios: search, list and maintain the registry's users. */
export function UsuariosScreen() {
  return (
    <ListaAdminScreen<Usuario>
      nombre={{ singular: 'usuario', plural: 'usuarios' }}
      endpoint={ENDPOINTS.usuarios}
      busqueda="Nombre, apellidos o correo"
      cabeceras={CABECERAS_USUARIO}
      idDe={(usuario) => usuario.usuario_id}
      fila={(usuario, acciones) => <UsuarioFila usuario={usuario} {...acciones} />}
      avisoDesactivar={(usuario) => `${usuario.nombre} ${usuario.apellidos} (${usuario.email}) dejará de tener acceso al registro.`}
      desactivar={desactivarUsuario}
      dialogo={({ id, onCerrar, onGuardado }) => <UsuarioDialog usuarioId={id} onCerrar={onCerrar} onGuardado={onGuardado} />}
    />
  );
}
