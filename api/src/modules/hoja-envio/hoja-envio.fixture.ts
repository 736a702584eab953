import type { DatosHojaEnvio } from './hoja-envio-types';

/** A routine diagnosis sample sent to a central laboratory. */
export function datosHojaEnvio(cambios: Partial<DatosHojaEnvio> = {}): DatosHojaEnvio {
  return {
    codigo_muestra: '000123-M007',
    upn: '000123',
    hospital: { codigo: 'H012', nombre: 'Hospital Universitario de Pruebas' },
    sexo: 'Mujer',
    edad_extraccion: 64,
    entidad: 'LMA',
    momento: { es_ensayo: false, momento: 'Diagnóstico' },
    material: 'Médula ósea (aspirado)',
    anticoagulante: 'EDTA',
    n_tubos: 2,
    volumen_ml: 4.5,
    fecha_extraccion: '2026-11-20',
    hora_extraccion: '09:40',
    estudios_solicitados: ['Citometría de flujo', 'Cariotipo', 'NGS (panel mieloide)'],
    laboratorio_destino: { nombre: 'Laboratorio Central de Hematología', direccion: 'Calle del Ejemplo 1, 28000 Madrid' },
    financiacion: 'Grupo cooperativo',
    codigo_proyecto: null,
    temperatura_envio: 'Ambiente (15–25 °C)',
    condiciones_envio: 'Enviar de lunes a jueves antes de 24 horas desde la extracción; no congelar.',
    fecha_envio: null,
    solicitado_por: 'Dra. Marta Prueba',
    generado_en: new Date('2026-11-20T10:15:00Z'),
    ...cambios,
  };
}
