import type { Registro } from '../../fields/campo';
import { calculadosEmr, derivarEmr, reglasEmr } from '../bloques/bloque-emr';
import type { DefinicionEtapa } from '../definicion-etapa';
import { reglasFechaClinica } from '../reglas-comunes';
import { CAMPOS_SEGUIMIENTO, PREFIJO_EMR_SEGUIMIENTO } from './campos-seguimiento';
import { REGLAS_SEGUIMIENTO } from './reglas-seguimiento';

const camposEmrSeguimiento = CAMPOS_SEGUIMIENTO.filter((campo) => campo.name.startsWith(`${PREFIJO_EMR_SEGUIMIENTO}emr_`)).map(
  (campo) => campo.name,
);

/**
 * data-dictionary §3.8 `seguimiento` — one row per contact, keyed by its date (unique per patient, G13); no
 * auto-numbered key. The patient-level values (fecha_ultimo_contacto, estado_vital) are not per row.
 */
export const ETAPA_SEGUIMIENTO: DefinicionEtapa<'seguimiento'> = {
  id: 'seguimiento',
  titulo: 'Seguimiento',
  pantalla: 'seguimiento',
  expediente: 'seguimiento',
  rutaApi: 'seguimiento',
  tabla: 'seguimiento',
  ordenRegistros: ['seg_fecha', 'seguimiento_id'],
  cardinalidad: 'filas',
  maxFilas: 200,
  campos: CAMPOS_SEGUIMIENTO,
  calculados: calculadosEmr(PREFIJO_EMR_SEGUIMIENTO),
  secciones: [
    { titulo: 'Contacto', campos: ['seg_fecha', 'seg_tipo_contacto'] },
    { titulo: 'Estado de la enfermedad', campos: ['seg_estado_enfermedad', ...camposEmrSeguimiento] },
    {
      titulo: 'Tratamiento y situación clínica',
      campos: ['seg_tratamiento_actual', 'seg_tratamiento_otro', 'seg_ecog', 'seg_eichc_activa', 'seg_observaciones'],
    },
  ],
  reglas: [...reglasFechaClinica('seg_fecha'), ...REGLAS_SEGUIMIENTO, ...reglasEmr(PREFIJO_EMR_SEGUIMIENTO)],
  derivar: (registro: Registro) => derivarEmr(registro, PREFIJO_EMR_SEGUIMIENTO),
};
