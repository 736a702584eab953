import type { Registro } from '../../fields/campo';
import type { ReglaFormulario } from '../../fields/regla-formulario';
import type { ContextoEtapa } from '../contexto-etapa';
import {
  MENSAJE_DONANTE_INCOHERENTE,
  MENSAJE_FUENTE_INCOHERENTE,
  MENSAJE_HLA_INCOHERENTE,
  MENSAJE_ICT_NO_MIELOABLATIVA,
} from './mensajes-trasplante';

const ICT_NO_MIELOABLATIVA_GY = 2;

function texto(registro: Registro, campo: string): string | null {
  const valor = registro[campo];
  return typeof valor === 'string' && valor !== '' ? valor : null;
}

/** data-dictionary §3.7 `tph_hla` by donor type (donors not listed there accept any value). */
function hlaCoherente(donante: string, hla: string): boolean {
  const cordon = hla.startsWith('CORDON_');
  switch (donante) {
    case 'HERMANO_HLA_IDENTICO':
      return hla === 'COMPATIBLE_10_10';
    case 'HAPLOIDENTICO':
      return hla === 'HAPLOIDENTICO';
    case 'CORDON':
      return cordon;
    case 'DNE':
    case 'FAMILIAR_NO_HAPLO':
      return !cordon && hla !== 'HAPLOIDENTICO' && hla !== 'NO_APLICA';
    default:
      return true;
  }
}

/** data-dictionary §3.7: donor, graft source and conditioning coherence (ATG and PTCy reach the prophylaxis as `codigosImplicitos`). */
export const REGLAS_DONANTE_TRASPLANTE: readonly ReglaFormulario<ContextoEtapa>[] = [
  {
    id: 'donante_segun_tipo',
    campos: ['tph_donante_tipo', 'tph_tipo'],
    severidad: 'E',
    validar: (registro) => {
      const tipo = texto(registro, 'tph_tipo');
      const donante = texto(registro, 'tph_donante_tipo');
      return tipo !== null && donante !== null && (donante === 'AUTOLOGO') !== (tipo === 'AUTOLOGO') ? MENSAJE_DONANTE_INCOHERENTE : null;
    },
  },
  {
    id: 'hla_segun_donante',
    campos: ['tph_hla', 'tph_donante_tipo'],
    severidad: 'E',
    validar: (registro) => {
      const donante = texto(registro, 'tph_donante_tipo');
      const hla = texto(registro, 'tph_hla');
      return donante !== null && hla !== null && !hlaCoherente(donante, hla) ? MENSAJE_HLA_INCOHERENTE : null;
    },
  },
  {
    id: 'fuente_segun_donante',
    campos: ['tph_fuente', 'tph_donante_tipo'],
    severidad: 'E',
    validar: (registro) => {
      const donante = texto(registro, 'tph_donante_tipo');
      const fuente = texto(registro, 'tph_fuente');
      return donante !== null && fuente !== null && (donante === 'CORDON') !== (fuente === 'CORDON') ? MENSAJE_FUENTE_INCOHERENTE : null;
    },
  },
  {
    id: 'ict_no_mieloablativa',
    campos: ['tph_ict_dosis_gy', 'tph_acond_intensidad'],
    severidad: 'A',
    validar: (registro) => {
      const dosis = registro.tph_ict_dosis_gy;
      return typeof dosis === 'number' && dosis <= ICT_NO_MIELOABLATIVA_GY && registro.tph_acond_intensidad === 'MIELOABLATIVO'
        ? MENSAJE_ICT_NO_MIELOABLATIVA
        : null;
    },
  },
];
