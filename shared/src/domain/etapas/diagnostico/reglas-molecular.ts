import { MENSAJES_AVISO_ELN2022 } from '../../eln2022/avisos-eln2022';
import { numeroDe } from '../../eln2022/lectura-diagnostico';
import type { ReglaFormulario } from '../../fields/regla-formulario';
import type { ContextoEtapa } from '../contexto-etapa';
import { MENSAJE_DDX41_GERMINAL } from './mensajes-diagnostico';

const VAF_TP53_ADVERSO = 10;

/** data-dictionary §3.3 I «Biología molecular» (W04 and W06 of eln2022-risk.md §5, shown on their field). */
export const REGLAS_MOLECULAR: readonly ReglaFormulario<ContextoEtapa>[] = [
  {
    id: 'W04',
    campos: ['flt3_itd_ratio'],
    severidad: 'A',
    validar: (registro) => (numeroDe(registro, 'flt3_itd_ratio') !== null ? MENSAJES_AVISO_ELN2022.W04 : null),
  },
  {
    id: 'W06',
    campos: ['tp53_vaf_pct', 'tp53'],
    severidad: 'A',
    validar: (registro) => {
      const vaf = numeroDe(registro, 'tp53_vaf_pct');
      return registro.tp53 === 'MUTADO' && vaf !== null && vaf < VAF_TP53_ADVERSO ? MENSAJES_AVISO_ELN2022.W06 : null;
    },
  },
  {
    id: 'ddx41_germinal',
    campos: ['ddx41', 'predisposicion_germinal'],
    severidad: 'A',
    validar: (registro) => (registro.ddx41 === 'MUTADO' && registro.predisposicion_germinal !== 'SI' ? MENSAJE_DDX41_GERMINAL : null),
  },
];
