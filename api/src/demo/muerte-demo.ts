import type { Azar } from './azar-demo';
import type { Fila, Historia } from './historia-demo';

/** The cause and treatment-relatedness of a death, by the phase it happened in. */
export function causaMuerte(azar: Azar, fase: string, alogenico: boolean): Fila {
  const infeccion = () => azar.ponderado([['INFECCION_BACTERIANA', 45], ['INFECCION_FUNGICA', 35], ['INFECCION_VIRICA', 10], ['INFECCION_NO_FILIADA', 10]]);
  switch (fase) {
    case 'INDUCCION':
      return { muerte_causa_principal: azar.si(0.7) ? infeccion() : 'HEMORRAGIA', muerte_relacionada_tratamiento: 'SI' };
    case 'POST_TPH_REMISION':
      return { muerte_causa_principal: azar.ponderado([['EICH', 40], [infeccion(), 40], ['TOXICIDAD_ORGANICA', 20]]), muerte_relacionada_tratamiento: 'SI' };
    case 'EN_REMISION':
      return {
        muerte_causa_principal: azar.ponderado([[infeccion(), 50], ['CARDIOVASCULAR_NO_RELACIONADA', 25], ['SEGUNDA_NEOPLASIA', 15], ['DESCONOCIDA', 10]]),
        muerte_relacionada_tratamiento: azar.si(0.4) ? 'SI' : 'NO',
      };
    default:
      return {
        muerte_causa_principal: 'LMA',
        ...(azar.si(0.4) ? { muerte_causas_contribuyentes: [infeccion()] } : {}),
        muerte_relacionada_tratamiento: alogenico ? 'DESCONOCIDO' : 'NO',
      };
  }
}

/** The phase the death happened in, as data-dictionary §3.11 suggests it from the patient's records. */
export function faseDeMuerte(historia: Historia, fecha: string, enfermedadActivaDesde: string | null, alogenico: string | null): string {
  const induccion = historia.induccion;
  if (induccion === null) return 'INDUCCION';
  if (induccion.intencion_tratamiento === 'SOLO_SOPORTE' && historia.rec_res.length === 0) return 'SIN_TRATAMIENTO_ACTIVO';
  if (induccion.ind1_eval_respuesta === 'MUERTE_ANTES_EVALUACION') return 'INDUCCION';
  const rescateEnCurso = historia.rec_res.some((linea) => String(linea.rr_fecha_inicio) <= fecha && (linea.rr_fecha_fin === undefined || String(linea.rr_fecha_fin) >= fecha));
  if (historia.recaida.length > 0) return rescateEnCurso ? 'RESCATE' : 'RECAIDA_PROGRESION';
  if (enfermedadActivaDesde !== null) return rescateEnCurso ? 'RESCATE' : 'TRAS_FALLO_INDUCCION';
  return alogenico !== null ? 'POST_TPH_REMISION' : 'EN_REMISION';
}
