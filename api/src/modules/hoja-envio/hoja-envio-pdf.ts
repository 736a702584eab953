import { PDFDocument, rgb, StandardFonts, type PDFPage } from 'pdf-lib';
import { formatearFecha, formatearFechaHora, formatearNumero } from '@registro-lma/shared/domain';
import { imprimible, partirEnLineas } from '../../platform/pdf/texto-pdf';
import { codigoBarras128 } from './codigo-barras-generator';
import type { DatosHojaEnvio } from './hoja-envio-types';

const A4: [number, number] = [595.28, 841.89];
const MARGEN = 50;
const ANCHO_ETIQUETA = 170;
const TAMANO = 10;
const INTERLINEA = 14;
const GRIS = rgb(0.35, 0.35, 0.35);
const SIN_VALOR = '—';
const LINEA_EN_BLANCO = '____ / ____ / ________';
// Below this the footer is printed: long shipping rules continue on another page.
const FINAL_CONTENIDO = MARGEN + 40;

type Fila = readonly [etiqueta: string, valor: string];
type Seccion = { titulo: string; filas: readonly Fila[] };

const siNo = (valor: boolean) => (valor ? 'Sí' : 'No');
const texto = (valor: string | number | null | undefined) => (valor === null || valor === undefined || valor === '' ? SIN_VALOR : String(valor));

function secciones(datos: DatosHojaEnvio): Seccion[] {
  const { momento } = datos;
  const filasMomento: Fila[] = momento.es_ensayo
    ? [
        ['Muestra de ensayo clínico', siNo(true)],
        ['Ensayo', momento.ensayo],
        ['Momento según protocolo', momento.momento_ensayo],
        ['Código del paciente en el ensayo', texto(momento.codigo_paciente_ensayo)],
        ['Ciclo / día del ciclo', `${texto(momento.ciclo)} / ${texto(momento.dia_ciclo)}`],
      ]
    : [
        ['Muestra de ensayo clínico', siNo(false)],
        ['Momento de la muestra', momento.momento],
      ];
  return [
    {
      titulo: 'Paciente (seudonimizado)',
      filas: [
        ['UPN', datos.upn],
        ['Hospital', `${datos.hospital.codigo} · ${datos.hospital.nombre}`],
        ['Sexo', datos.sexo],
        ['Edad en la extracción', `${datos.edad_extraccion} años`],
        ['Entidad', datos.entidad],
      ],
    },
    {
      titulo: 'Muestra',
      filas: [
        ...filasMomento,
        ['Tipo de material', datos.material],
        ['Anticoagulante / conservante', datos.anticoagulante],
        ['Nº de tubos', String(datos.n_tubos)],
        ['Volumen total', datos.volumen_ml === null ? SIN_VALOR : `${formatearNumero(datos.volumen_ml)} mL`],
        ['Fecha de extracción', `${formatearFecha(datos.fecha_extraccion)}${datos.hora_extraccion === null ? '' : ` ${datos.hora_extraccion}`}`],
        ['Estudios solicitados', datos.estudios_solicitados.length === 0 ? SIN_VALOR : datos.estudios_solicitados.join(', ')],
      ],
    },
    {
      titulo: 'Envío',
      filas: [
        ['Laboratorio de destino', datos.laboratorio_destino.nombre],
        ['Dirección del laboratorio', texto(datos.laboratorio_destino.direccion)],
        ['Financiación del análisis', datos.codigo_proyecto === null ? datos.financiacion : `${datos.financiacion} (proyecto ${datos.codigo_proyecto})`],
        ['Temperatura de transporte', texto(datos.temperatura_envio)],
        ['Condiciones de envío', texto(datos.condiciones_envio)],
        ['Fecha de envío', datos.fecha_envio === null ? LINEA_EN_BLANCO : formatearFecha(datos.fecha_envio)],
        ['Solicitado por', datos.solicitado_por],
      ],
    },
  ];
}

const ALTO_BARRAS = 50;

