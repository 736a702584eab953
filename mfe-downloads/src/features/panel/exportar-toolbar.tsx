import type { RefObject } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { csvCompleto } from '@registro-lma/shared/domain';
import { guardarFichero, notify } from '@registro-lma/shared/ui';
import { guardarPng, guardarSvg } from './figura-export';

export interface ExportarToolbarProps {
  /** What the buttons export, for their accessible names: «la curva», «los indicadores». */
  readonly que: string;
  /** File name without extension. */
  readonly nombre: string;
  readonly cabecera: readonly string[];
  readonly filas: readonly (readonly (string | null)[])[];
  /** The element that holds the chart's <svg>. */
  readonly figura: RefObject<HTMLElement | null>;
}

/** The chart's numbers as the extracts write CSV, and its figure as SVG or PNG. */
export function ExportarToolbar({ que, nombre, cabecera, filas, figura }: ExportarToolbarProps) {
  const svg = () => figura.current?.querySelector<SVGSVGElement>('svg') ?? null;
  const csv = () => guardarFichero(new Blob([csvCompleto(cabecera, filas)], { type: 'text/csv;charset=utf-8' }), `${nombre}.csv`);
  const imagen = async (formato: 'svg' | 'png') => {
    const elemento = svg();
    if (elemento === null) return;
    try {
      if (formato === 'svg') guardarSvg(elemento, nombre);
      else await guardarPng(elemento, nombre);
    } catch (fallo) {
      notify(fallo instanceof Error ? fallo.message : 'No se ha podido guardar la figura.', { variant: 'error' });
    }
  };
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button size="small" variant="outlined" onClick={csv} aria-label={`Descargar CSV de ${que}`}>
        CSV
      </Button>
      <Button size="small" variant="outlined" onClick={() => void imagen('svg')} aria-label={`Descargar SVG de ${que}`}>
        SVG
      </Button>
      <Button size="small" variant="outlined" onClick={() => void imagen('png')} aria-label={`Descargar PNG de ${que}`}>
        PNG
      </Button>
    </Stack>
  );
}
