import type { CatalogoFila } from '../../catalogues/catalogo-fila';
import type { ReglaFormulario } from '../../fields/regla-formulario';
import type { ContextoEtapa } from '../contexto-etapa';
import { constaDiana } from './lesiones-diagnostico';
import { textoDe } from './lectura-valores';
import { mensajeDianaNoConsta } from './mensajes-bloques';

/** The targeted drug of each scheme with a `diana`, as the X33 message names it. */
const FARMACO_DEL_ESQUEMA: Readonly<Record<string, string>> = {
  ANTRA_ARAC_MIDOSTAURINA: 'midostaurina',
  HIDAC_MIDOSTAURINA: 'midostaurina',
  MIDOSTAURINA: 'midostaurina',
  ANTRA_ARAC_QUIZARTINIB: 'quizartinib',
  HIDAC_QUIZARTINIB: 'quizartinib',
  VEN_HMA_QUIZARTINIB: 'quizartinib',
  QUIZARTINIB: 'quizartinib',
  GILTERITINIB: 'gilteritinib',
  SORAFENIB: 'sorafenib',
  AZA_IVOSIDENIB: 'ivosidenib',
  IVOSIDENIB: 'ivosidenib',
  ENASIDENIB: 'enasidenib',
  ATRA_ATO: 'ATRA y trióxido de arsénico',
  ATRA_IDA: 'ATRA',
  ATRA_ANTRACICLINA: 'ATRA',
  ATRA_MTX_6MP: 'ATRA',
};

type FilaEsquema = CatalogoFila & { readonly diana: string | null };

/** X33 (A): a scheme with a targeted agent needs its genetic target documented at diagnosis. */
export function reglaDianaEsquema(campoEsquema: string, catalogo: readonly FilaEsquema[]): ReglaFormulario<ContextoEtapa> {
  return {
    id: `X33_${campoEsquema}`,
    campos: [campoEsquema],
    severidad: 'A',
    validar: (registro, { expediente }) => {
      const codigo = textoDe(registro, campoEsquema);
      const fila = catalogo.find((candidata) => candidata.codigo === codigo);
      if (fila?.diana == null || constaDiana(expediente, fila.diana)) return null;
      return mensajeDianaNoConsta(FARMACO_DEL_ESQUEMA[fila.codigo] ?? fila.etiqueta, fila.diana);
    },
  };
}