/** Bars of the code drawn from `izquierda`, their top at `arriba`; a module is ≥ 0.4 mm so any scanner reads it. */
function dibujarCodigoBarras(pagina: PDFPage, codigo: string, izquierda: number, arriba: number): void {
  const simbolo = codigoBarras128(codigo);
  const modulo = Math.max(1.15, Math.min(2, 260 / simbolo.ancho));
  const alto = ALTO_BARRAS;
  for (const barra of simbolo.barras) {
    pagina.drawRectangle({ x: izquierda + barra.x * modulo, y: arriba - alto, width: barra.ancho * modulo, height: alto, color: rgb(0, 0, 0) });
  }
}

/**
 * Renders the «Hoja de envío de muestra» (data-dictionary §5.1) as an A4 PDF in Spanish: the sample code in large
 * text and as a Code-128 barcode, then the patient's pseudonymised data, the sample and the shipment. Does no I/O
 * and reads no clock: the same data give the same PDF.
 */
export async function generarHojaEnvio(datos: DatosHojaEnvio): Promise<Uint8Array> {
  const documento = await PDFDocument.create();
  documento.setTitle(`Hoja de envío de muestra ${datos.codigo_muestra}`);
  documento.setSubject('Registro LMA');
  documento.setLanguage('es-ES');
  documento.setProducer('Registro LMA');
  documento.setCreator('Registro LMA');
  documento.setCreationDate(datos.generado_en);
  documento.setModificationDate(datos.generado_en);
  const [normal, negrita] = await Promise.all([documento.embedFont(StandardFonts.Helvetica), documento.embedFont(StandardFonts.HelveticaBold)]);
  let pagina: PDFPage = documento.addPage(A4);
  const [anchoPagina, altoPagina] = A4;
  const anchoValor = anchoPagina - 2 * MARGEN - ANCHO_ETIQUETA;
  let y = altoPagina - MARGEN;

  pagina.drawText('Hoja de envío de muestra', { x: MARGEN, y: y - 18, size: 18, font: negrita });
  pagina.drawText('Registro LMA · Acompaña a la muestra hasta el laboratorio de destino', { x: MARGEN, y: y - 34, size: 9, font: normal, color: GRIS });
  y -= 70;
  pagina.drawText('Código de muestra', { x: MARGEN, y, size: 9, font: normal, color: GRIS });
  pagina.drawText(imprimible(negrita, datos.codigo_muestra), { x: MARGEN, y: y - 24, size: 22, font: negrita });
  // Below the text, never over it: a lab without a scanner, or with a damaged label, reads the code.
  dibujarCodigoBarras(pagina, datos.codigo_muestra, MARGEN, y - 38);
  y -= 38 + ALTO_BARRAS + 22;

  for (const seccion of secciones(datos)) {
    y -= 10;
    pagina.drawText(seccion.titulo, { x: MARGEN, y, size: 12, font: negrita });
    pagina.drawLine({ start: { x: MARGEN, y: y - 4 }, end: { x: anchoPagina - MARGEN, y: y - 4 }, thickness: 0.5, color: GRIS });
    y -= 20;
    for (const [etiqueta, valor] of seccion.filas) {
      pagina.drawText(etiqueta, { x: MARGEN, y, size: TAMANO, font: normal, color: GRIS });
      for (const linea of partirEnLineas(normal, imprimible(normal, valor), anchoValor, TAMANO)) {
        if (y < FINAL_CONTENIDO) {
          pagina = documento.addPage(A4);
          y = altoPagina - MARGEN;
        }
        pagina.drawText(linea, { x: MARGEN + ANCHO_ETIQUETA, y, size: TAMANO, font: normal });
        y -= INTERLINEA;
      }
      y -= 2;
    }
  }

  const pie = `Generada el ${formatearFechaHora(datos.generado_en.toISOString())} (hora de Madrid). Sin datos identificativos del paciente: la identidad correspondiente al UPN solo la conoce su hospital.`;
  let yPie = MARGEN + 12;
  for (const linea of partirEnLineas(normal, pie, anchoPagina - 2 * MARGEN, 8)) {
    pagina.drawText(linea, { x: MARGEN, y: yPie, size: 8, font: normal, color: GRIS });
    yPie -= 10;
  }
  return documento.save();
}
