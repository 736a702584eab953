import type { Campo, HospitalSelect } from '@registro-lma/shared/domain';
import { CampoFormulario, type CampoFormularioProps, type Formulario, type OpcionCampo } from '@registro-lma/shared/ui';

export interface CamposUsuarioProps {
  readonly formulario: Pick<Formulario<readonly Campo[]>, 'visibles' | 'enlace'>;
  readonly hospitales: readonly HospitalSelect[];
  /** The password input: always on creation, on edit only after «Restablecer contraseña». */
  readonly conPassword: boolean;
  /** Reactivation happens by editing; a new user is created active. */
  readonly conActivo: boolean;
}

type PropsExtra = Pick<CampoFormularioProps, 'type' | 'autoComplete' | 'opciones'>;

export function opcionesHospital(hospitales: readonly HospitalSelect[]): OpcionCampo[] {
  return hospitales.map((hospital) => ({ valor: hospital.hospital_id, etiqueta: `${hospital.codigo} · ${hospital.nombre}` }));
}

/** The inputs of the user form, in descriptor order, as the role's branching shows them. */
export function CamposUsuario({ formulario, hospitales, conPassword, conActivo }: CamposUsuarioProps) {
  const extras: Readonly<Record<string, PropsExtra>> = {
    email: { type: 'email', autoComplete: 'off' },
    password: { type: 'password', autoComplete: 'new-password' },
    hospitales: { opciones: opcionesHospital(hospitales) },
  };
  const ocultos = new Set(['version', ...(conPassword ? [] : ['password']), ...(conActivo ? [] : ['activo'])]);
  return formulario.visibles
    .filter((campo) => !ocultos.has(campo.name))
    .map((campo) => <CampoFormulario key={campo.name} {...formulario.enlace(campo.name)} {...extras[campo.name]} />);
}
