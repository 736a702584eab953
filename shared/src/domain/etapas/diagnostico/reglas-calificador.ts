import type { Registro } from '../../fields/campo';
import type { ReglaFormulario } from '../../fields/regla-formulario';
import type { ContextoEtapa } from '../contexto-etapa';
import { codigosDe, incluye } from './lectura-campos';
import { MENSAJE_CALIFICADOR_INCOHERENTE } from './mensajes-diagnostico';

/** A qualifier is coherent unless the history contradicts it; an unanswered history says nothing. */
type Coherencia = (registro: Registro, marcado: boolean) => boolean;

const respondido = (registro: Registro, campo: string): boolean => registro[campo] !== null && registro[campo] !== undefined;

/** Therapy-related ⇔ prior cytotoxic therapy = SI. */
const coherenteConTerapia: Coherencia = (registro, marcado) =>
  !respondido(registro, 'terapia_citotoxica_previa') || marcado === (registro.terapia_citotoxica_previa === 'SI');

/** Qualifier ⇒ the prior neoplasm is recorded. */
const requiereNeoplasia =
  (codigo: string): Coherencia =>
  (registro, marcado) =>
    !marcado || codigosDe(registro, 'neoplasia_previa').length === 0 || incluye(registro, 'neoplasia_previa', codigo);

const requierePredisposicion: Coherencia = (registro, marcado) =>
  !marcado || !respondido(registro, 'predisposicion_germinal') || registro.predisposicion_germinal === 'SI';

/** X32 (A) for one qualifier list; the reverse direction (therapy without its qualifier) needs the list answered. */
function reglaCalificador(campo: string, coherencias: Readonly<Record<string, Coherencia>>): ReglaFormulario<ContextoEtapa> {
  return {
    id: `X32_${campo}`,
    campos: [campo],
    severidad: 'A',
    validar: (registro) => {
      if (codigosDe(registro, campo).length === 0) return null;
      const incoherente = Object.entries(coherencias).some(([codigo, coherente]) => !coherente(registro, incluye(registro, campo, codigo)));
      return incoherente ? MENSAJE_CALIFICADOR_INCOHERENTE : null;
    },
  };
}

/** data-dictionary §6 X32: WHO 2022 and ICC 2022 qualifiers against the history of section C. */
export const REGLAS_CALIFICADOR: readonly ReglaFormulario<ContextoEtapa>[] = [
  reglaCalificador('calificador_oms2022', {
    POST_TERAPIA_CITOTOXICA: coherenteConTerapia,
    PREDISPOSICION_GERMINAL: requierePredisposicion,
  }),
  reglaCalificador('calificador_icc2022', {
    RELACIONADA_TERAPIA: coherenteConTerapia,
    PROGRESION_SMD: requiereNeoplasia('SMD'),
    PROGRESION_SMD_NMP: requiereNeoplasia('SMD_NMP'),
    PREDISPOSICION_GERMINAL: requierePredisposicion,
  }),
];
