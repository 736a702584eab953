import { useMemo, useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { CAMPOS_USUARIO_EDICION, conCatalogosVigentes, REGLAS_CONTRASENA, type CatalogosVigentes, type HospitalSelect, type Usuario } from '@registro-lma/shared/domain';
import { CampoFormulario, FormularioDialog, useFormulario, useGuardado } from '@registro-lma/shared/ui';
import { CamposUsuario } from './usuario-section';
import { CAMPOS_USUARIO_RESTABLECER, valoresEdicion } from './usuario-fields';
import { actualizarUsuario } from './usuarios.resource';

export interface FormularioEdicionUsuarioProps {
  readonly usuario: Usuario;
  readonly hospitales: readonly HospitalSelect[];
  /** The laboratories and biobanks as the administrator keeps them. */
  readonly vigentes: CatalogosVigentes;
  readonly onCancelar: () => void;
  readonly onGuardado: (usuario: Usuario) => void;
  /** Loads the record again after a version conflict. */
  readonly onRecargar: () => void;
}

/** Editing a user (sent with its `version`); the password changes only when «Restablecer contraseña» is on. */
export function FormularioEdicionUsuario({ usuario, hospitales, vigentes, onCancelar, onGuardado, onRecargar }: FormularioEdicionUsuarioProps) {
  const [restablecer, setRestablecer] = useState(false);
  const campos = useMemo(() => conCatalogosVigentes(restablecer ? CAMPOS_USUARIO_RESTABLECER : CAMPOS_USUARIO_EDICION, vigentes), [restablecer, vigentes]);
  const formulario = useFormulario(campos, valoresEdicion(usuario), {
    reglas: REGLAS_CONTRASENA,
  });
  const guardado = useGuardado(formulario, (datos) => actualizarUsuario(usuario.usuario_id, datos), onGuardado, 'Usuario guardado.');
  // Inactive centres the user still holds must stay visible (and removable) in the selector.
  const centros = [...hospitales, ...usuario.hospitales.filter((propio) => !hospitales.some((h) => h.hospital_id === propio.hospital_id))];

  const cambiarRestablecer = (activar: boolean) => {
    setRestablecer(activar);
    if (!activar) formulario.cambiar('password', null);
  };

  return (
    <FormularioDialog errores={formulario.errores} guardado={guardado} onCancelar={onCancelar} onRecargar={onRecargar}>
      <CamposUsuario formulario={formulario} hospitales={centros} conPassword={false} conActivo />
      <FormControlLabel
        control={<Switch checked={restablecer} onChange={(evento) => cambiarRestablecer(evento.target.checked)} />}
        label="Restablecer contraseña"
      />
      {restablecer && <CampoFormulario {...formulario.enlace('password')} type="password" autoComplete="new-password" />}
    </FormularioDialog>
  );
}
