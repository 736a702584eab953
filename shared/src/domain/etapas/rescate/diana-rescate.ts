import { ESQUEMA_RESCATE } from '../../catalogues/esquema-rescate';
import type { Registro } from '../../fields/campo';
import type { ReglaFormulario } from '../../fields/regla-formulario';
import { textoDe } from '../bloques/lectura-valores';
import { constaDiana } from '../bloques/lesiones-diagnostico';
import { mensajeDianaNoConsta } from '../bloques/mensajes-bloques';
import type { ContextoEtapa, ExpedientePaciente } from '../contexto-etapa';
import { recaidaTratada } from './lineas-rescate';

/** The targeted drug of each rescue scheme that X33 checks, as its message names it. */
const FARMACO_DEL_ESQUEMA: Readonly<Record<string, string>> = {
  FLAG_IDA_QUIZARTINIB: 'quizartinib',
  QUIZARTINIB: 'quizartinib',
  GILTERITINIB: 'gilteritinib',
  IVOSIDENIB: 'ivosidenib',
  ENASIDENIB: 'enasidenib',
  INHIBIDOR_MENINA: 'un inhibidor de menina',
  ATO: 'trióxido de arsénico',
};

const DIANA_MENINA = 'KMT2A-r o NPM1';
const REORDENAMIENTOS_KMT2A: readonly unknown[] = ['T_9_11', 'T_V_11Q23'];

const positivo = (registro: Registro, campo: string): boolean => textoDe(registro, campo) === 'POSITIVO';

/** Targets a rescue line may also find in the relapse it treats (the mutation may be acquired at relapse). */
const EN_RECAIDA: Readonly<Record<string, (recaida: Registro) => boolean>> = {
  FLT3: (recaida) => positivo(recaida, 'rec_flt3_itd') || positivo(recaida, 'rec_flt3_tkd'),
  'FLT3-ITD': (recaida) => positivo(recaida, 'rec_flt3_itd'),
  'IDH1 R132': (recaida) => textoDe(recaida, 'rec_idh1') === 'R132',
  IDH2: (recaida) => ['R140', 'R172'].includes(textoDe(recaida, 'rec_idh2') ?? ''),
};

/** KMT2A rearranged at diagnosis (karyotype, FISH break-apart or KMT2A::MLLT3) or NPM1 mutated. */
function dianaMenina({ diagnostico, diagnostico_fish }: ExpedientePaciente): boolean {
  if (diagnostico === null) return false;
  const alteraciones = Array.isArray(diagnostico.cg_alteraciones) ? diagnostico.cg_alteraciones : [];
  return (
    textoDe(diagnostico, 'npm1') === 'MUTADO' ||
    alteraciones.some((alteracion) => REORDENAMIENTOS_KMT2A.includes(alteracion)) ||
    positivo(diagnostico, 'rtpcr_kmt2a_mllt3') ||
    diagnostico_fish.some((fila) => fila.fish_sonda === 'FISH_KMT2A' && fila.fish_resultado === 'POSITIVO')
  );
}

/** X33 (A) for rescue lines: the target documented at diagnosis or in the relapse the line treats. */
export const REGLA_DIANA_RESCATE: ReglaFormulario<ContextoEtapa> = {
  id: 'X33_rr_esquema',
  campos: ['rr_esquema'],
  severidad: 'A',
  validar: (registro, contexto) => {
    const codigo = textoDe(registro, 'rr_esquema');
    const fila = ESQUEMA_RESCATE.find((candidata) => candidata.codigo === codigo);
    const farmaco = codigo === null ? undefined : FARMACO_DEL_ESQUEMA[codigo];
    if (fila?.diana == null || farmaco === undefined) return null;
    const recaida = recaidaTratada(registro, contexto);
    const consta =
      fila.diana === DIANA_MENINA
        ? dianaMenina(contexto.expediente)
        : constaDiana(contexto.expediente, fila.diana) || (recaida !== null && (EN_RECAIDA[fila.diana]?.(recaida) ?? false));
    return consta ? null : mensajeDianaNoConsta(farmaco, fila.diana);
  },
};
