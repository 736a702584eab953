import type { ConsultaDetalle } from '@registro-lma/shared/domain';

/** An open query on patient 12's diagnosis date, as `GET /consultas/{id}` returns it. */
export function consultaDeApi(cambios: Partial<ConsultaDetalle> = {}): ConsultaDetalle {
  return {
    consulta_id: 5,
    paciente_id: 12,
    upn: 'LMA-000123',
    hospital_id: 1,
    formulario: 'diagnostico',
    registro_id: 4,
    campo: 'ecog',
    estado: 'ABIERTA',
    origen: 'MANUAL',
    regla: null,
    version: 1,
    creado_por: 3,
    creado_en: '2026-01-10T09:00:00Z',
    modificado_en: '2026-01-10T09:00:00Z',
    hilo: [
      {
        consulta_evento_id: 1,
        tipo: 'APERTURA',
        texto_consulta: '¿Es correcto el ECOG?',
        auditoria_id: null,
        usuario_id: 3,
        usuario: { nombre: 'Marta', apellidos: 'Ruiz Soler' },
        rol: 'COORDINADOR',
        creado_en: '2026-01-10T09:00:00Z',
        correccion: [],
      },
    ],
    ...cambios,
  };
}
