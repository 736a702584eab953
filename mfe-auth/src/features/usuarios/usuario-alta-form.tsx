import type { HospitalSelect, Usuario } from '@registro-lma/shared/domain';
import { CAMPOS_USUARIO_ALTA, REGLAS_CONTRASENA } from '@registro-lma/shared/domain';
import { FormularioDialogo, useFormulario, useGuardado } from '@registro-lma/shared/ui';
import { CamposUsuario } from './campos-usuario';
import { VALORES_ALTA } from './campos-usuario-formulario';
import { crearUsuario } from './usuarios.resource';

export interface UsuarioAltaFormProps {
  readonly hospitales: readonly HospitalSelect[];
  readonly onCancelar: () => void;
  readonly onGuardado: (usuario: Usuario) => void;
}

/** Creating a user: every field of `CAMPOS_USUARIO` plus the initial password. */
export function UsuarioAltaForm({ hospitales, onCancelar, onGuardado }: UsuarioAltaFormProps) {
  const formulario = useFormulario(CAMPOS_USUARIO_ALTA, VALORES_ALTA, { reglas: REGLAS_CONTRASENA });
  const guardado = useGuardado(formulario, crearUsuario, onGuardado, 'Usuario creado.');
  return (
    <FormularioDialogo errores={formulario.errores} guardado={guardado} onCancelar={onCancelar}>
      <CamposUsuario formulario={formulario} hospitales={hospitales} conPassword conActivo={false} />
    </FormularioDialogo>
  );
}
