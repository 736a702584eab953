import type { DefinicionFormulario } from '../fields/definicion-formulario';
import { CAMPOS_BIOBANCO } from './campos-biobanco';
import { CAMPOS_CONFIRMACION } from './campos-confirmacion';
import { CAMPOS_MUESTRA } from './campos-muestra';
import { CAMPOS_MUESTRA_NGS, CAMPOS_NGS_VARIANTE, CLAVE_VARIANTES, MAXIMO_VARIANTES } from './campos-muestra-ngs';
import { REGLAS_BIOBANCO, type ContextoBiobanco } from './reglas-biobanco';
import { REGLAS_CONFIRMACION, type ContextoConfirmacion } from './reglas-confirmacion';
import { REGLAS_MUESTRA, type ContextoMuestra } from './reglas-muestra';
import { REGLAS_MUESTRA_NGS, REGLAS_NGS_VARIANTE, type ContextoMuestraNgs, type ContextoVariante } from './reglas-muestra-ngs';

/** data-dictionary §5.1, form «muestra». */
export const FORMULARIO_MUESTRA: DefinicionFormulario<ContextoMuestra> = {
  titulo: 'Muestra',
  campos: CAMPOS_MUESTRA,
  reglas: REGLAS_MUESTRA,
};

/** Defaults of the trial form: `es_ensayo` set (so the trial and its protocol moment are asked), the sponsor pays (§5.1). */
const DEFECTOS_ENSAYO: Readonly<Record<string, unknown>> = { es_ensayo: true, laboratorio_economico: 'PROMOTOR_ENSAYO' };

/** Form «muestra de ensayo»: the same record and rules with the trial defaults. */
export const FORMULARIO_MUESTRA_ENSAYO: DefinicionFormulario<ContextoMuestra> = {
  titulo: 'Muestra de ensayo',
  campos: CAMPOS_MUESTRA.map((campo) => (campo.name in DEFECTOS_ENSAYO ? ({ ...campo, default: DEFECTOS_ENSAYO[campo.name] } as typeof campo) : campo)),
  reglas: REGLAS_MUESTRA,
};

/** data-dictionary §5.2, action confirmar-muestra. */
export const FORMULARIO_CONFIRMACION: DefinicionFormulario<ContextoConfirmacion> = {
  titulo: 'Confirmación de recepción',
  campos: CAMPOS_CONFIRMACION,
  reglas: REGLAS_CONFIRMACION,
};

/** data-dictionary §5.4, form muestra-ngs: the header and its variants. */
export const FORMULARIO_MUESTRA_NGS: DefinicionFormulario<ContextoMuestraNgs, ContextoVariante> = {
  titulo: 'Resultado NGS',
  campos: CAMPOS_MUESTRA_NGS,
  reglas: REGLAS_MUESTRA_NGS,
  subtabla: { nombre: CLAVE_VARIANTES, titulo: 'Variante', campos: CAMPOS_NGS_VARIANTE, reglas: REGLAS_NGS_VARIANTE, maxFilas: MAXIMO_VARIANTES },
};

/** data-dictionary §5.5, biobank record. */
export const FORMULARIO_BIOBANCO: DefinicionFormulario<ContextoBiobanco> = {
  titulo: 'Registro de biobanco',
  campos: CAMPOS_BIOBANCO,
  reglas: REGLAS_BIOBANCO,
};
