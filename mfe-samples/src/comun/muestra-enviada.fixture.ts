import type { Muestra } from '@registro-lma/shared/domain';

/** A diagnostic marrow sample shipped to the NGS reference laboratory, not yet received. */
export function muestraDePrueba(cambios: Partial<Muestra> = {}): Muestra {
  return {
    muestra_id: 40,
    codigo_muestra: 'LMA-000123-M001',
    estado: 'ENVIADA',
    paciente: { paciente_id: 12, upn: 'LMA-000123', hospital_codigo: 'HUVR', sexo: 'MUJER', edad_muestra: 63, entidad: 'LMA' },
    codigo_paciente_ensayo: null,
    datos: {
      es_ensayo: false,
      momento: 'DIAG',
      material: 'MO_ASPIRADO',
      fecha_extraccion: '2025-03-03',
      fecha_envio: '2025-03-04',
      n_tubos: 2,
      estudios_solicitados: ['NGS'],
      laboratorio_destino: 'LAB_NGS_REF',
    },
    confirmacion: null,
    pdf_generado_en: null,
    avisos: {},
    version: 3,
    creado_por: 5,
    creado_en: '2025-03-03T10:00:00Z',
    modificado_por: 5,
    modificado_en: '2025-03-04T10:00:00Z',
    ...cambios,
  };
}
