import type { Locator } from 'playwright-core';
import { buscarFila, esVisible, type Campo, type DefinicionEtapa, type Registro } from './dominio';

export interface OpcionesRelleno {
  /** The option label of a field that points at another record (`rr_recaida_id` → «Recaída 1 (01/09/2024)»). */
  readonly etiquetas?: Readonly<Record<string, string>>;
  /** Run after the field of that name is filled: the test looks at the live form there. */
  readonly despuesDe?: Readonly<Record<string, () => Promise<void>>>;
}

type Rol = 'textbox' | 'combobox' | 'group' | 'switch';

const ROL: Readonly<Record<Campo['kind'], Rol>> = {
  text: 'textbox',
  integer: 'textbox',
  decimal: 'textbox',
  enum: 'combobox',
  multiEnum: 'combobox',
  date: 'group',
  boolean: 'switch',
};

const vacio = (valor: unknown) => valor === null || valor === undefined || (Array.isArray(valor) && valor.length === 0);

/** What a user types in a text-like input: decimals with a comma. */
function texto(campo: Campo, valor: unknown): string {
  if (campo.kind === 'decimal') return String(valor).replace('.', ',');
  return String(valor);
}

function etiquetaOpcion(campo: Campo, codigo: unknown, opciones: OpcionesRelleno): string {
  const catalogo = campo.kind === 'enum' || campo.kind === 'multiEnum' ? campo.catalogo : undefined;
  const etiqueta = catalogo === undefined ? opciones.etiquetas?.[campo.name] : buscarFila(catalogo, String(codigo))?.etiqueta;
  if (etiqueta === undefined) throw new Error(`${campo.name}: no sé qué opción corresponde a ${String(codigo)}`);
  return etiqueta;
}

/** The input of one field inside `ambito`, by its role and Spanish label (the n-th when a panel repeats a label). */
export function entrada(ambito: Locator, campo: Campo, repeticion = 0): Locator {
  return ambito.getByRole(ROL[campo.kind], { name: campo.label, exact: true }).nth(repeticion);
}

/**
 * Sets one input as a user would: typing (decimal comma), choosing from the list by the catalogue label, switching,
 * or typing DD/MM/AAAA into the date picker from its day section.
 */
export async function rellenarCampo(control: Locator, campo: Campo, valor: unknown, opciones: OpcionesRelleno = {}): Promise<void> {
  const page = control.page();
  switch (campo.kind) {
    case 'text':
    case 'integer':
    case 'decimal':
      await control.fill(texto(campo, valor));
      return;
    case 'boolean':
      await control.setChecked(valor === true);
      return;
    case 'date': {
      const [anio, mes, dia] = String(valor).split('-');
      await control.getByRole('spinbutton', { name: 'Día' }).click();
      await page.keyboard.type(`${dia}${mes}${anio}`);
      return;
    }
    case 'enum': {
      // With the keyboard, as the select allows: ↓ opens the list, Enter on the option chooses it.
      await control.press('ArrowDown');
      const lista = page.getByRole('listbox');
      await lista.getByRole('option', { name: etiquetaOpcion(campo, valor, opciones), exact: true }).press('Enter');
      await lista.waitFor({ state: 'detached' });
      return;
    }
    case 'multiEnum': {
      // The list toggles: what the form already chose (a pre-filled ATG) is left alone, what it chose and the record
      // does not hold is taken out.
      await control.click();
      const lista = page.getByRole('listbox');
      const deseadas = (valor as readonly unknown[]).map((codigo) => etiquetaOpcion(campo, codigo, opciones));
      for (const etiqueta of deseadas) {
        const opcion = lista.getByRole('option', { name: etiqueta, exact: true });
        if ((await opcion.getAttribute('aria-selected')) !== 'true') await opcion.click();
      }
      const sobrantes = (await lista.getByRole('option', { selected: true }).allInnerTexts()).filter((etiqueta) => !deseadas.includes(etiqueta));
      for (const etiqueta of sobrantes) await lista.getByRole('option', { name: etiqueta, exact: true }).click();
      await control.press('Escape');
      await lista.waitFor({ state: 'detached' });
      return;
    }
  }
}

/**
 * Fills a form without panels (a sample, an NGS header, a biobank entry) inside `ambito`: each value of `registro`
 * into its field's input, in definition order, so a field that another one shows is there when its turn comes.
 */
