import { useRef, useState } from 'react';
import { ESTADO_MUESTRA, etiquetaCatalogo, MENSAJE_MUESTRA_NO_CONFIRMABLE, type Muestra } from '@registro-lma/shared/domain';
import { buscarMuestraPorCodigo, mensajeCodigoNoEncontrado } from '../../comun/codigo-muestra.resource';

/** The line under the scan box after each scan: what happened to the tube. */
export type LineaBandeja = { readonly texto: string; readonly error: boolean };

export const mensajeYaEnBandeja = (codigo: string) => `La muestra ${codigo} ya está en la bandeja.`;
export const mensajeAnadida = (codigo: string) => `${codigo} añadida a la bandeja.`;
export const mensajeNoRecibible = (muestra: Pick<Muestra, 'codigo_muestra' | 'estado'>) =>
  `La muestra ${muestra.codigo_muestra} está «${etiquetaCatalogo(ESTADO_MUESTRA, muestra.estado)}». ${MENSAJE_MUESTRA_NO_CONFIRMABLE}`;

const recibible = (muestra: Muestra) => muestra.confirmacion === null && (muestra.estado === 'REGISTRADA' || muestra.estado === 'ENVIADA');

export interface BandejaRecepcion {
  /** The tubes in the tray, in the order they were scanned. */
  readonly tubos: readonly Muestra[];
  readonly linea: LineaBandeja | null;
  /** A scanned code: its sample joins the tray, or the line says why not. */
  escanear(codigo: string): Promise<void>;
  /** Takes a tube out of the tray (to its own form, or because it should not be there). */
  sacar(muestraId: number): void;
  /** Puts back a tube taken out. */
  devolver(muestra: Muestra): void;
  /** After the tray was received: empty, with what the line should say. */
  vaciar(linea: LineaBandeja): void;
}

/**
 * The bulk reception's tray. A scanner types faster than the API answers, so a code is counted as in the tray from
 * the moment it is scanned: the same tube scanned twice in a row is refused once, not added twice.
 */
export function useBandejaRecepcion(): BandejaRecepcion {
  const [tubos, setTubos] = useState<readonly Muestra[]>([]);
  const [linea, setLinea] = useState<LineaBandeja | null>(null);
  const codigos = useRef(new Set<string>());

  const escanear = async (texto: string) => {
    const codigo = texto.trim().toUpperCase();
    if (codigo === '') return;
    if (codigos.current.has(codigo)) {
      setLinea({ texto: mensajeYaEnBandeja(codigo), error: true });
      return;
    }
    codigos.current.add(codigo);
    const rechazar = (texto: string) => {
      codigos.current.delete(codigo);
      setLinea({ texto, error: true });
    };
    let muestra: Muestra;
    try {
      muestra = await buscarMuestraPorCodigo(codigo);
    } catch (error) {
      rechazar(mensajeCodigoNoEncontrado(codigo, error));
      return;
    }
    if (!recibible(muestra)) {
      rechazar(mensajeNoRecibible(muestra));
      return;
    }
    setTubos((actuales) => [...actuales, muestra]);
    setLinea({ texto: mensajeAnadida(codigo), error: false });
  };

  const sacar = (muestraId: number) =>
    setTubos((actuales) => {
      const fuera = actuales.find((tubo) => tubo.muestra_id === muestraId);
      if (fuera !== undefined) codigos.current.delete(fuera.codigo_muestra);
      return actuales.filter((tubo) => tubo.muestra_id !== muestraId);
    });

  const devolver = (muestra: Muestra) => {
    codigos.current.add(muestra.codigo_muestra);
    setTubos((actuales) => [...actuales, muestra]);
  };

  const vaciar = (nueva: LineaBandeja) => {
    codigos.current.clear();
    setTubos([]);
    setLinea(nueva);
  };

  return { tubos, linea, escanear, sacar, devolver, vaciar };
}
