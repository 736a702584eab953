import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ETIQUETA_ROL } from '@registro-lma/shared/domain';
import type { UsuarioSesion } from '@registro-lma/shared/session';

/** Who is signed in: name, role and the codes of the centres the user works for. */
export function UserSummary({ usuario }: { usuario: UsuarioSesion }) {
  const centros = usuario.hospitales.map((hospital) => hospital.codigo).join(', ');
  return (
    <Stack aria-label="Usuario conectado" sx={{ textAlign: 'right', lineHeight: 1.2 }}>
      <Typography variant="subtitle2" component="span">
        {`${usuario.nombre} ${usuario.apellidos}`}
      </Typography>
      <Typography variant="caption" component="span">
        {ETIQUETA_ROL[usuario.rol]}
        {centros !== '' && ` · ${usuario.hospitales.length === 1 ? 'Centro' : 'Centros'}: ${centros}`}
      </Typography>
    </Stack>
  );
}