export async function rellenarSinPaneles(ambito: Locator, campos: readonly Campo[], registro: Registro): Promise<void> {
  for (const campo of campos) {
    if (!vacio(registro[campo.name])) await rellenarCampo(entrada(ambito, campo), campo, registro[campo.name]);
  }
}

/** The fields the form shows for the values set so far (it reads its values as they are, as here). */
function visibles(campos: readonly Campo[], valores: Registro, adjuntos: Registro): ReadonlySet<string> {
  const registro = { ...adjuntos, ...valores };
  return new Set(campos.filter((campo) => esVisible(campo, registro)).map((campo) => campo.name));
}

/**
 * Fills the fields of `campos` that `registro` gives a value and `rellenados` does not hold yet, in definition order,
 * each once it is visible: a branching field appears when the one it depends on is set. Inside a panel that repeats
 * a label (two «Material» of one EMR block) the n-th visible one is taken. Returns the names of the values no
 * visible field took.
 */
async function rellenarCampos(
  panelDe: (campo: Campo) => Locator,
  campos: readonly Campo[],
  registro: Registro,
  rellenados: Record<string, unknown>,
  adjuntos: Registro,
  opciones: OpcionesRelleno,
  agrupar: (campo: Campo) => string,
): Promise<string[]> {
  const pendiente = (campo: Campo) => !vacio(registro[campo.name]) && !(campo.name in rellenados);
  for (let avance = true; avance; ) {
    avance = false;
    for (const campo of campos) {
      if (!pendiente(campo)) continue;
      const ahora = visibles(campos, rellenados, adjuntos);
      if (!ahora.has(campo.name)) continue;
      const antes = campos.slice(0, campos.indexOf(campo));
      const repeticion = antes.filter((otro) => ahora.has(otro.name) && otro.label === campo.label && agrupar(otro) === agrupar(campo)).length;
      await rellenarCampo(entrada(panelDe(campo), campo, repeticion), campo, registro[campo.name], opciones);
      rellenados[campo.name] = registro[campo.name];
      avance = true;
      await opciones.despuesDe?.[campo.name]?.();
    }
  }
  return campos.filter(pendiente).map((campo) => campo.name);
}

/**
 * Fills a stage form inside `formulario` (the stage's block, or the panel of a new row) with `registro`, as a
 * clinician would: each field by its label in its panel (the fieldset titled as the stage's section), then the
 * sub-table rows through «Añadir …», then whatever those rows made visible. Returns what could not be filled:
 * values of fields that stayed hidden.
 */
export async function rellenarFormulario(
  formulario: Locator,
  etapa: DefinicionEtapa,
  registro: Registro,
  opciones: OpcionesRelleno = {},
): Promise<string[]> {
  const seccion = (campo: Campo) => etapa.secciones.find((candidata) => candidata.campos.includes(campo.name))?.titulo ?? '';
  const panel = (campo: Campo) => formulario.getByRole('group', { name: seccion(campo), exact: true });
  const subtabla = etapa.subtabla;
  const filas = subtabla === undefined ? [] : ((registro[subtabla.nombre] as Registro[] | undefined) ?? []);
  const sinFilas = subtabla === undefined ? {} : { [subtabla.nombre]: [] };
  const conFilas = subtabla === undefined ? {} : { [subtabla.nombre]: filas };

  const rellenados: Record<string, unknown> = {};
  const omitidos = await rellenarCampos(panel, etapa.campos, registro, rellenados, sinFilas, opciones, seccion);
  if (subtabla === undefined || filas.length === 0) return omitidos;
  const filasOmitidas: string[] = [];
  for (const [indice, fila] of filas.entries()) {
    await formulario.getByRole('button', { name: `Añadir ${subtabla.titulo}`, exact: true }).click();
    const grupo = formulario.getByRole('group', { name: `${subtabla.titulo} ${indice + 1}`, exact: true });
    const sinRellenar = await rellenarCampos(() => grupo, subtabla.campos, fila, {}, {}, opciones, () => '');
    filasOmitidas.push(...sinRellenar.map((nombre) => `${subtabla.nombre}.${indice}.${nombre}`));
  }
  // The rows may show fields of the record (a FISH result the risk reads): those are filled now.
  const restantes = await rellenarCampos(panel, etapa.campos, registro, rellenados, conFilas, opciones, seccion);
  return [...restantes, ...filasOmitidas];
}
