import type { CodigoAnticoagulante } from './anticoagulante';
import { crearCatalogoConColumnas } from './catalogo-fila';

type ColumnasMaterialMuestra = { readonly anticoagulante_defecto: CodigoAnticoagulante | null; readonly nota?: string };

/** catalogues.md §42 `material_muestra`: type of material, with its default anticoagulant (§43). */
export const MATERIAL_MUESTRA = crearCatalogoConColumnas<ColumnasMaterialMuestra>()([
  ['MO_ASPIRADO', 'Médula ósea (aspirado)', { anticoagulante_defecto: 'EDTA' }],
  ['SP', 'Sangre periférica', { anticoagulante_defecto: 'EDTA' }],
  ['MO_BIOPSIA', 'Biopsia de médula ósea (cilindro)', { anticoagulante_defecto: 'SIN_ANTICOAGULANTE', nota: 'fijador' }],
  ['LCR', 'Líquido cefalorraquídeo', { anticoagulante_defecto: 'SIN_ANTICOAGULANTE' }],
  ['TEJIDO_EXTRAMEDULAR', 'Biopsia de tejido extramedular', { anticoagulante_defecto: 'SIN_ANTICOAGULANTE' }],
  ['LINEA_GERMINAL', 'Tejido para línea germinal (fibroblastos, folículos pilosos, uñas, saliva)', { anticoagulante_defecto: 'SIN_ANTICOAGULANTE' }],
  ['ADN', 'ADN extraído', { anticoagulante_defecto: 'NO_APLICA' }],
  ['ARN', 'ARN extraído', { anticoagulante_defecto: 'NO_APLICA' }],
  ['CMN_CRIO', 'Células mononucleares criopreservadas', { anticoagulante_defecto: 'NO_APLICA' }],
  ['PLASMA', 'Plasma', { anticoagulante_defecto: 'EDTA' }],
  ['SUERO', 'Suero', { anticoagulante_defecto: 'SIN_ANTICOAGULANTE' }],
  ['PELLET', 'Pellet celular seco', { anticoagulante_defecto: 'NO_APLICA' }],
  ['OTRO', 'Otro (especificar)', { anticoagulante_defecto: null }],
]);
