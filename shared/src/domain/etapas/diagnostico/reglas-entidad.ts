import type { UmbralBlastos } from '../../catalogues/entidad';
import { ENTIDAD_ICC2022 } from '../../catalogues/entidad-icc2022';
import { ENTIDAD_OMS2022 } from '../../catalogues/entidad-oms2022';
import { numeroDe } from '../../eln2022/lectura-diagnostico';
import { lesionesEln2022 } from '../../eln2022/lesiones-eln2022';
import { GENES_MR } from '../../eln2022/variables-eln2022';
import type { Registro } from '../../fields/campo';
import type { ReglaFormulario } from '../../fields/regla-formulario';
import { formatearNumero } from '../../messages/mensajes-genericos';
import type { ContextoEtapa } from '../contexto-etapa';
import { blastosMaximos } from './derivados-diagnostico';
import { mensajeBlastosInsuficientes, mensajeEntidadIncoherente } from './mensajes-diagnostico';

/** What an X31 check sees: the record, the selected entity code and the patient's broad entity. */
type Hechos = { readonly registro: Registro; readonly codigo: string; readonly entidadPaciente: string | null };

/**
 * One X31 check: the entities it concerns, the finding it reads (named in the message) and whether the record agrees
 * (`null`: the finding is not recorded yet, so nothing is said).
 */
type Comprobacion = {
  readonly aplica: (codigo: string) => boolean;
  readonly dato: (registro: Registro) => string;
  readonly coherente: (hechos: Hechos) => boolean | null;
};

type FilaEntidad = { readonly codigo: string; readonly etiqueta: string; readonly umbral_blastos: UmbralBlastos };

const VAF_TP53 = 10;
const BLASTOS_LMA = 20;
const SIN_MUTACION_CEBPA = ['NO_MUTADO', 'NO_REALIZADO', 'PENDIENTE'];
const CEBPA_BZIP = ['BZIP_INFRAME_MONOALELICO', 'BIALELICO_BZIP_INFRAME'];

const en =
  (...codigos: string[]) =>
  (codigo: string): boolean =>
    codigos.includes(codigo);
const fijo = (texto: string) => (): string => texto;
/** A finding is known once answered and not pending. */
const respondido = (registro: Registro, campo: string): boolean =>
  registro[campo] !== null && registro[campo] !== undefined && registro[campo] !== 'PENDIENTE';

const npm1 = (aplica: Comprobacion['aplica']): Comprobacion => ({
  aplica,
  dato: fijo('el resultado de NPM1'),
  coherente: ({ registro }) => (respondido(registro, 'npm1') ? registro.npm1 === 'MUTADO' : null),
});
const t821 = (aplica: Comprobacion['aplica']): Comprobacion => ({
  aplica,
  dato: fijo('los estudios de t(8;21)/RUNX1::RUNX1T1'),
  coherente: ({ registro }) => lesionesEln2022(registro).T821 === true,
});
const inv16 = (aplica: Comprobacion['aplica']): Comprobacion => ({
  aplica,
  dato: fijo('los estudios de inv(16)/CBFB::MYH11'),
  coherente: ({ registro }) => lesionesEln2022(registro).INV16 === true,
});
const cebpa = (aplica: Comprobacion['aplica'], coherentes: (valor: unknown) => boolean): Comprobacion => ({
  aplica,
  dato: fijo('el resultado de CEBPA'),
  coherente: ({ registro }) => (respondido(registro, 'cebpa') ? coherentes(registro.cebpa) : null),
});
/** Promyelocytic entities (LPA_*, APL_*) if and only if the patient's entity is LPA. */
const lpa: Comprobacion = {
  aplica: () => true,
  dato: fijo('la entidad del paciente'),
  coherente: ({ codigo, entidadPaciente }) =>
    entidadPaciente === null ? null : /^(LPA|APL)_/.test(codigo) === (entidadPaciente === 'LPA'),
};
const tp53: Comprobacion = {
  aplica: en('LMA_TP53', 'SMD_LMA_TP53'),
  dato: fijo('la VAF de TP53'),
  coherente: ({ registro }) => {
    const vaf = numeroDe(registro, 'tp53_vaf_pct');
    if (!respondido(registro, 'tp53') || (registro.tp53 === 'MUTADO' && vaf === null)) return null;
    return vaf !== null && vaf >= VAF_TP53;
  },
};
const genesMr: Comprobacion = {
  aplica: en('LMA_MR_GENES', 'SMD_LMA_MR_GENES'),
  dato: fijo('los genes relacionados con mielodisplasia'),
  coherente: ({ registro }) => {
    if (GENES_MR.some((gen) => registro[gen] === 'MUTADO')) return true;
    return GENES_MR.every((gen) => respondido(registro, gen)) ? false : null;
  },
};
/** ICC MDS/AML: 10 ≤ blasts < 20 (the lower bound is the entity's blast threshold). */
const blastosSmdLma: Comprobacion = {
  aplica: (codigo) => codigo.startsWith('SMD_LMA_'),
  dato: (registro) => `el porcentaje de blastos (${formatearNumero(blastosMaximos(registro) ?? 0)} %)`,
  coherente: ({ registro }) => {
    const blastos = blastosMaximos(registro);
    return blastos === null ? null : blastos < BLASTOS_LMA;
  },
};

const COMPROBACIONES_OMS: readonly Comprobacion[] = [
  npm1(en('LMA_NPM1')),
  t821(en('LMA_RUNX1_RUNX1T1')),
  inv16(en('LMA_CBFB_MYH11')),
  cebpa(en('LMA_CEBPA'), (valor) => !SIN_MUTACION_CEBPA.includes(valor as string)),
  lpa,
];

const COMPROBACIONES_ICC: readonly Comprobacion[] = [
  npm1(en('LMA_NPM1')),
  t821(en('LMA_T_8_21')),
  inv16(en('LMA_INV_16')),
  cebpa(en('LMA_CEBPA_BZIP'), (valor) => CEBPA_BZIP.includes(valor as string)),
  tp53,
  genesMr,
  lpa,
  blastosSmdLma,
];

/** X31 (A) for one classification: the first incoherent finding, else too few blasts for the entity. */
function reglaEntidad(campo: string, filas: readonly FilaEntidad[], comprobaciones: readonly Comprobacion[]): ReglaFormulario<ContextoEtapa> {
  return {
    id: `X31_${campo}`,
    campos: [campo],
    severidad: 'A',
    validar: (registro, { expediente }) => {
      const fila = filas.find((candidata) => candidata.codigo === registro[campo]);
      if (fila === undefined) return null;
      const hechos = { registro, codigo: fila.codigo, entidadPaciente: expediente.paciente.entidad };
      const incoherente = comprobaciones.find((comprobacion) => comprobacion.aplica(fila.codigo) && comprobacion.coherente(hechos) === false);
      if (incoherente !== undefined) return mensajeEntidadIncoherente(fila.etiqueta, incoherente.dato(registro));
      const blastos = blastosMaximos(registro);
      const umbral = fila.umbral_blastos?.minimo;
      return blastos !== null && umbral !== undefined && blastos < umbral ? mensajeBlastosInsuficientes(formatearNumero(blastos), umbral) : null;
    },
  };
}

/** data-dictionary §6 X31: WHO 2022 and ICC 2022 entities against the findings of the form. */
export const REGLAS_ENTIDAD: readonly ReglaFormulario<ContextoEtapa>[] = [
  reglaEntidad('entidad_oms2022', ENTIDAD_OMS2022, COMPROBACIONES_OMS),
  reglaEntidad('entidad_icc2022', ENTIDAD_ICC2022, COMPROBACIONES_ICC),
];
