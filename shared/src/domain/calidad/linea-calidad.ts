import type { Rol } from '../catalogues/rol-usuario';
import type { EstadoConsulta } from '../consultas/consulta-definicion';
import type { ReglaCalidad } from './reglas-calidad';

/** A line of the data-quality worklist (`GET /calidad`): what is wrong, where, since when and who may fix it. */
export interface LineaCalidad {
  readonly paciente_id: number;
  readonly upn: string;
  readonly hospital_id: number;
  readonly regla: ReglaCalidad;
  /** `paciente`, a stage's id, or `muestra`. */
  readonly formulario: string;
  readonly registro_id: number | null;
  readonly campo: string | null;
  readonly item: string | null;
  /** `YYYY-MM-DD`. */
  readonly desde: string;
  readonly dias: number;
  readonly propuesta: string | null;
  readonly corrige: readonly Rol[];
}

/** `GET /calidad/recuento`: lines per rule and the queries not closed per state, in the user's reach. */
export interface RecuentoCalidad {
  readonly lineas: Readonly<Partial<Record<ReglaCalidad, number>>>;
  readonly consultas: Readonly<Partial<Record<EstadoConsulta, number>>>;
}
