import type { Muestra } from './tipos-muestra';

/**
 * The steps of a sample's life the patient view shows (catalogues.md §45, data-dictionary §5.1–§5.5): registered,
 * «Hoja de envío» printed, shipped, received or rejected, each report, each biobank entry, annulled.
 */
export const HITOS_MUESTRA = ['REGISTRADA', 'HOJA_ENVIO', 'ENVIADA', 'RECIBIDA', 'RECHAZADA', 'INFORMADA', 'BIOBANCO', 'ANULADA'] as const;

export type HitoMuestra = (typeof HITOS_MUESTRA)[number];

export const ETIQUETA_HITO_MUESTRA: Readonly<Record<HitoMuestra, string>> = {
  REGISTRADA: 'Registrada',
  HOJA_ENVIO: 'Hoja de envío impresa',
  ENVIADA: 'Enviada',
  RECIBIDA: 'Recibida y aceptada',
  RECHAZADA: 'Recibida y rechazada',
  INFORMADA: 'Informe disponible',
  BIOBANCO: 'Entrada en biobanco',
  ANULADA: 'Anulada',
};

/** One step: when (a date `YYYY-MM-DD` or an instant), by whom (the user's name, when the registry knows it). */
export type EventoMuestra = {
  hito: HitoMuestra;
  fecha: string;
  usuario: string | null;
  /** The report of an INFORMADA step, for its download (only for roles that may download reports). */
  informe_id: number | null;
  /** The biobank record of a BIOBANCO step, to open it (`/biobanco/{upn}/{id}`). */
  biobanco_id: number | null;
  /** What the step names: the report's file name, the biobank identifier, the reason for a rejection. */
  detalle: string | null;
};

/** A sample of the patient's list (`GET /muestras/paciente/{id}`), with its life so far, oldest step first. */
export type MuestraDePaciente = Muestra & { ciclo_vida: EventoMuestra[] };
