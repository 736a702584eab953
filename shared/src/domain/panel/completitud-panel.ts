import type { RecuentoPanel } from './resultados-panel';

/** One centre of `GET /panel/completitud`: the essential data set (§3.2) complete, and the follow-up up to date. */
export interface CentroCompletitud {
  hospital_id: number;
  etiqueta: string;
  /** Patients of the panel in the centre. */
  n: RecuentoPanel;
  /** Of them, with every applicable essential item filled in. */
  completos: RecuentoPanel;
  proporcion_completos: number | null;
  /** Living patients under follow-up (ACTIVO or PERDIDO_SEGUIMIENTO). */
  vivos: RecuentoPanel;
  /** Of them, with a contact in the last `meses_seguimiento` months. */
  al_dia: RecuentoPanel;
  proporcion_al_dia: number | null;
}

/** One essential item: how many patients of the panel still lack it (it applies to them and is empty). */
export interface ItemCompletitud {
  item: string;
  etiqueta: string;
  pendientes: RecuentoPanel;
  proporcion_pendientes: number | null;
}

/** The answer of `GET /panel/completitud` (the API's `completitudSchema`). */
export interface RespuestaCompletitud {
  n: RecuentoPanel;
  centros: CentroCompletitud[];
  items: ItemCompletitud[];
  meses_seguimiento: number;
  calculado_en: string;
}
