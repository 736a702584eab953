import type { PacienteDeBiobanco, RegistroBiobanco } from '@registro-lma/shared/domain';

/** A biobank record as the API answers it: three DNA aliquots of LMA-000012 in the central biobank. */
export function registroBiobancoDeApi(cambios: Partial<RegistroBiobanco> = {}, datos: Record<string, unknown> = {}): RegistroBiobanco {
  return {
    biobanco_id: 3,
    identificador: 'LMA-000012-B3',
    upn: 'LMA-000012',
    codigo_muestra: 'LMA-000012-M001',
    paciente_id: 12,
    datos: {
      muestra_id: 40,
      biolab: 'BIOBANCO_CENTRAL',
      codigo_biobanco: 'BC-0042',
      fecha_entrada: '2024-01-20',
      tipo_alicuota: 'ADN',
      n_alicuotas: 3,
      volumen_alicuota_ml: null,
      concentracion_ng_ul: 55.5,
      celulas_10e6: null,
      temperatura_almacenamiento: 'MENOS_80',
      ubicacion: 'Congelador 2 / rack B / caja 4',
      consentimiento_verificado: true,
      estado_alicuota: 'DISPONIBLE',
      fecha_salida: null,
      proyecto_cesion: null,
      observaciones: null,
      ...datos,
    },
    avisos: {},
    version: 4,
    creado_en: '2024-01-20T10:00:00.000Z',
    modificado_en: '2024-01-20T10:00:00.000Z',
    ...cambios,
  };
}

/** LMA-000012 as a new biobank entry reads it: consenting, with a marrow sample (the record's source) and a blood one. */
export function pacienteDeBiobancoDeApi(cambios: Partial<PacienteDeBiobanco> = {}): PacienteDeBiobanco {
  return {
    upn: 'LMA-000012',
    estado: 'ACTIVO',
    consentimiento_muestras: 'SI',
    muestras: [
      { muestra_id: 40, codigo_muestra: 'LMA-000012-M001', fecha_extraccion: '2024-01-14', material: 'MO_ASPIRADO' },
      { muestra_id: 44, codigo_muestra: 'LMA-000012-M004', fecha_extraccion: '2024-03-02', material: 'SP' },
    ],
    ...cambios,
  };
}
