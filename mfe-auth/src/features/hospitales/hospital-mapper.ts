import type { Hospital } from '@registro-lma/shared/domain';
import type { Valores } from '@registro-lma/shared/ui';

export const VALORES_ALTA_HOSPITAL: Valores = {
  codigo: '',
  nombre: '',
  ciudad: '',
  provincia: '',
  pais: 'ES',
  comunidad_autonoma: null,
  investigador_principal: '',
  email_contacto: '',
  activo: true,
};

export function valoresEdicionHospital(hospital: Hospital): Valores {
  const { hospital_id: _id, version: _version, ...valores } = hospital;
  return valores;
}
