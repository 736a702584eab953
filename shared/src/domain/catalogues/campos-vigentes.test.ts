import { expect, test } from '@jest/globals';
import { CAMPOS_MUESTRA } from '../muestras/campos-muestra';
import { momentosDeEnsayo } from '../muestras/momentos-ensayo';
import { CAMPOS_USUARIO } from '../admin/campos-usuario';
import { ETAPA_DIAGNOSTICO } from '../etapas/diagnostico/etapa-diagnostico';
import { etapaConCatalogosVigentes } from '../etapas/etapa-vigente';
import { CAMPOS_PACIENTE_ENSAYO } from '../paciente/campos-paciente-ensayo';
import { codigosDesactivados, conCatalogosVigentes, conCodigosNombrados, deCatalogoEditable } from './campos-vigentes';
import { CATALOGOS_SEMILLA, type CatalogosVigentes } from './catalogos-vigentes';

const fila = (codigo: string, activo = true, extra: Record<string, unknown> = {}) => ({ codigo, etiqueta: codigo, orden: 1, activo, ...extra });

const VIGENTES: CatalogosVigentes = {
  ...CATALOGOS_SEMILLA,
  laboratorio: [fila('LAB_NUEVO', true, { tecnicas: ['NGS'] }), fila('LAB_VIEJO', false, { tecnicas: ['NGS'] })],
  ensayo: [fila('NINGUNO'), fila('NUEVO_EC'), fila('OTRO')],
  momento_muestra_nuevo_ec: [fila('CRIBADO', true, { momento_general: 'DIAG' }), fila('FIN_C2', false, { momento_general: 'POST_IND1' })],
};

const opciones = (nombre: string) => {
  const campo = conCatalogosVigentes(CAMPOS_MUESTRA, VIGENTES).find((candidato) => candidato.name === nombre);
  return campo?.kind === 'enum' || campo?.kind === 'multiEnum' ? campo.catalogo?.map((una) => una.codigo) : undefined;
};

test('fields naming a ⚙ catalogue take the rows in force; the others keep theirs', () => {
  expect(opciones('laboratorio_destino')).toEqual(['LAB_NUEVO', 'LAB_VIEJO']);
  expect(opciones('ensayo')).toEqual(['NUEVO_EC', 'OTRO']);
  expect(opciones('momento_ensayo')).toContain('CRIBADO');
  expect(opciones('material')).toEqual(CAMPOS_MUESTRA.find((campo) => campo.name === 'material')?.catalogo?.map((una) => una.codigo));
  expect(momentosDeEnsayo('NUEVO_EC', VIGENTES).map((una) => una.codigo)).toEqual(['CRIBADO', 'FIN_C2']);
});

test('a deactivated code is refused where the record takes it anew, and kept where it already had it', () => {
  const nuevo = { laboratorio_destino: 'LAB_VIEJO', es_ensayo: true, ensayo: 'NUEVO_EC', momento_ensayo: 'FIN_C2' };
  expect(codigosDesactivados(CAMPOS_MUESTRA, nuevo, null, VIGENTES)).toEqual({
    laboratorio_destino: 'El código LAB_VIEJO de «Laboratorio de destino» está desactivado: no se admite en registros nuevos.',
    momento_ensayo: 'El código FIN_C2 de «Momento según protocolo» está desactivado: no se admite en registros nuevos.',
  });
  expect(codigosDesactivados(CAMPOS_MUESTRA, nuevo, nuevo, VIGENTES)).toEqual({});
  expect(codigosDesactivados(CAMPOS_MUESTRA, { ...nuevo, laboratorio_destino: 'LAB_NUEVO', momento_ensayo: 'CRIBADO' }, null, VIGENTES)).toEqual({});
});

const codigos = (campos: readonly { name: string; kind: string; catalogo?: readonly { codigo: string }[] }[], nombre: string) =>
  campos.find((campo) => campo.name === nombre)?.catalogo?.map((una) => una.codigo);

test('a patient’s trial row and a stage’s trial or LMA-FLOW risk take the catalogues in force', () => {
  expect(codigos(conCatalogosVigentes(CAMPOS_PACIENTE_ENSAYO, VIGENTES), 'ensayo')).toEqual(['NUEVO_EC', 'OTRO']);
  const vigentes = { ...VIGENTES, riesgo_lma_flow: [fila('MUY_ALTO')] };
  expect(codigos(etapaConCatalogosVigentes(ETAPA_DIAGNOSTICO, vigentes).campos, 'riesgo_lma_flow')).toEqual(['MUY_ALTO']);
  expect(deCatalogoEditable(CAMPOS_PACIENTE_ENSAYO[0])).toBe(true);
  expect(deCatalogoEditable(CAMPOS_PACIENTE_ENSAYO[1])).toBe(false);
});

test('a request’s schema reads the codes a record names besides the seed’s, once each; other fields stay as they are', () => {
  const campos = conCodigosNombrados(CAMPOS_USUARIO, { laboratorios: ['LAB_NUEVO', 'LAB_NUEVO', 'LAB_CMF_REF'], rol: 'OTRO' });
  expect(codigos(campos, 'laboratorios')).toEqual([...(codigos(CAMPOS_USUARIO, 'laboratorios') ?? []), 'LAB_NUEVO']);
  expect(codigos(campos, 'rol')).toEqual(codigos(CAMPOS_USUARIO, 'rol'));
  expect(conCodigosNombrados(CAMPOS_USUARIO, {})).toEqual(CAMPOS_USUARIO);
});
