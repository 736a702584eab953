/** One colour per group, in the answer's order, shared by a chart, its legend and its table (contrast ≥ 4.5:1 on white). */
const COLORES = ['#1565c0', '#c62828', '#2e7d32', '#e65100', '#6a1b9a', '#00838f', '#5d4037', '#ad1457', '#455a64', '#827717'];

export const colorDeGrupo = (indice: number): string => COLORES[indice % COLORES.length]!;
