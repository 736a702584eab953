import { MOTIVO_FIN_TRATAMIENTO } from '../../catalogues/seguimiento-recaida-muerte';

/** `motivo_fin_tratamiento` for forms with their own «¿En curso?» question: `EN_CURSO` is not offered (catalogues.md §51). */
export const MOTIVO_FIN_CON_EN_CURSO = MOTIVO_FIN_TRATAMIENTO.filter((fila) => fila.codigo !== 'EN_CURSO');
