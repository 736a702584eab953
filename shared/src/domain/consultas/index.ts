export { CAMPO_TEXTO_CONSULTA, ESTADOS_CONSULTA, EVENTOS_CONSULTA, MENSAJE_CONSULTAS_SIN_CERRAR, ORIGENES_CONSULTA } from './consulta-definicion';
export type { EstadoConsulta, EventoConsulta, FormularioConsulta, OrigenConsulta } from './consulta-definicion';
export type { Consulta, ConsultaDetalle, EventoHiloConsulta } from './consulta-vista';
export { tablaDeFormulario, textosCorreccion } from './consulta-correccion';
