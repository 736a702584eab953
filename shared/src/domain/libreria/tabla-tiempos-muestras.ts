import { buscarFila } from '../catalogues/catalogo-fila';
import { MOMENTO_MUESTRA } from '../catalogues/momento-muestra';
import { ENSAYOS_DE_MUESTRA, momentosDeEnsayo } from '../muestras/momentos-ensayo';
import { SIN_VALOR, type ContenidoGenerado, type TablaGenerada } from './documento-generado';

type MomentoConColumnas = { readonly ventana?: string | null; readonly momento_general?: string };

function momentoGeneral(codigo: string): string {
  return buscarFila(MOMENTO_MUESTRA, codigo)?.etiqueta ?? codigo;
}

function tablaDeEnsayo(ensayo: (typeof ENSAYOS_DE_MUESTRA)[number]): TablaGenerada {
  const momentos = momentosDeEnsayo(ensayo.codigo) as readonly (ReturnType<typeof momentosDeEnsayo>[number] & MomentoConColumnas)[];
  return {
    titulo: ensayo.etiqueta,
    columnas: ['Código', 'Momento según protocolo', 'Ventana', 'Momento general'],
    filas: momentos.map((momento) => [
      momento.codigo,
      momento.etiqueta,
      momento.ventana ?? SIN_VALOR,
      momentoGeneral(momento.momento_general ?? momento.codigo),
    ]),
    notas: ensayo.nct === null ? [] : [`Registro en ClinicalTrials.gov: ${ensayo.nct}.`],
  };
}

/**
 * The sample-timing table (catalogues.md §1.2): for each trial a sample may belong to, its protocol moments with
 * their window and the general moment (§1.1) each maps to. Read from the moment catalogues, never copied.
 */
export function tablaTiemposMuestras(): ContenidoGenerado {
  return {
    descripcion:
      'Momentos de extracción que cada ensayo define en su protocolo, con la ventana prevista y el momento general al que corresponde. Generada a partir de los catálogos del registro.',
    tablas: ENSAYOS_DE_MUESTRA.map(tablaDeEnsayo),
  };
}
