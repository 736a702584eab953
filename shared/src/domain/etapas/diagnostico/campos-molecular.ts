import { CEBPA } from '../../catalogues/cebpa';
import { FLT3_ITD_METODO } from '../../catalogues/flt3-itd-metodo';
import { IDH1_TIPO, IDH2_TIPO } from '../../catalogues/idh';
import { NPM1_TIPO } from '../../catalogues/npm1-tipo';
import { MUTACION, POSNEG_B } from '../../catalogues/posneg';
import { lesionesEln2022 } from '../../eln2022/lesiones-eln2022';
import { GENES_MR } from '../../eln2022/variables-eln2022';
import { defineField, type Registro, type Requerido } from '../../fields/campo';
import { formatMensaje } from '../../messages/mensajes-genericos';
import { siEs } from './lectura-campos';

const npm1Mutado = siEs('npm1', 'MUTADO');
const itdPositivo = siEs('flt3_itd', 'POSITIVO');
const itdEstudiado = siEs('flt3_itd', 'POSITIVO', 'NEGATIVO');
const otraIdh1 = siEs('idh1', 'OTRA');
const otraIdh2 = siEs('idh2', 'OTRA');
const tp53Mutado = siEs('tp53', 'MUTADO');

/** CBF-AML: t(8;21) or inv(16) shown by karyotype, FISH or RT-PCR (KIT is asked only then). */
function cbfPresente(registro: Registro): boolean {
  const lesiones = lesionesEln2022(registro);
  return lesiones.T821 === true || lesiones.INV16 === true;
}

const GENES_OPCIONALES = ['dnmt3a', 'tet2', 'nras', 'kras', 'ptpn11', 'wt1', 'ddx41'] as const;

function gen(name: string, required: Requerido) {
  return defineField({ kind: 'enum', name, label: name.toUpperCase(), catalogo: MUTACION, required });
}

/** data-dictionary §3.3 I «Biología molecular». */
export const CAMPOS_MOLECULAR = [
  defineField({ kind: 'enum', name: 'npm1', label: 'NPM1', catalogo: MUTACION, required: 'siempre' }),
  defineField({
    kind: 'enum',
    name: 'npm1_tipo',
    label: 'Tipo de mutación de NPM1',
    catalogo: NPM1_TIPO,
    required: 'opcional',
    visibleIf: npm1Mutado,
  }),
  defineField({
    kind: 'decimal',
    name: 'npm1_ratio_diagnostico_pct',
    label: 'Nivel basal NPM1 mutado / ABL1 (qPCR)',
    unidad: '%',
    decimales: 3,
    min: 0,
    max: 100000,
    required: 'opcional',
    visibleIf: npm1Mutado,
  }),
  defineField({ kind: 'enum', name: 'flt3_itd', label: 'FLT3-ITD', catalogo: POSNEG_B, required: 'siempre' }),
  defineField({
    kind: 'decimal',
    name: 'flt3_itd_ratio',
    label: 'Ratio alélico de FLT3-ITD',
    decimales: 3,
    min: 0.001,
    max: 100,
    avisoFuera: { max: 10 },
    required: 'opcional',
    visibleIf: itdPositivo,
  }),
  defineField({
    kind: 'enum',
    name: 'flt3_itd_metodo',
    label: 'Método FLT3-ITD',
    catalogo: FLT3_ITD_METODO,
    required: itdEstudiado,
    visibleIf: itdEstudiado,
  }),
  defineField({ kind: 'enum', name: 'flt3_tkd', label: 'FLT3-TKD (D835/I836)', catalogo: POSNEG_B, required: 'siempre' }),
  defineField({ kind: 'enum', name: 'cebpa', label: 'CEBPA', catalogo: CEBPA, required: 'siempre' }),
  defineField({ kind: 'enum', name: 'idh1', label: 'IDH1', catalogo: IDH1_TIPO, required: 'siempre' }),
  defineField({
    kind: 'text',
    name: 'idh1_otra',
    label: 'Otra mutación de IDH1',
    max: 50,
    hint: 'HGVS p.',
    required: otraIdh1,
    visibleIf: otraIdh1,
    mensajeObligatorio: formatMensaje('G12'),
  }),
  defineField({ kind: 'enum', name: 'idh2', label: 'IDH2', catalogo: IDH2_TIPO, required: 'siempre' }),
  defineField({
    kind: 'text',
    name: 'idh2_otra',
    label: 'Otra mutación de IDH2',
    max: 50,
    hint: 'HGVS p.',
    required: otraIdh2,
    visibleIf: otraIdh2,
    mensajeObligatorio: formatMensaje('G12'),
  }),
  defineField({ kind: 'enum', name: 'tp53', label: 'TP53', catalogo: MUTACION, required: 'siempre' }),
  // X30: the VAF is required only at «Marcar como completo»; a draft without it leaves the risk NO_EVALUABLE.
  defineField({
    kind: 'decimal',
    name: 'tp53_vaf_pct',
    label: 'VAF de TP53 (la mayor si hay varias)',
    unidad: '%',
    decimales: 1,
    min: 0.1,
    max: 100,
    required: tp53Mutado,
    visibleIf: tp53Mutado,
  }),
  defineField({
    kind: 'integer',
    name: 'tp53_n_mutaciones',
    label: 'Nº de mutaciones de TP53',
    min: 1,
    max: 5,
    required: 'opcional',
    visibleIf: tp53Mutado,
  }),
  ...GENES_MR.map((nombre) => gen(nombre, 'siempre')),
  defineField({ kind: 'enum', name: 'kit', label: 'KIT', catalogo: MUTACION, required: 'opcional', visibleIf: cbfPresente }),
  ...GENES_OPCIONALES.map((nombre) => gen(nombre, 'opcional')),
  defineField({
    kind: 'enum',
    name: 'ngs_id',
    label: 'Resultado NGS de diagnóstico vinculado',
    referencia: 'muestra_ngs',
    required: 'opcional',
  }),
];
