import type { Registro } from '../../fields/campo';
import type { ExpedientePaciente } from '../contexto-etapa';
import { textoDe } from './lectura-valores';

type FuentesFusion = { readonly cariotipo: string; readonly fish: string; readonly rtpcr: string };

/** Sources of the two fusions an EMR qPCR target may follow (eln2022-risk.md §2.1, lesions T821 and INV16). */
const FUENTES_FUSION: Readonly<Record<string, FuentesFusion>> = {
  RUNX1_RUNX1T1: { cariotipo: 'T_8_21', fish: 'FISH_RUNX1_RUNX1T1', rtpcr: 'rtpcr_runx1_runx1t1' },
  CBFB_MYH11: { cariotipo: 'INV_16', fish: 'FISH_CBFB', rtpcr: 'rtpcr_cbfb_myh11' },
};

export const DIANAS_DE_FUSION = Object.keys(FUENTES_FUSION);

/** Positive evidence of the fusion at diagnosis: karyotype code, positive FISH probe or positive RT-PCR. */
export function fusionDetectada(expediente: ExpedientePaciente, diana: string): boolean {
  const fuentes = FUENTES_FUSION[diana];
  const diagnostico = expediente.diagnostico;
  if (fuentes === undefined || diagnostico === null) return false;
  const alteraciones = Array.isArray(diagnostico.cg_alteraciones) ? diagnostico.cg_alteraciones : [];
  return (
    alteraciones.includes(fuentes.cariotipo) ||
    expediente.diagnostico_fish.some((fila: Registro) => fila.fish_sonda === fuentes.fish && fila.fish_resultado === 'POSITIVO') ||
    textoDe(diagnostico, fuentes.rtpcr) === 'POSITIVO'
  );
}

const positivo = (diagnostico: Registro | null, campo: string): boolean => textoDe(diagnostico, campo) === 'POSITIVO';

/** Whether the genetic target of a scheme (catalogue column `diana`) is documented for the patient (X33). */
const DIANAS_ESQUEMA: Readonly<Record<string, (expediente: ExpedientePaciente) => boolean>> = {
  'FLT3 (ITD o TKD)': ({ diagnostico }) => positivo(diagnostico, 'flt3_itd') || positivo(diagnostico, 'flt3_tkd'),
  FLT3: ({ diagnostico }) => positivo(diagnostico, 'flt3_itd') || positivo(diagnostico, 'flt3_tkd'),
  'FLT3-ITD': ({ diagnostico }) => positivo(diagnostico, 'flt3_itd'),
  'IDH1 R132': ({ diagnostico }) => textoDe(diagnostico, 'idh1') === 'R132',
  IDH2: ({ diagnostico }) => ['R140', 'R172'].includes(textoDe(diagnostico, 'idh2') ?? ''),
  LPA: ({ paciente }) => paciente.entidad === 'LPA',
};

/** False only when the target is one the registry can check and it is not documented. */
export function constaDiana(expediente: ExpedientePaciente, diana: string): boolean {
  return DIANAS_ESQUEMA[diana]?.(expediente) ?? true;
}
