import type { CodigoLaboratorio } from '../catalogues/laboratorio';
import type { EstadoPaciente } from '../catalogues/estado-paciente';
import type { EstadoMuestra } from './transiciones-muestra';

/**
 * What a sample shows of its patient: only this, whoever reads it (data-dictionary §2.3 — a laboratory sees no more
 * than UPN, centre code, sex, age at the sample and entity).
 */
export type PacienteDeMuestra = {
  paciente_id: number;
  upn: string;
  hospital_codigo: string;
  sexo: string | null;
  /** Full years at extraction; null without both dates. */
  edad_muestra: number | null;
  entidad: string | null;
};

/** The reception of a sample (§5.2) as the API answers it. */
export type ConfirmacionMuestra = {
  datos: Record<string, unknown>;
  recibido_por: number;
  laboratorio_receptor: CodigoLaboratorio;
  avisos: Record<string, string>;
  version: number;
  creado_en: string;
  modificado_en: string;
};

/** A sample (§5.1) as the API answers it: the form's values under `datos`, the server's values beside them. */
export type Muestra = {
  muestra_id: number;
  codigo_muestra: string;
  estado: EstadoMuestra;
  paciente: PacienteDeMuestra;
  /** From `paciente_ensayo` for a trial sample (§5.1 computed). */
  codigo_paciente_ensayo: string | null;
  datos: Record<string, unknown>;
  confirmacion: ConfirmacionMuestra | null;
  pdf_generado_en: string | null;
  avisos: Record<string, string>;
  version: number;
  creado_por: number | null;
  creado_en: string;
  modificado_por: number | null;
  modificado_en: string;
};

/** An NGS result (§5.4) with its variant rows under `datos.ngs_variante`. */
export type MuestraNgs = {
  ngs_id: number;
  muestra_id: number;
  codigo_muestra: string;
  paciente_id: number;
  /** The sample's moment as a general moment (§1.1): own, or the trial moment's `momento_general`. */
  momento: string | null;
  datos: Record<string, unknown>;
  avisos: Record<string, string>;
  version: number;
  creado_en: string;
  modificado_en: string;
};

/** A biobank record (§5.5), identified to users as `{upn}-B{id}`. */
export type RegistroBiobanco = {
  biobanco_id: number;
  identificador: string;
  upn: string;
  /** The tube code of the source sample (`datos.muestra_id`), null without one. */
  codigo_muestra: string | null;
  paciente_id: number;
  datos: Record<string, unknown>;
  avisos: Record<string, string>;
  version: number;
  creado_en: string;
  modificado_en: string;
};

/**
 * A patient as a new biobank entry reads it (§5.5): whether the patient may give material (state, consent) and the
 * samples the entry may come from, named by their tube code.
 */
export type PacienteDeBiobanco = {
  upn: string;
  estado: EstadoPaciente;
  consentimiento_muestras: string | null;
  muestras: { muestra_id: number; codigo_muestra: string; fecha_extraccion: string | null; material: string | null }[];
};

/** A sample's report (§5.3) as the API answers it: everything but where its file is stored. */
export type Informe = {
  informe_id: number;
  muestra_id: number;
  tipo_informe: string;
  fecha_informe: string;
  /** 1.. per sample and report type. */
  version: number;
  sustituye_a: number | null;
  nombre_archivo: string;
  tamano_bytes: number;
  tipo_mime: string;
  sha256: string;
  comentario: string | null;
  subido_por: number;
  subido_en: string;
  /** False once withdrawn or replaced (logical deletion, with its reason). */
  activo: boolean;
  motivo_eliminacion: string | null;
  eliminado_por: number | null;
  eliminado_en: string | null;
};

/** A report in its sample's list, with its uploader's display name. */
export type InformeConAutor = Informe & { subido_por_nombre: string };

/** `GET /muestras/recuento`: how many samples of the caller's scope (and the list's filters) are in each state. */
export type RecuentoMuestras = {
  total: number;
  por_estado: Record<EstadoMuestra, number>;
};
