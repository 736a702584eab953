import type { DefinicionEtapa, ExpedientePaciente, MuestraNgs } from '@registro-lma/shared/domain';
import type { CampoFormularioProps } from '@registro-lma/shared/ui';
import { opcionesReferencia } from './opciones-referencia-mapper';

/** Free text longer than this is typed in a text area. */
const MAX_TEXTO_EN_LINEA = 200;

export type ExtrasCampos = Readonly<Record<string, Partial<CampoFormularioProps>>>;

/**
 * What each input of a stage needs beyond its descriptor: the patient's records (or NGS results) a reference field chooses from, a
 * text area for long text, and the read-only state. Built once per record, so the inputs' props stay identical.
 */
export function extrasCampos(etapa: DefinicionEtapa, expediente: ExpedientePaciente, soloLectura: boolean, resultadosNgs: readonly MuestraNgs[]): ExtrasCampos {
  return Object.fromEntries(
    etapa.campos.map((campo) => {
      const referencia = campo.kind === 'enum' || campo.kind === 'multiEnum' ? campo.referencia : undefined;
      const extras: Partial<CampoFormularioProps> = {
        disabled: soloLectura,
        ...(referencia === undefined ? {} : { opciones: opcionesReferencia(campo.name, referencia, expediente, resultadosNgs) }),
        ...(campo.kind === 'text' && campo.max > MAX_TEXTO_EN_LINEA ? { multiline: true } : {}),
      };
      return [campo.name, extras];
    }),
  );
}
