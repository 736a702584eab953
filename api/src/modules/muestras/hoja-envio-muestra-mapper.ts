import {
  buscarFila,
  CAMPOS_MUESTRA,
  conCatalogosVigentes,
  ENTIDAD,
  filasVigentes,
  momentosDeEnsayo,
  SEXO,
  type CatalogoFila,
  type CatalogosVigentes,
  type Muestra,
} from '@registro-lma/shared/domain';
import type { DatosHojaEnvio } from '../hoja-envio/hoja-envio-types';

/** What the sheet needs beyond the sample: the centre's name, who asked for the sheet and when. */
export interface ContextoHojaEnvio {
  hospital_nombre: string;
  solicitado_por: string;
  generado_en: Date;
  /** The ⚙ catalogues in force: labels of laboratories, funding and trials, and the laboratory's address. */
  catalogos: CatalogosVigentes;
}

function etiquetaEn(catalogo: readonly CatalogoFila[], valor: unknown): string {
  if (typeof valor !== 'string') return '';
  return buscarFila(catalogo, valor)?.etiqueta ?? valor;
}

/** The printed label of one of the sample form's catalogue fields, with its «otro» text when there is one. */
function etiqueta(campos: typeof CAMPOS_MUESTRA, datos: Record<string, unknown>, nombre: string): string {
  const campo = campos.find((candidato) => candidato.name === nombre);
  const texto = campo !== undefined && 'catalogo' in campo ? etiquetaEn(campo.catalogo, datos[nombre]) : String(datos[nombre] ?? '');
  const otro = datos[`${nombre}_otro`];
  return typeof otro === 'string' && otro !== '' ? `${texto}: ${otro}` : texto;
}

const textoONulo = (valor: unknown): string | null => (typeof valor === 'string' && valor !== '' ? valor : null);

/** Where the laboratory receives samples, as its catalogue row gives it (address, city, phone, mail); null if none. */
function direccionDeLaboratorio(catalogos: CatalogosVigentes, codigo: unknown): string | null {
  const fila = filasVigentes(catalogos, 'laboratorio').find((candidata) => candidata.codigo === codigo);
  const presentes = ['direccion', 'ciudad', 'telefono', 'email_recepcion'].map((columna) => textoONulo(fila?.[columna])).filter((parte) => parte !== null);
  return presentes.length === 0 ? null : presentes.join(' · ');
}
const numeroONulo = (valor: unknown): number | null => (typeof valor === 'number' ? valor : null);

/**
 * The «Hoja de envío» of a sample (data-dictionary §5.1) from the sample as the API answers it: catalogue labels, the
 * patient's pseudonymous summary only (the sample carries no name or birth date to copy), the laboratory's name.
 */
export function datosHojaEnvioDe(muestra: Muestra, contexto: ContextoHojaEnvio): DatosHojaEnvio {
  const { datos, paciente } = muestra;
  const campos = conCatalogosVigentes(CAMPOS_MUESTRA, contexto.catalogos);
  const etiquetaDe = (nombre: string, valores: Record<string, unknown> = datos) => etiqueta(campos, valores, nombre);
  if (paciente.edad_muestra === null) throw new Error(`La muestra ${muestra.codigo_muestra} no tiene edad a la extracción.`);
  const momento: DatosHojaEnvio['momento'] =
    datos.es_ensayo === true
      ? {
          es_ensayo: true,
          ensayo: etiquetaDe('ensayo'),
          momento_ensayo: etiquetaEn(momentosDeEnsayo(datos.ensayo, contexto.catalogos), datos.momento_ensayo),
          codigo_paciente_ensayo: muestra.codigo_paciente_ensayo,
          ciclo: numeroONulo(datos.ciclo),
          dia_ciclo: numeroONulo(datos.dia_ciclo),
        }
      : { es_ensayo: false, momento: etiquetaDe('momento') };
  return {
    codigo_muestra: muestra.codigo_muestra,
    upn: paciente.upn,
    hospital: { codigo: paciente.hospital_codigo, nombre: contexto.hospital_nombre },
    sexo: etiquetaEn(SEXO, paciente.sexo),
    edad_extraccion: paciente.edad_muestra,
    entidad: etiquetaEn(ENTIDAD, paciente.entidad),
    momento,
    material: etiquetaDe('material'),
    anticoagulante: etiquetaDe('anticoagulante'),
    n_tubos: numeroONulo(datos.n_tubos) ?? 0,
    volumen_ml: numeroONulo(datos.volumen_ml),
    fecha_extraccion: String(datos.fecha_extraccion),
    hora_extraccion: textoONulo(datos.hora_extraccion),
    estudios_solicitados: (Array.isArray(datos.estudios_solicitados) ? datos.estudios_solicitados : []).map((codigo) =>
      etiquetaDe('estudios_solicitados', { estudios_solicitados: codigo }),
    ),
    laboratorio_destino: { nombre: etiquetaDe('laboratorio_destino'), direccion: direccionDeLaboratorio(contexto.catalogos, datos.laboratorio_destino) },
    financiacion: etiquetaDe('laboratorio_economico'),
    codigo_proyecto: textoONulo(datos.codigo_proyecto),
    temperatura_envio: textoONulo(datos.temperatura_envio) === null ? null : etiquetaDe('temperatura_envio'),
    condiciones_envio: null,
    fecha_envio: textoONulo(datos.fecha_envio),
    solicitado_por: contexto.solicitado_por,
    generado_en: contexto.generado_en,
  };
}
