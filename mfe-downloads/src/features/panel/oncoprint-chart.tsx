import type { KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { OncoprintMutaciones } from '@registro-lma/shared/domain';
import { TIPOS_ONCOPRINT } from './mutaciones-csv';

/** One colour per variant type (contrast ≥ 3:1 on the grey of a wild-type cell), as cBioPortal colours its glyphs. */
const COLOR_TIPO: Readonly<Record<string, string>> = {
  MULTIPLE: '#000000',
  MISSENSE: '#1b7837',
  NONSENSE: '#b2182b',
  FRAMESHIFT: '#6a1b9a',
  INFRAME_INDEL: '#8c510a',
  SPLICE: '#e65100',
  ITD: '#1565c0',
  TKD: '#00838f',
  PTD: '#ad1457',
  SINONIMA: '#5d4037',
  OTRA: '#455a64',
};
const SIN_VARIANTE = '#d9d9d9';
const NO_ESTUDIADO = '#ffffff';

const ETIQUETA = 70;
const ANCHO = 900;
const FILA = 18;

export interface OncoprintChartProps {
  readonly oncoprint: OncoprintMutaciones;
  /** A click (or Enter) on a gene: the survival curves split by it. */
  readonly onGen: (gen: string) => void;
}

/** A stretch of a gene's row over adjacent patients (from `desde` to `hasta`, in patients) with one value. */
interface Tramo<V> {
  desde: number;
  hasta: number;
  valor: V;
}

/** The row of gene `g` as stretches of equal `valor`: a rectangle per stretch, not per patient. */
function tramos<V>(columnas: OncoprintMutaciones['columnas'], g: number, valor: (celda: string | null) => V): Tramo<V>[] {
  const fila: Tramo<V>[] = [];
  let desde = 0;
  for (const columna of columnas) {
    const suyo = valor(columna.celdas[g] ?? null);
    const ultimo = fila.at(-1);
    if (ultimo !== undefined && ultimo.valor === suyo) ultimo.hasta += columna.pacientes;
    else fila.push({ desde, hasta: desde + columna.pacientes, valor: suyo });
    desde += columna.pacientes;
  }
  return fila;
}

/**
 * The OncoPrint, drawn by hand in SVG: MUI X Charts' community package has no heat map (it is in the paid Pro
 * package), and a matrix of coloured cells needs nothing a chart library adds. Genes are rows, patients columns, each
 * column as wide as the patients it stands for; a row is drawn as stretches of equal cells, so 100 000 patients make
 * a few thousand rectangles.
 */
export function OncoprintChart({ oncoprint, onGen }: OncoprintChartProps) {
  const { genes, columnas } = oncoprint;
  const pacientes = columnas.reduce((total, columna) => total + columna.pacientes, 0);
  const escala = pacientes === 0 ? 0 : ANCHO / pacientes;
  const alto = genes.length * FILA;
  const tecla = (gen: string) => (evento: KeyboardEvent) => {
    if (evento.key === 'Enter' || evento.key === ' ') {
      evento.preventDefault();
      onGen(gen);
    }
  };
  const rect = ({ desde, hasta }: Tramo<unknown>, y: number, height: number, fill: string) => (
    <rect key={`${y}-${desde}`} x={ETIQUETA + desde * escala} y={y} width={Math.max((hasta - desde) * escala, 0.5)} height={height} fill={fill} />
  );
  return (
    <>
      <svg viewBox={`0 0 ${ETIQUETA + ANCHO} ${alto}`} width="100%" role="group" aria-label={`OncoPrint: ${genes.length} genes en ${pacientes} pacientes`}>
        {genes.map((gen, g) => (
          <g key={gen}>
            <g role="button" tabIndex={0} aria-label={`Curvas de supervivencia por ${gen}`} onClick={() => onGen(gen)} onKeyDown={tecla(gen)} style={{ cursor: 'pointer' }}>
              <title>{`Curvas de supervivencia por ${gen}`}</title>
              <text x={ETIQUETA - 6} y={g * FILA + FILA * 0.7} textAnchor="end" fontSize={12} fill="#1565c0" textDecoration="underline">
                {gen}
              </text>
            </g>
            {tramos(columnas, g, (celda) => celda !== null).map((tramo) => rect(tramo, g * FILA + 1, FILA - 2, tramo.valor ? SIN_VARIANTE : NO_ESTUDIADO))}
            {tramos(columnas, g, (celda) => (celda === null || celda === '' ? null : celda)).flatMap((tramo) =>
              tramo.valor === null ? [] : [rect(tramo, g * FILA + FILA / 4, FILA / 2, COLOR_TIPO[tramo.valor] ?? '#455a64')],
            )}
          </g>
        ))}
      </svg>
      <Box component="ul" aria-label="Leyenda del OncoPrint" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0 }}>
        {[...TIPOS_ONCOPRINT, { codigo: 'SIN', etiqueta: 'Sin variante' }, { codigo: 'NO', etiqueta: 'Gen no estudiado' }].map((tipo) => (
          <Typography component="li" variant="body2" key={tipo.codigo} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            <Box
              component="span"
              aria-hidden
              sx={{ width: 12, height: 12, border: '1px solid #9e9e9e', bgcolor: tipo.codigo === 'SIN' ? SIN_VARIANTE : tipo.codigo === 'NO' ? NO_ESTUDIADO : COLOR_TIPO[tipo.codigo] }}
            />
            {tipo.etiqueta}
          </Typography>
        ))}
      </Box>
    </>
  );
}
