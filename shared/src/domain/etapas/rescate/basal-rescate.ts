import type { Registro } from '../../fields/campo';
import { fechaDe } from '../../fields/lectura-registro';
import type { BasalEval } from '../bloques/bloque-eval';
import { numeroDe, textoDe } from '../bloques/lectura-valores';
import type { ContextoEtapa } from '../contexto-etapa';
import { esExtramedular } from '../recaida/campos-recaida';
import { lineaRescate, recaidaTratada, type LineaRescate } from './lineas-rescate';

type MedulaPrevia = BasalEval & { readonly fecha: string };

const siNo = (valor: string | null): boolean | null => (valor === 'SI' ? true : valor === 'NO' ? false : null);

function deRecaida(recaida: Registro): BasalEval {
  return { blastos: numeroDe(recaida, 'rec_mo_blastos_pct'), emd: esExtramedular(recaida) };
}

function deEvaluacion(registro: Registro | null, prefijo: string): MedulaPrevia[] {
  const fecha = registro === null ? null : fechaDe(registro, `${prefijo}eval_fecha`);
  const blastos = numeroDe(registro, `${prefijo}eval_mo_blastos_pct`);
  return fecha === null || blastos === null ? [] : [{ fecha, blastos, emd: siNo(textoDe(registro, `${prefijo}eval_emd`)) }];
}

/** Every dated marrow blast count of the patient other than this line's own assessment. */
function medulasPrevias(contexto: ContextoEtapa, linea: LineaRescate): MedulaPrevia[] {
  const { expediente } = contexto;
  const { diagnostico, induccion } = expediente;
  const fechaDiagnostico = (diagnostico === null ? null : fechaDe(diagnostico, 'mo_fecha')) ?? expediente.paciente.fecha_diagnostico;
  const blastosDiagnostico = numeroDe(diagnostico, 'mo_blastos_pct');
  const alDiagnostico: MedulaPrevia[] =
    fechaDiagnostico === null || blastosDiagnostico === null
      ? []
      : [{ fecha: fechaDiagnostico, blastos: blastosDiagnostico, emd: siNo(textoDe(diagnostico, 'emd_diagnostico')) }];
  const enRecaidas = expediente.recaida.flatMap((recaida) => {
    const fecha = fechaDe(recaida, 'rec_fecha');
    const basal = deRecaida(recaida);
    return fecha === null || basal.blastos === null ? [] : [{ ...basal, fecha }];
  });
  return [
    ...alDiagnostico,
    ...deEvaluacion(induccion, 'ind1_'),
    ...deEvaluacion(induccion, 'ind2_'),
    ...enRecaidas,
    ...deEvaluacion(lineaRescate(expediente, linea === 1 ? 2 : 1), 'rr_'),
  ];
}

/**
 * Baseline B of a rescue line (data-dictionary §3.10): the marrow blasts of the relapse it treats, else the last
 * marrow blast count on or before the line's start (eln2022-risk.md §8.1), with the extramedullary disease seen then.
 */
export function basalRescate(linea: LineaRescate): (registro: Registro, contexto: ContextoEtapa) => BasalEval {
  return (registro, contexto) => {
    const recaida = recaidaTratada(registro, contexto);
    if (recaida !== null && numeroDe(recaida, 'rec_mo_blastos_pct') !== null) return deRecaida(recaida);
    const inicio = fechaDe(registro, 'rr_fecha_inicio');
    const ultima = medulasPrevias(contexto, linea)
      .filter((medula) => inicio === null || medula.fecha <= inicio)
      .sort((a, b) => a.fecha.localeCompare(b.fecha))
      .at(-1);
    return ultima === undefined ? { blastos: null, emd: null } : { blastos: ultima.blastos, emd: ultima.emd };
  };
}
