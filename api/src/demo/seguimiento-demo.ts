import { sumarDias } from '@registro-lma/shared/domain';
import type { Curso } from './curso-demo';
import type { Fila } from './historia-demo';

/** Follow-up contacts every 3–6 months between two dates, in remission (after a transplant, on immunosuppression first). */
export function seguimientos(curso: Curso, desde: string, hasta: string, alogenico: string | null, estado: 'REMISION' | 'ENFERMEDAD_ACTIVA'): Fila[] {
  const { azar } = curso;
  const filas: Fila[] = [];
  let fecha = curso.dias(desde, 60, 120);
  while (fecha < hasta && curso.cabe(fecha) && filas.length < 40) {
    const inmunosupresion = alogenico !== null && fecha < sumarDias(alogenico, 180);
    filas.push({
      seg_fecha: fecha,
      seg_tipo_contacto: azar.ponderado([['CONSULTA', 85], ['TELEFONICO', 10], ['HISTORIA', 5]]),
      seg_estado_enfermedad: estado,
      seg_tratamiento_actual: estado === 'ENFERMEDAD_ACTIVA' ? 'SOPORTE' : inmunosupresion ? 'INMUNOSUPRESION' : 'NINGUNO',
      seg_ecog: azar.ponderado([['0', 50], ['1', 40], ['2', 10]]),
      ...(alogenico !== null ? { seg_eichc_activa: 'NO' } : {}),
    });
    curso.marcar(fecha);
    fecha = curso.dias(fecha, 90, 180);
  }
  return filas;
}
