import { numeroDe } from '../../eln2022/lectura-diagnostico';
import type { ReglaFormulario } from '../../fields/regla-formulario';
import { formatMensaje } from '../../messages/mensajes-genericos';
import type { ContextoEtapa } from '../contexto-etapa';
import { ANIO_MINIMO } from './campos-antecedentes';
import { incluye } from './lectura-campos';
import { MENSAJE_CRISIS_BLASTICA_LMC, MENSAJE_NEOPLASIA_ANTES_DE_NACER } from './mensajes-diagnostico';

const anioDe = (fecha: string | null): number | null => (fecha === null ? null : Number(fecha.slice(0, 4)));

/** G02 with the range 1920–year of the patient's diagnosis, which the field's own range cannot know. */
function reglaAnioHastaDiagnostico(campo: string): ReglaFormulario<ContextoEtapa> {
  return {
    id: `anio_hasta_diagnostico_${campo}`,
    campos: [campo],
    severidad: 'E',
    validar: (registro, { expediente }) => {
      const anio = numeroDe(registro, campo);
      const maximo = anioDe(expediente.paciente.fecha_diagnostico);
      return anio !== null && maximo !== null && anio > maximo ? formatMensaje('G02', { min: ANIO_MINIMO, max: maximo, unidad: '' }) : null;
    },
  };
}

/** data-dictionary §3.3 C «Antecedentes y origen de la LMA». */
export const REGLAS_ANTECEDENTES: readonly ReglaFormulario<ContextoEtapa>[] = [
  reglaAnioHastaDiagnostico('neoplasia_previa_anio'),
  reglaAnioHastaDiagnostico('terapia_previa_anio_fin'),
  {
    id: 'neoplasia_tras_nacimiento',
    campos: ['neoplasia_previa_anio'],
    severidad: 'E',
    validar: (registro, { expediente }) => {
      const anio = numeroDe(registro, 'neoplasia_previa_anio');
      const nacimiento = anioDe(expediente.paciente.fecha_nacimiento);
      return anio !== null && nacimiento !== null && anio < nacimiento ? MENSAJE_NEOPLASIA_ANTES_DE_NACER : null;
    },
  },
  {
    // catalogues.md §10: a myeloid blast crisis of CML is not AML.
    id: 'neoplasia_lmc',
    campos: ['neoplasia_previa'],
    severidad: 'A',
    validar: (registro) => (incluye(registro, 'neoplasia_previa', 'LMC') ? MENSAJE_CRISIS_BLASTICA_LMC : null),
  },
];
