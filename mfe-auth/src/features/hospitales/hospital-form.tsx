import { useState } from 'react';
import { crearClavesDeEnvio } from '@registro-lma/shared/http';
import { CAMPOS_HOSPITAL, type Hospital, type HospitalEntrada } from '@registro-lma/shared/domain';
import { CampoFormulario, type CampoFormularioProps, FormularioDialog, useFormulario, useGuardado } from '@registro-lma/shared/ui';
import { actualizarHospital, crearHospital } from './hospitales.resource';
import { VALORES_ALTA_HOSPITAL, valoresEdicionHospital } from './hospital-mapper';

export interface FormularioHospitalProps {
  /** null creates a new hospital. */
  readonly hospital: Hospital | null;
  readonly onCancelar: () => void;
  readonly onGuardado: (hospital: Hospital) => void;
  readonly onRecargar?: () => void;
}

const EXTRAS: Readonly<Record<string, Pick<CampoFormularioProps, 'type' | 'transformarTexto'>>> = {
  codigo: { transformarTexto: (texto) => texto.toUpperCase() },
  email_contacto: { type: 'email' },
};

/** Create or edit a hospital from `CAMPOS_HOSPITAL`; the autonomous community only shows for Spain. */
export function FormularioHospital({ hospital, onCancelar, onGuardado, onRecargar }: FormularioHospitalProps) {
  const formulario = useFormulario(CAMPOS_HOSPITAL, hospital ? valoresEdicionHospital(hospital) : VALORES_ALTA_HOSPITAL);
  const [claveDeEnvio] = useState(crearClavesDeEnvio);
  const enviar = (datos: HospitalEntrada) =>
    hospital ? actualizarHospital(hospital.hospital_id, datos, hospital.version) : crearHospital(datos, claveDeEnvio(datos));
  const guardado = useGuardado(formulario, enviar, onGuardado, hospital ? 'Centro guardado.' : 'Centro creado.');
  // A new hospital is created active; deactivation has its own action.
  const visibles = formulario.visibles.filter((campo) => hospital !== null || campo.name !== 'activo');

  return (
    <FormularioDialog errores={formulario.errores} guardado={guardado} onCancelar={onCancelar} onRecargar={onRecargar}>
      {visibles.map((campo) => (
        <CampoFormulario key={campo.name} {...formulario.enlace(campo.name)} {...EXTRAS[campo.name]} />
      ))}
    </FormularioDialog>
  );
}
