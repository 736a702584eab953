import { campoAuditado, etiquetaDatoAuditado, textoValorAuditoria } from '../auditoria/texto-auditoria';
import { ETAPAS } from '../etapas/etapas';
import type { CambioCampo } from '../paciente/tipos-paciente';

/** The audited table a query's form writes: the patient's own, or the stage's (both rescue lines share theirs). */
export function tablaDeFormulario(formulario: string): string {
  return formulario === 'paciente' ? 'paciente' : (ETAPAS.find((etapa) => etapa.id === formulario)?.tabla ?? formulario);
}

/**
 * What an answer's linked correction changed, as the thread shows it: «Valor corregido: antes → después» in the
 * form's terms (labels, DD/MM/AAAA); a whole-record query names each field changed.
 */
export function textosCorreccion(formulario: string, campo: string | null, correccion: readonly CambioCampo[]): string[] {
  const tabla = tablaDeFormulario(formulario);
  return correccion.map((cambio) => {
    const definicion = campoAuditado(tabla, cambio.campo);
    const valores = `${textoValorAuditoria(cambio.antes, definicion)} → ${textoValorAuditoria(cambio.despues, definicion)}`;
    return campo === null ? `Valor corregido (${etiquetaDatoAuditado(tabla, cambio.campo)}): ${valores}` : `Valor corregido: ${valores}`;
  });
}
