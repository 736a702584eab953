import { useMemo, useState } from 'react';
import type { CatalogosVigentes, HospitalSelect, Usuario, UsuarioAlta } from '@registro-lma/shared/domain';
import { CAMPOS_USUARIO_ALTA, conCatalogosVigentes, REGLAS_CONTRASENA } from '@registro-lma/shared/domain';
import { crearClavesDeEnvio } from '@registro-lma/shared/http';
import { FormularioDialog, useFormulario, useGuardado } from '@registro-lma/shared/ui';
import { CamposUsuario } from './usuario-section';
import { VALORES_ALTA } from './usuario-fields';
import { crearUsuario } from './usuarios.resource';

export interface FormularioAltaUsuarioProps {
  readonly hospitales: readonly HospitalSelect[];
  /** The laboratories and biobanks as the administrator keeps them. */
  readonly vigentes: CatalogosVigentes;
  readonly onCancelar: () => void;
  readonly onGuardado: (usuario: Usuario) => void;
}

/** Creating a user: every field of `CAMPOS_USUARIO` plus the initial password. */
export function FormularioAltaUsuario({ hospitales, vigentes, onCancelar, onGuardado }: FormularioAltaUsuarioProps) {
  const campos = useMemo(() => conCatalogosVigentes(CAMPOS_USUARIO_ALTA, vigentes), [vigentes]);
  const formulario = useFormulario(campos, VALORES_ALTA, { reglas: REGLAS_CONTRASENA });
  const [claveDeEnvio] = useState(crearClavesDeEnvio);
  const guardado = useGuardado(formulario, (alta: UsuarioAlta) => crearUsuario(alta, claveDeEnvio(alta)), onGuardado, 'Usuario creado.');
  return (
    <FormularioDialog errores={formulario.errores} guardado={guardado} onCancelar={onCancelar}>
      <CamposUsuario formulario={formulario} hospitales={hospitales} conPassword conActivo={false} />
    </FormularioDialog>
  );
}
