import type { GenMutaciones } from '@registro-lma/shared/domain';

const ETIQUETA = 70;
const ANCHO = 600;
const FILA = 22;
const x = (vaf: number) => ETIQUETA + (vaf / 100) * ANCHO;

/**
 * The VAF of each gene as a box plot (minimum, quartiles, median, maximum), drawn by hand in SVG: MUI X Charts has no
 * box plot. Genes without visible quartiles are left out (the table says why).
 */
export function VafChart({ genes }: { readonly genes: readonly GenMutaciones[] }) {
  const conVaf = genes.flatMap((g) => (g.vaf === null ? [] : [{ gen: g.gen, vaf: g.vaf }]));
  const alto = conVaf.length * FILA + 30;
  return (
    <svg viewBox={`0 0 ${ETIQUETA + ANCHO + 20} ${alto}`} width="100%" role="img" aria-label="Distribución de la VAF por gen">
      {conVaf.map(({ gen, vaf }, i) => {
        const y = i * FILA + FILA / 2;
        return (
          <g key={gen}>
            <text x={ETIQUETA - 6} y={y + 4} textAnchor="end" fontSize={12}>
              {gen}
            </text>
            <line x1={x(vaf.minimo)} x2={x(vaf.maximo)} y1={y} y2={y} stroke="#455a64" />
            <rect x={x(vaf.q1)} y={y - 7} width={Math.max(x(vaf.q3) - x(vaf.q1), 1)} height={14} fill="#bbdefb" stroke="#1565c0" />
            <line x1={x(vaf.mediana)} x2={x(vaf.mediana)} y1={y - 7} y2={y + 7} stroke="#0d47a1" strokeWidth={2} />
          </g>
        );
      })}
      {[0, 25, 50, 75, 100].map((marca) => (
        <g key={marca}>
          <line x1={x(marca)} x2={x(marca)} y1={conVaf.length * FILA} y2={conVaf.length * FILA + 5} stroke="#455a64" />
          <text x={x(marca)} y={conVaf.length * FILA + 18} textAnchor="middle" fontSize={11}>
            {`${marca} %`}
          </text>
        </g>
      ))}
    </svg>
  );
}
