import { PARES_EXCLUYENTES_HCTI_ITEM } from '../../catalogues/hcti-item';
import type { ReglaFormulario } from '../../fields/regla-formulario';
import type { ContextoEtapa } from '../contexto-etapa';
import { campoHcti } from './campos-hcti';
import { creatininaMgDl, indiceMasaCorporal } from './derivados-diagnostico';
import { incluye } from './lectura-campos';
import {
  MENSAJE_CREATININA_RENAL,
  MENSAJE_HCTI_EXCLUYENTES,
  MENSAJE_IMC_OBESIDAD,
  MENSAJE_TUMOR_SOLIDO_HCTI,
} from './mensajes-diagnostico';

const IMC_OBESIDAD = 35;
const CREATININA_RENAL_MG_DL = 2;

/** X26: the mild and the severe form of one comorbidity are exclusive. */
const reglasExcluyentes: ReglaFormulario<ContextoEtapa>[] = PARES_EXCLUYENTES_HCTI_ITEM.map(([leve, grave]) => ({
  id: `X26_${leve}`,
  campos: [campoHcti(grave), campoHcti(leve)],
  severidad: 'E',
  validar: (registro) => (registro[campoHcti(leve)] === true && registro[campoHcti(grave)] === true ? MENSAJE_HCTI_EXCLUYENTES : null),
}));

/**
 * data-dictionary §3.3 A–B: the HCT-CI against the rest of the form (all A). The warnings go on the item to review;
 * an item is false (not null) only when the HCT-CI was assessed.
 */
export const REGLAS_HCTI: readonly ReglaFormulario<ContextoEtapa>[] = [
  ...reglasExcluyentes,
  {
    id: 'imc_obesidad',
    campos: ['hcti_obesidad', 'peso_kg', 'talla_cm'],
    severidad: 'A',
    validar: (registro) => {
      const imc = indiceMasaCorporal(registro);
      return imc !== null && imc > IMC_OBESIDAD && registro.hcti_obesidad === false ? MENSAJE_IMC_OBESIDAD : null;
    },
  },
  {
    id: 'creatinina_renal',
    campos: ['hcti_renal', 'creatinina', 'creatinina_unidad'],
    severidad: 'A',
    validar: (registro) => {
      const creatinina = creatininaMgDl(registro);
      return creatinina !== null && creatinina > CREATININA_RENAL_MG_DL && registro.hcti_renal === false ? MENSAJE_CREATININA_RENAL : null;
    },
  },
  {
    id: 'tumor_solido_hcti',
    campos: ['hcti_tumor_solido_previo', 'neoplasia_previa'],
    severidad: 'A',
    validar: (registro) =>
      incluye(registro, 'neoplasia_previa', 'TUMOR_SOLIDO') && registro.hcti_tumor_solido_previo === false ? MENSAJE_TUMOR_SOLIDO_HCTI : null,
  },
];
