import { useState } from 'react';
import type { HospitalSelect, Usuario, UsuarioAlta } from '@registro-lma/shared/domain';
import { CAMPOS_USUARIO_ALTA, REGLAS_CONTRASENA } from '@registro-lma/shared/domain';
import { crearClavesDeEnvio } from '@registro-lma/shared/http';
import { FormularioDialog, useFormulario, useGuardado } from '@registro-lma/shared/ui';
import { CamposUsuario } from './campos-usuario';
import { VALORES_ALTA } from './campos-usuario-formulario';
import { crearUsuario } from './usuarios.resource';

export interface FormularioAltaUsuarioProps {
  readonly hospitales: readonly HospitalSelect[];
  readonly onCancelar: () => void;
  readonly onGuardado: (usuario: Usuario) => void;
}

/** Creating a user: every field of `CAMPOS_USUARIO` plus the initial password. */
export function FormularioAltaUsuario({ hospitales, onCancelar, onGuardado }: FormularioAltaUsuarioProps) {
  const formulario = useFormulario(CAMPOS_USUARIO_ALTA, VALORES_ALTA, { reglas: REGLAS_CONTRASENA });
  const [claveDeEnvio] = useState(crearClavesDeEnvio);
  const guardado = useGuardado(formulario, (alta: UsuarioAlta) => crearUsuario(alta, claveDeEnvio(alta)), onGuardado, 'Usuario creado.');
  return (
    <FormularioDialog errores={formulario.errores} guardado={guardado} onCancelar={onCancelar}>
      <CamposUsuario formulario={formulario} hospitales={hospitales} conPassword conActivo={false} />
    </FormularioDialog>
  );
}
