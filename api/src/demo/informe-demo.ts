import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Almacen } from '../platform/almacen/almacen-storage';
import { MIME_DE } from '../platform/subidas/tipo-archivo-validator';

/** The stored demo report: where it is and what the report rows record of it. */
export interface InformeDemo {
  clave: string;
  sha256: string;
  tamano_bytes: number;
  tipo_mime: string;
}

const LINEAS = [
  'Registro LMA - Informe de laboratorio',
  'DATOS FICTICIOS DE DEMOSTRACIÓN',
  'Este documento acompaña a las muestras de un registro de demostración.',
  'No contiene resultados de ningún paciente real.',
];

/** A one-page A4 PDF (a few hundred bytes of text), the same for every report of a run. */
export async function pdfInformeDemo(): Promise<Uint8Array> {
  const documento = await PDFDocument.create();
  documento.setTitle('Informe de laboratorio (demostración)');
  const fuente = await documento.embedFont(StandardFonts.Helvetica);
  const pagina = documento.addPage([595.28, 841.89]);
  LINEAS.forEach((linea, indice) => pagina.drawText(linea, { x: 56, y: 780 - indice * 24, size: indice === 0 ? 16 : 11, font: fuente }));
  // Fixed dates: the same bytes (and SHA-256) from every run.
  documento.setCreationDate(new Date('2026-01-01T00:00:00Z'));
  documento.setModificationDate(new Date('2026-01-01T00:00:00Z'));
  return documento.save();
}

/**
 * Stores the demo report once for the run: every seeded report row points at this one file (reports may share a
 * stored file; each sample has at most one active report with a given SHA-256, and the demo gives each sample one).
 */
export async function guardarInformeDemo(almacen: Almacen): Promise<InformeDemo> {
  const clave = `informes/demostracion/${randomUUID()}`;
  const guardado = await almacen.guardar(clave, Readable.from([Buffer.from(await pdfInformeDemo())]));
  return { clave, sha256: guardado.sha256, tamano_bytes: guardado.bytes, tipo_mime: MIME_DE.pdf };
}
