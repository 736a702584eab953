import { ETIQUETA_ROL } from '@registro-lma/shared/domain';
import type { UsuarioSesion } from '@registro-lma/shared/session';

/** Who is signed in: name, role and the codes of the centres the user works for. */
export function UserSummary({ usuario }: { usuario: UsuarioSesion }) {
  const centros = usuario.hospitales.map((hospital) => hospital.codigo).join(', ');
  return (
    <div className="marco-usuario" aria-label="Usuario conectado">
      <span className="marco-usuario-nombre">{`${usuario.nombre} ${usuario.apellidos}`}</span>
      <span className="marco-usuario-rol">
        {ETIQUETA_ROL[usuario.rol]}
        {centros !== '' && ` · ${usuario.hospitales.length === 1 ? 'Centro' : 'Centros'}: ${centros}`}
      </span>
    </div>
  );
}
