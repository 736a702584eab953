import { expect, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { ETAPA_DIAGNOSTICO, type MuestraNgs } from '@registro-lma/shared/domain';
import { renderScreen } from '@registro-lma/shared/mock';
import { useFormulario, type Valores } from '@registro-lma/shared/ui';
import { ImportarNgs } from './importar-ngs-button';
import { resultadoNgs } from '@registro-lma/shared/fixtures/resultado-ngs';

const NOMBRES = ['npm1', 'tp53', 'tp53_vaf_pct', 'asxl1', 'idh1', 'cebpa', 'ngs_id'];
const CAMPOS = ETAPA_DIAGNOSTICO.campos.filter((campo) => NOMBRES.includes(campo.name));

function Diagnostico({ resultados, inicial }: { readonly resultados: readonly MuestraNgs[]; readonly inicial: Valores }) {
  const formulario = useFormulario(CAMPOS, inicial);
  return (
    <>
      <ImportarNgs campos={CAMPOS} formulario={formulario} resultados={resultados} />
      <output aria-label="Valores">{JSON.stringify(formulario.valores)}</output>
    </>
  );
}

const valores = () => JSON.parse(screen.getByLabelText('Valores').textContent ?? '{}') as Valores;

test('sin resultados NGS de diagnóstico no se ofrece la importación', () => {
  renderScreen(<Diagnostico resultados={[resultadoNgs({ momento: 'RECAIDA' })]} inicial={{}} />);

  expect(screen.queryByRole('button', { name: 'Importar desde NGS' })).toBeNull();
});

test('importa los genes del resultado elegido, lo enlaza y no pisa un valor manual sin confirmarlo', async () => {
  const { user } = renderScreen(<Diagnostico resultados={[resultadoNgs()]} inicial={{ npm1: 'NO_MUTADO', asxl1: null }} />);
  await user.click(screen.getByRole('button', { name: 'Importar desde NGS' }));

  const dialogo = await screen.findByRole('dialog', { name: 'Importar desde NGS' });
  const filas = within(within(dialogo).getByRole('table', { name: 'Cambios propuestos' })).getAllByRole('row').slice(1);
  expect(filas.map((fila) => within(fila).getAllByRole('cell').slice(1).map((celda) => celda.textContent))).toEqual([
    ['NPM1', 'No mutado', 'Mutado'],
    ['TP53', '—', 'Mutado'],
    ['VAF de TP53 (la mayor si hay varias)', '—', '31,2 %'],
    ['CEBPA', '—', 'No mutado'],
    ['IDH1', '—', 'Mutación IDH1 R132 (p.R132H/C/G/S/L)'],
    ['ASXL1', '—', 'No mutado'],
  ]);
  expect(within(dialogo).getByRole('checkbox', { name: 'Aplicar NPM1' })).toHaveProperty('checked', false);
  await user.click(within(dialogo).getByRole('button', { name: 'Aplicar' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(valores()).toMatchObject({ ngs_id: 4, npm1: 'NO_MUTADO', tp53: 'MUTADO', tp53_vaf_pct: 31.2, idh1: 'R132', asxl1: 'NO_MUTADO', cebpa: 'NO_MUTADO' });
});

test('un valor manual se sustituye cuando el usuario lo marca', async () => {
  const { user } = renderScreen(<Diagnostico resultados={[resultadoNgs()]} inicial={{ npm1: 'NO_MUTADO' }} />);
  await user.click(screen.getByRole('button', { name: 'Importar desde NGS' }));
  const dialogo = await screen.findByRole('dialog', { name: 'Importar desde NGS' });
  await user.click(within(dialogo).getByRole('checkbox', { name: 'Aplicar NPM1' }));
  await user.click(within(dialogo).getByRole('button', { name: 'Aplicar' }));

  await waitFor(() => expect(valores().npm1).toBe('MUTADO'));
});
