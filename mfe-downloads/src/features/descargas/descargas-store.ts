import { create } from 'zustand';
import { areaDescarga, ESTADOS_DESCARGA_ACTIVOS, type DescargaVista } from '@registro-lma/shared/domain';
import { HttpError } from '@registro-lma/shared/http';
import { notify } from '@registro-lma/shared/ui';
import { listarDescargas } from './descargas.resource';

/** How often the list is read again while an extract is queued or running. */
export const INTERVALO_SEGUIMIENTO_MS = 1500;

interface EstadoDescargas {
  /** null until the first read. */
  readonly descargas: readonly DescargaVista[] | null;
  readonly error: string | null;
}

export const useDescargas = create<EstadoDescargas>(() => ({ descargas: null, error: null }));

const activa = (descarga: DescargaVista) => ESTADOS_DESCARGA_ACTIVOS.includes(descarga.estado);

/** Tells the user when one of their extracts ends, whatever screen they are on. */
function avisarFinales(antes: readonly DescargaVista[] | null, ahora: readonly DescargaVista[]): void {
  if (antes === null) return;
  for (const descarga of ahora) {
    const previa = antes.find((otra) => otra.descarga_id === descarga.descarga_id);
    if (previa === undefined || !activa(previa) || activa(descarga)) continue;
    const titulo = areaDescarga(descarga.area).titulo;
    if (descarga.estado === 'LISTA') notify(`La descarga «${titulo}» está lista.`, { variant: 'success' });
    if (descarga.estado === 'FALLIDA') notify(`La descarga «${titulo}» ha fallado: ${descarga.error ?? 'sin motivo'}`, { variant: 'error' });
  }
}

let temporizador: ReturnType<typeof setTimeout> | null = null;

/**
 * Reads the caller's extracts and, while one is queued or running, reads them again every INTERVALO_SEGUIMIENTO_MS.
 * It lives in the module, not in the screen: leaving /descargas does not stop it, so the notice still comes.
 */
export async function actualizarDescargas(): Promise<void> {
  if (temporizador !== null) clearTimeout(temporizador);
  temporizador = null;
  try {
    const descargas = await listarDescargas();
    avisarFinales(useDescargas.getState().descargas, descargas);
    useDescargas.setState({ descargas, error: null });
    if (descargas.some(activa)) temporizador = setTimeout(() => void actualizarDescargas(), INTERVALO_SEGUIMIENTO_MS);
  } catch (error) {
    useDescargas.setState({ error: error instanceof HttpError ? error.message : 'No se han podido cargar sus descargas.' });
  }
}

/** Adds an extract just requested, so it shows at once, and follows it. */
export function seguirDescarga(descarga: DescargaVista): void {
  const { descargas } = useDescargas.getState();
  useDescargas.setState({ descargas: [descarga, ...(descargas ?? []).filter((otra) => otra.descarga_id !== descarga.descarga_id)] });
  void actualizarDescargas();
}

/** Tests: forgets the list and stops following. */
export function reiniciarDescargas(): void {
  if (temporizador !== null) clearTimeout(temporizador);
  temporizador = null;
  useDescargas.setState({ descargas: null, error: null });
}
