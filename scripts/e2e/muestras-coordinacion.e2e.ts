// The coordinator's part of a sample's journey, in Chromium at a desktop width (1 400 px), once the clinician, the
// laboratory and the biobank have done theirs (through the API): from the patient page to the reports and the NGS
// result (read-only), to the biobank record, and the history of changes read as a chart's. Every screen passes axe.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pdfLimpio } from '../../api/src/platform/subidas/pdf.fixture';
import { comprobarAccesibilidad } from './support/accesibilidad';
import {
  ALICUOTAS,
  alicuotasRegistradas,
  COORDINADOR,
  entrar,
  muestraEnviada,
  muestraInformada,
  prepararRecorrido,
  VARIANTE,
  type MuestraRecorrido,
  type PacienteRecorrido,
} from './support/recorrido-muestras';
import { usarSistemaYNavegador } from './support/sistema-y-navegador';

const entorno = usarSistemaYNavegador(async () => {
  paciente = await prepararRecorrido(entorno.system);
  muestra = await muestraEnviada(entorno.system, paciente);
  await muestraInformada(entorno.system, paciente, muestra, await pdfLimpio('Informe NGS de prueba'));
  entradaBiobanco = await alicuotasRegistradas(entorno.system, paciente, muestra);
});
let paciente: PacienteRecorrido;
let muestra: MuestraRecorrido;
let entradaBiobanco: string;

test('la coordinación llega desde la ficha del paciente a los informes, al resultado NGS y al biobanco, y lee el historial', async () => {
  const coordinacion = await entrar(entorno, COORDINADOR, '/');
  const ficha = `${entorno.system.url}/paciente/${paciente.paciente_id}`;
  await coordinacion.goto(ficha);
  const tarjeta = coordinacion.getByRole('article', { name: muestra.codigo_muestra });
  await tarjeta.getByRole('link', { name: `Informes y resultado NGS de ${muestra.codigo_muestra}` }).click();
  await coordinacion.waitForURL(`${entorno.system.url}/subir-informe/${muestra.muestra_id}`);
  await coordinacion.getByRole('row').filter({ hasText: 'informe-ngs.pdf' }).waitFor();
  const ngs = coordinacion.getByRole('region', { name: 'Estudio NGS' });
  await ngs.waitFor();
  // Shown as text or in a read-only input, the variant the laboratory entered is there.
  await coordinacion.waitForFunction(
    ([region, hgvs]) => region !== null && (region.textContent?.includes(hgvs) || [...region.querySelectorAll('input')].some((campo) => campo.value === hgvs)),
    [await ngs.elementHandle(), VARIANTE.hgvs_c] as const,
  );
  assert.equal(await coordinacion.getByRole('button', { name: 'Subir informe' }).count(), 0, 'la coordinación lee, no sube');
  await comprobarAccesibilidad(coordinacion, 'Informes y resultado NGS (lectura)');

  await coordinacion.goto(ficha);
  await coordinacion.getByRole('list', { name: `Ciclo de vida de ${muestra.codigo_muestra}` }).getByRole('link').first().click();
  await coordinacion.waitForURL(new RegExp(`/biobanco/${paciente.upn}/\\d+$`));
  await coordinacion.getByText(entradaBiobanco).first().waitFor();
  await comprobarAccesibilidad(coordinacion, 'Registro de biobanco (lectura)');

  await coordinacion.goto(ficha);
  const historial = coordinacion.getByRole('region', { name: 'Historial de cambios' });
  // The reception, as the form names it, and the aliquots' place, as typed.
  await historial.getByRole('row').filter({ hasText: 'Estado de la muestra' }).filter({ hasText: 'Recibida y aceptada' }).first().waitFor();
  await historial.getByRole('cell', { name: ALICUOTAS.ubicacion, exact: true }).first().waitFor();
  assert.equal(await historial.getByText(/"[a-z_]+":/).count(), 0, 'el historial no muestra JSON');
  await comprobarAccesibilidad(coordinacion, 'Ficha del paciente con su historial');
  await coordinacion.context().close();
});
