import {
  CAMPOS_ENVIO_MUESTRA,
  CATALOGOS_SEMILLA,
  conCatalogosVigentes,
  ensayosDeMuestra,
  FORMULARIO_MUESTRA,
  FORMULARIO_MUESTRA_ENSAYO,
  type CatalogosVigentes,
  type ContextoMuestra,
  type DefinicionFormulario,
  type Muestra,
  type Paciente,
} from '@registro-lma/shared/domain';
import { valoresDeRegistro, type ValoresRegistro } from '@registro-lma/shared/ui';

/**
 * X33 compares the sample's moment with the patient's treatment, relapses and transplants, which this screen does
 * not read: the API checks it on saving and answers its warning with the sample.
 */
const REGLAS_DEL_SERVIDOR: readonly string[] = ['momento_coherente'];

function sinReglasDelServidor(definicion: DefinicionFormulario<ContextoMuestra>): DefinicionFormulario<ContextoMuestra> {
  return { ...definicion, reglas: definicion.reglas.filter((regla) => !REGLAS_DEL_SERVIDOR.includes(regla.id)) };
}

/** The forms «muestra» and «muestra de ensayo» (data-dictionary §5.1) as this screen checks them. */
export const DEFINICION_MUESTRA = sinReglasDelServidor(FORMULARIO_MUESTRA);
export const DEFINICION_MUESTRA_ENSAYO = sinReglasDelServidor(FORMULARIO_MUESTRA_ENSAYO);

/** The form with the laboratories, funding, trials and trial moments in force (codes the administrator added offered). */
export function definicionMuestra(ensayo: boolean, vigentes: CatalogosVigentes): DefinicionFormulario<ContextoMuestra> {
  const definicion = ensayo ? DEFINICION_MUESTRA_ENSAYO : DEFINICION_MUESTRA;
  return { ...definicion, campos: conCatalogosVigentes(definicion.campos, vigentes) };
}

/** Fixed by the route (`es_ensayo`) or recorded by «Registrar envío» (the shipment): kept in the record, not typed here. */
export const CAMPOS_FUERA_DEL_FORMULARIO: ReadonlySet<string> = new Set(['es_ensayo', ...CAMPOS_ENVIO_MUESTRA.map((campo) => campo.name)]);

/** What the sample rules read of the patient and the catalogues in force; the clinical history is the server's (see above). */
export function contextoDePaciente(paciente: Paciente, vigentes: CatalogosVigentes = CATALOGOS_SEMILLA): ContextoMuestra {
  return {
    catalogos: vigentes,
    paciente: {
      fecha_nacimiento: paciente.fecha_nacimiento ?? null,
      fecha_diagnostico: paciente.fecha_diagnostico ?? null,
      consentimiento_muestras: paciente.consentimiento_muestras ?? null,
    },
    ensayos: paciente.paciente_ensayo.flatMap((fila) => (typeof fila.ensayo === 'string' ? [fila.ensayo] : [])),
    muerte_fecha: null,
    clinica: { ind1_fecha_inicio: null, recaidas: [], trasplantes: [] },
  };
}

/** The trials a trial sample of this patient may belong to: the patient's own (`paciente_ensayo`), among those in force. */
export function ensayosDelPaciente(paciente: Paciente, vigentes: CatalogosVigentes) {
  const propios = new Set(contextoDePaciente(paciente).ensayos);
  return ensayosDeMuestra(vigentes).filter((fila) => propios.has(fila.codigo));
}

/** A stored sample, or a new one with the form's defaults. */
export function valoresMuestra(definicion: DefinicionFormulario<ContextoMuestra>, muestra: Muestra | null): ValoresRegistro {
  return valoresDeRegistro(definicion as DefinicionFormulario<never, never>, muestra === null ? null : { datos: muestra.datos, version: muestra.version });
}
