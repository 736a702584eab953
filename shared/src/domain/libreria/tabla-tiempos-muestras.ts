import { buscarFila } from '../catalogues/catalogo-fila';
import { MOMENTO_MUESTRA } from '../catalogues/momento-muestra';
import { CATALOGOS_SEMILLA, type CatalogosVigentes, type FilaCatalogoVigente } from '../catalogues/catalogos-vigentes';
import { ensayosDeMuestra, momentosDeEnsayo } from '../muestras/momentos-ensayo';
import { SIN_VALOR } from '../fields/texto-campo';
import type { ContenidoGenerado, TablaGenerada } from './documento-generado';

type MomentoConColumnas = { readonly ventana?: string | null; readonly momento_general?: string };

function momentoGeneral(codigo: string): string {
  return buscarFila(MOMENTO_MUESTRA, codigo)?.etiqueta ?? codigo;
}

function tablaDeEnsayo(ensayo: FilaCatalogoVigente, vigentes: CatalogosVigentes): TablaGenerada {
  const momentos = momentosDeEnsayo(ensayo.codigo, vigentes) as readonly (ReturnType<typeof momentosDeEnsayo>[number] & MomentoConColumnas)[];
  return {
    titulo: ensayo.etiqueta,
    columnas: ['Código', 'Momento según protocolo', 'Ventana', 'Momento general'],
    filas: momentos.map((momento) => [
      momento.codigo,
      momento.etiqueta,
      momento.ventana ?? SIN_VALOR,
      momentoGeneral(momento.momento_general ?? momento.codigo),
    ]),
    notas: typeof ensayo.nct === 'string' && ensayo.nct !== '' ? [`Registro en ClinicalTrials.gov: ${ensayo.nct}.`] : [],
  };
}

/**
 * The sample-timing table (catalogues.md §1.2): for each trial a sample may belong to, its protocol moments with
 * their window and the general moment (§1.1) each maps to. Read from the catalogues in force (the administrator's
 * rows; the seed values where none are given), never copied.
 */
export function tablaTiemposMuestras(vigentes: CatalogosVigentes = CATALOGOS_SEMILLA): ContenidoGenerado {
  return {
    descripcion:
      'Momentos de extracción que cada ensayo define en su protocolo, con la ventana prevista y el momento general al que corresponde. Generada a partir de los catálogos del registro.',
    tablas: ensayosDeMuestra(vigentes).map((ensayo) => tablaDeEnsayo(ensayo, vigentes)),
  };
}
