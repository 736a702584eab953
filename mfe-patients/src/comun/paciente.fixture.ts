import type { Paciente } from '@registro-lma/shared/domain';

/** A patient as `GET /leucemia/api/pacientes/{id}` answers it, for the tests to vary one thing at a time. */
export function pacienteDeApi(cambios: Partial<Paciente> = {}): Paciente {
  return {
    paciente_id: 12,
    upn: 'LMA-000123',
    hospital_id: 1,
    hospital: { hospital_id: 1, codigo: 'HUVR', nombre: 'Hospital Universitario Virgen del Rocío' },
    sexo: 'MUJER',
    fecha_nacimiento: '1958-04-12',
    fecha_diagnostico: '2025-01-10',
    entidad: 'LMA',
    consentimiento: 'FIRMADO',
    fecha_consentimiento: '2025-01-15',
    version_consentimiento: 'v2.1',
    consentimiento_muestras: 'SI',
    fecha_revocacion: null,
    participa_ensayo: 'NO',
    medico_responsable: 'Dra. Gómez',
    observaciones: null,
    edad_diagnostico: 66,
    fecha_registro: '2025-01-20',
    tipo_registro: 'PROSPECTIVO',
    estado: 'ACTIVO',
    estado_motivo: null,
    estado_formulario: 'COMPLETO',
    paciente_ensayo: [],
    avisos: [],
    version: 3,
    creado_por: 1,
    creado_en: '2025-01-20T10:00:00Z',
    modificado_por: 1,
    modificado_en: '2025-03-01T09:15:00Z',
    ...cambios,
  };
}
