/** What one data file of an extract holds, by three counts that must agree before the extract is handed out. */
export interface CuentaFichero {
  nombre: string;
  /** Rows the scope had when the job counted them (its progress bar's total). */
  contadas: number;
  /** Rows the reader handed on. */
  leidas: number;
  /** Rows the writer put in the file. */
  escritas: number;
}

/** An extract that would be handed out short (or long): failed with the reason, never marked LISTA. */
export class DescargaDescuadrada extends Error {
  constructor(motivo: string) {
    super(motivo);
    this.name = 'DescargaDescuadrada';
  }
}

const filas = (n: number) => `${n.toLocaleString('es-ES')} ${n === 1 ? 'fila' : 'filas'}`;

/**
 * Checks each file's rows written against the rows read and against the scope's count; a count that differs is
 * taken again (`recontar`, after the read) before it is called a failure, since a record saved while the extract ran
 * legitimately moves the count.
 */
export async function comprobarFilas(cuentas: readonly CuentaFichero[], recontar: (nombre: string) => Promise<number>): Promise<void> {
  for (const { nombre, contadas, leidas, escritas } of cuentas) {
    if (escritas !== leidas) {
      throw new DescargaDescuadrada(`el fichero «${nombre}» tiene ${filas(escritas)} escritas de ${filas(leidas)} leídas. No se entrega; vuelva a generarla.`);
    }
    if (leidas === contadas) continue;
    const ahora = await recontar(nombre);
    if (leidas !== ahora) {
      throw new DescargaDescuadrada(
        `el fichero «${nombre}» salió con ${filas(leidas)} y el alcance de la descarga tiene ${filas(ahora)}. No se entrega; vuelva a generarla y, si se repite, avise al administrador.`,
      );
    }
  }
}
