/**
 * Everything the «Hoja de envío de muestra» shows (data-dictionary §5.1), already resolved to the texts printed:
 * catalogue labels, not codes. By construction it has no field for a name, a birth date or any other direct
 * identifier: the sheet travels with the tube, outside the hospital.
 */
export interface DatosHojaEnvio {
  codigo_muestra: string;
  upn: string;
  hospital: { codigo: string; nombre: string };
  sexo: string;
  /** Whole years at the extraction date. */
  edad_extraccion: number;
  entidad: string;
  /** A routine sample's moment, or the trial data of a trial sample. */
  momento: { es_ensayo: false; momento: string } | DatosEnsayo;
  material: string;
  anticoagulante: string;
  n_tubos: number;
  volumen_ml: number | null;
  /** `YYYY-MM-DD`. */
  fecha_extraccion: string;
  /** `HH:MM`. */
  hora_extraccion: string | null;
  estudios_solicitados: readonly string[];
  laboratorio_destino: { nombre: string; direccion: string | null };
  financiacion: string;
  codigo_proyecto: string | null;
  temperatura_envio: string | null;
  /** The destination's shipping rules (temperature, timing, packaging), as the laboratory publishes them. */
  condiciones_envio: string | null;
  /** `YYYY-MM-DD`; null until shipped: a blank line to fill in by hand. */
  fecha_envio: string | null;
  /** The requesting user (a clinician, never the patient). */
  solicitado_por: string;
  /** When the sheet is generated (printed in Europe/Madrid time). */
  generado_en: Date;
}

export interface DatosEnsayo {
  es_ensayo: true;
  ensayo: string;
  momento_ensayo: string;
  codigo_paciente_ensayo: string | null;
  ciclo: number | null;
  dia_ciclo: number | null;
}
