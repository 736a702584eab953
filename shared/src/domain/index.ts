// Entry point of @registro-lma/shared/domain: pure TypeScript + zod, no React, no browser APIs.
export { MENSAJES, formatMensaje, formatearNumero } from './messages/mensajes-genericos';
export type { MarcadoresDe, MensajeId, MensajeSinMarcadores, Severidad } from './messages/mensajes-genericos';
export {
  MENSAJE_CLAVE_ENVIO_NO_VALIDA,
  MENSAJE_CLAVE_ENVIO_REUTILIZADA,
  MENSAJE_CODIFICACION_NO_VALIDA,
  MENSAJE_CONFLICTO_VERSION,
  MENSAJE_DATOS_NO_VALIDOS,
  MENSAJE_DIRECCION_NO_VALIDA,
  MENSAJE_DEMASIADOS_INTENTOS,
  MENSAJE_LOGIN_INCORRECTO,
  MENSAJE_RECURSO_NO_ENCONTRADO,
  MENSAJE_SERVICIO_NO_DISPONIBLE,
  MENSAJE_SERVIDOR_OCUPADO,
  MENSAJE_SESION_NO_VALIDA,
  MENSAJE_SIN_PERMISOS,
  MENSAJE_PACIENTE_NO_ENCONTRADO,
  MENSAJE_SIN_PERMISOS_PACIENTE,
  mensajeCaracteresNoPermitidos,
} from './messages/mensajes-fijos';

export { hoy, horaActual, fijarReloj, restaurarReloj } from './fechas/reloj';
export { formatearFecha, normalizarFechaIso } from './fechas/fecha-iso';
export { formatearFechaHora } from './fechas/formatear-fecha-hora';

export { buscarFila, crearCatalogo, crearCatalogoConColumnas, filasActivas } from './catalogues/catalogo-fila';
export type { CatalogoFila } from './catalogues/catalogo-fila';
export { CATALOGOS, CATALOGOS_CONFIGURABLES } from './catalogues/catalogos';
export {
  CAMPOS_EXTRA_CATALOGO,
  CAMPOS_EXTRA_MOMENTO,
  CAMPOS_FILA_CATALOGO,
  CATALOGOS_EDITABLES,
  CATALOGOS_SEMILLA,
  catalogoMomentosDe,
  camposExtraDe,
  ensayoDeCatalogoMomentos,
  filasVigentes,
  MENSAJE_CIERRE_ANTES_APERTURA,
  MENSAJE_CODIGO_DUPLICADO,
  mensajeCodigoDesactivado,
  mensajeCodigoEnUso,
  periodosDeEnsayos,
  SEMILLA_DE_CATALOGO,
  TITULO_CATALOGO,
} from './catalogues/catalogos-vigentes';
export type { CatalogoAdmin, CatalogoEditable, CatalogosVigentes, FilaCatalogoAdmin, FilaCatalogoVigente } from './catalogues/catalogos-vigentes';
export { codigosDesactivados, conCatalogosVigentes, conCodigosNombrados, deCatalogoEditable } from './catalogues/campos-vigentes';
export type { CatalogoId, CodigoCatalogo } from './catalogues/catalogos';
export { CODIGOS_EXCLUSIVOS } from './catalogues/codigos-exclusivos';
export { MOMENTO_MUESTRA } from './catalogues/momento-muestra';
export {
  MOMENTO_MUESTRA_FLAG_QUIDA,
  MOMENTO_MUESTRA_LAMVYX,
  MOMENTO_MUESTRA_LA_MIX,
  MOMENTO_MUESTRA_LMA_FLOW,
  MOMENTO_MUESTRA_PEVOLAM,
  MOMENTO_MUESTRA_VEN_A_QUI,
} from './catalogues/momento-muestra-ensayo';
export type { CatalogoMomentosId } from './catalogues/momento-muestra-ensayo';
export { LABORATORIO } from './catalogues/laboratorio';
export type { CodigoLaboratorio } from './catalogues/laboratorio';
export { BIOLAB } from './catalogues/biolab';
export type { CodigoBiolab } from './catalogues/biolab';
export { LABORATORIO_ECONOMICO } from './catalogues/laboratorio-economico';
export { ENSAYO } from './catalogues/ensayo';
export { RIESGO_LMA_FLOW } from './catalogues/riesgo-lma-flow';
export { ESTADO_PACIENTE } from './catalogues/estado-paciente';
export type { EstadoPaciente } from './catalogues/estado-paciente';
export { TRANSICIONES_ESTADO_PACIENTE } from './catalogues/transiciones-estado-paciente';
export type { TransicionEstadoPaciente } from './catalogues/transiciones-estado-paciente';
export { ENTIDAD } from './catalogues/entidad';
export type { UmbralBlastos } from './catalogues/entidad';
export { CALIFICADOR_OMS2022, ENTIDAD_OMS2022 } from './catalogues/entidad-oms2022';
export { CALIFICADOR_ICC2022, ENTIDAD_ICC2022 } from './catalogues/entidad-icc2022';
export { SEXO } from './catalogues/sexo';
export { ENFERMEDAD_NEOPLASICA_PREVIA } from './catalogues/enfermedad-neoplasica-previa';
export { UNIDAD_CREATININA } from './catalogues/unidad-creatinina';
export { UNIDAD } from './catalogues/unidad';
export { FAB } from './catalogues/fab';
export { FISH_SONDA } from './catalogues/fish-sonda';
export { CEBPA } from './catalogues/cebpa';
export { MUTACION, POSNEG_A, POSNEG_B } from './catalogues/posneg';
export { IDH1_TIPO, IDH2_TIPO } from './catalogues/idh';
export { RIESGO_GLOBAL, RIESGO_MOLECULAR } from './catalogues/riesgo';
export { ALTERACION_CITOGENETICA, CARIOTIPO } from './catalogues/cariotipo';
export { DATOS_ESENCIALES } from './catalogues/datos-esenciales';
export type { AplicaSi } from './catalogues/datos-esenciales';
export { SI_NO, SI_NO_DESC } from './catalogues/si-no';
export { ECOG } from './catalogues/ecog';
export { HCTI_ITEM, PARES_EXCLUYENTES_HCTI_ITEM } from './catalogues/hcti-item';
export { ORIGEN_LMA } from './catalogues/origen-lma';
export { TERAPIA_PREVIA } from './catalogues/terapia-previa';
export { GEN_GERMINAL } from './catalogues/gen-germinal';
export { PRESENTACION_CLINICA } from './catalogues/presentacion-clinica';
export { SITIO_EXTRAMEDULAR } from './catalogues/sitio-extramedular';
export { MOTIVO_NO_INTENSIVO } from './catalogues/motivo-no-intensivo';
export { MARCADOR_CMF } from './catalogues/marcador-cmf';
export { PERFIL_INMUNOFENOTIPO } from './catalogues/perfil-inmunofenotipo';
export { NPM1_TIPO } from './catalogues/npm1-tipo';
export { FLT3_ITD_METODO } from './catalogues/flt3-itd-metodo';
export { INTENCION_TRATAMIENTO } from './catalogues/intencion-tratamiento';
export { ESQUEMA_INDUCCION } from './catalogues/esquema-induccion';
export type { IntensidadEsquema } from './catalogues/esquema-induccion';
export { ESQUEMA_CONSOLIDACION } from './catalogues/esquema-consolidacion';
export { ESQUEMA_MANTENIMIENTO } from './catalogues/esquema-mantenimiento';
export { ESQUEMA_RESCATE } from './catalogues/esquema-rescate';
export { RESPUESTA_ELN2022 } from './catalogues/respuesta-eln2022';
export { EMR_CMF_RESULTADO, EMR_DIANA_PCR, EMR_ESTADO, EMR_PCR_RESULTADO, MATERIAL_EMR } from './catalogues/emr';
export { MATERIAL_MUESTRA } from './catalogues/material-muestra';
export { ANTICOAGULANTE } from './catalogues/anticoagulante';
export { TIPO_ESTUDIO } from './catalogues/tipo-estudio';
export { ESTADO_MUESTRA } from './catalogues/estado-muestra';
export { CONDICION_RECEPCION } from './catalogues/condicion-recepcion';
export { TEMPERATURA_TRANSPORTE } from './catalogues/temperatura-transporte';
export { TIPO_INFORME } from './catalogues/tipo-informe';
export { CLASIFICACION_VARIANTE, ESTADO_NGS, GEN_NGS, REGION_CEBPA, TIPO_VARIANTE } from './catalogues/ngs';
export * from './catalogues/trasplante';
export {
  CAUSA_MUERTE,
  ESTADO_ENFERMEDAD,
  FASE_MUERTE,
  INDICACION_RESCATE,
  METODO_EMR_RECAIDA,
  MOTIVO_FIN_TRATAMIENTO,
  TIPO_RECAIDA,
  TRATAMIENTO_ACTUAL,
} from './catalogues/seguimiento-recaida-muerte';
export { ETIQUETA_ROL, ROLES, ROL_USUARIO } from './catalogues/rol-usuario';
export type { Rol } from './catalogues/rol-usuario';
export { CONSENTIMIENTO, ESTADO_ALICUOTA, TEMPERATURA_ALMACENAMIENTO, TIPO_ALICUOTA } from './catalogues/administracion';
export { ESTADO_FORMULARIO } from './catalogues/estado-formulario';
export type { EstadoFormulario } from './catalogues/estado-formulario';
export { PAIS } from './catalogues/pais';
export type { CodigoPais } from './catalogues/pais';
export { COMUNIDAD_AUTONOMA } from './catalogues/comunidad-autonoma';
export type { CodigoComunidadAutonoma } from './catalogues/comunidad-autonoma';

export { defineField } from './fields/campo';
export { campoDe } from './fields/campo-de';
export { etiquetaCatalogo, SIN_VALOR, textoCampo } from './fields/texto-campo';
export { textoMaterialMuestra, textoMomentoMuestra } from './muestras/texto-muestra';
export { anticoagulanteTrasMaterial } from './muestras/anticoagulante-muestra';
export { bloqueoDeMuestras } from './muestras/admision-muestra';
export { CAMPO_VERSION } from './fields/campo-version';
export { ENTERO_MAXIMO } from './fields/entero-maximo';
export { CODE_LENGTH } from './fields/longitud-codigo';
export type {
  Campo,
  CampoBooleano,
  CampoCalculado,
  CampoDecimal,
  CampoEntero,
  CampoEnum,
  CampoFecha,
  CampoMultiEnum,
  CampoTexto,
  Condicion,
  KindCampo,
  RangoAviso,
  Referencia,
  Registro,
  Requerido,
  Seudonimo,
} from './fields/campo';
export type { Modo, RegistroDe, SalidaCampo, ValorCampo } from './fields/registro-de';
export { esRequerido, esVisible } from './fields/condiciones';
export { normalizarValor } from './fields/normalizar-valor';
export { normalizarRegistro } from './fields/normalizar-registro';
export type { ResultadoRegistro } from './fields/normalizar-registro';
export { avisoDe } from './fields/aviso-campo';
export { buildZodSchema } from './fields/build-zod-schema';
export type { OpcionesEsquema } from './fields/build-zod-schema';
export { esquemaJsonDe } from './fields/esquema-json';
export { CLAVE_ERROR_REGISTRO, erroresDeIssues, mensajeZodPorDefecto } from './fields/errores-zod';
export { validarRegistro } from './fields/validar-registro';
export { validarValoresFormulario } from './fields/validar-valores-formulario';
export type { ResultadoValidacion } from './fields/validar-registro';
export { validarCampo } from './fields/validar-campo';
export type { EstadoCampo, ValidacionCampo } from './fields/validar-campo';
export type { ResultadoValor } from './fields/valores/resultado-valor';

export { AVISO_CENTRO_CON_USUARIOS, CAMPOS_HOSPITAL, hospitalEntradaSchema } from './admin/campos-hospital';
export type { Hospital, HospitalEntrada, HospitalSelect } from './admin/campos-hospital';
export {
  CAMPOS_USUARIO,
  MENSAJE_BIOBANCO_SIN_BIOBANCO,
  MENSAJE_CLINICO_SIN_CENTRO,
  MENSAJE_LABORATORIO_SIN_LABORATORIO,
} from './admin/campos-usuario';
export {
  CAMPOS_USUARIO_ALTA,
  CAMPOS_USUARIO_EDICION,
  REGLAS_CONTRASENA,
  usuarioAltaSchema,
  usuarioEdicionSchema,
} from './admin/esquemas-usuario';
export {
  contrasenaComun,
  LONGITUD_MINIMA_CONTRASENA,
  MENSAJE_CONTRASENA_COMUN,
  MENSAJE_CONTRASENA_CORTA,
  MENSAJE_CONTRASENA_REPETIDA,
  MENSAJE_DEBE_CAMBIAR_CONTRASENA,
} from './admin/politica-contrasena';
export {
  CAMPOS_CAMBIO_CONTRASENA,
  cambioContrasenaSchema,
  MENSAJE_CONTRASENA_ACTUAL_INCORRECTA,
  REGLAS_CAMBIO_CONTRASENA,
} from './admin/cambio-contrasena';
export type { CambioContrasena } from './admin/cambio-contrasena';
export type { Usuario, UsuarioAlta, UsuarioEdicion, UsuarioSesion } from './admin/esquemas-usuario';
export { CAMPOS_LOGIN, loginSchema } from './admin/login';
export { TOKEN_COOKIE } from './admin/cookie-token';
export type { Credenciales } from './admin/login';
export { CAMPOS_BITACORA, bitacoraEntradaSchema } from './admin/bitacora';
export type { BitacoraEntrada } from './admin/bitacora';
export { ACCIONES_AUDITORIA, ACCIONES_DE_CONSULTA, ROLES_AUDITORIA } from './auditoria/acciones-auditoria';
export type { AccionAuditoria } from './auditoria/acciones-auditoria';
export type { RegistroAuditoria, TablaAuditoria } from './auditoria/tipos-auditoria';
export { autorAuditoria, campoAuditado, etiquetaAccion, etiquetaDatoAuditado, textoValorAuditoria } from './auditoria/texto-auditoria';

export type { OpcionesReglas, ReglaFormulario, ResultadoReglas } from './fields/regla-formulario';
export type { DefinicionFormulario, SubtablaFormulario } from './fields/definicion-formulario';
export { aplicarReglas } from './fields/regla-formulario';
export type { OpcionesCampo } from './fields/validar-campo';

export { CAMPOS_PACIENTE, participaEnEnsayo } from './paciente/campos-paciente';
export { CAMPOS_PACIENTE_ENSAYO } from './paciente/campos-paciente-ensayo';
export { FORMULARIO_PACIENTE, formularioPacienteVigente } from './paciente/formulario-paciente';
export { CAMPOS_ESTADO_PACIENTE, ESTADOS_CON_MOTIVO } from './paciente/campos-estado-paciente';
export { REGLAS_PACIENTE } from './paciente/reglas-paciente';
export type { ContextoPaciente } from './paciente/reglas-paciente';
export { REGLAS_PACIENTE_ENSAYO } from './paciente/reglas-paciente-ensayo';
export type { ContextoFilaEnsayo } from './paciente/reglas-paciente-ensayo';
export { CLAVE_FILAS_ENSAYO, validarPaciente } from './paciente/validar-paciente';
export type { PacienteEnsayo, PacienteEntrada, PacienteFormulario } from './paciente/validar-paciente';
export { CAMPO_MODO, pacienteEdicionSchema, pacienteEntradaSchema, pacienteEstadoSchema } from './paciente/esquemas-paciente';
export type { PacienteEdicionValidada, PacienteValidado } from './paciente/esquemas-paciente';
export { diasEntre, sumarDias } from './fechas/calculo-fechas';
export { DIAS_REGISTRO_PROSPECTIVO, TIPOS_REGISTRO, edadDiagnosticoDe, edadEnAnios, tipoRegistro } from './paciente/derivados-paciente';
export type { TipoRegistro } from './paciente/derivados-paciente';
export { CALCULADOS_PACIENTE, type NombreCalculadoPaciente } from './paciente/calculados-paciente';
export { bloqueoPorEstado, ESTADOS_SIN_NUEVOS_DATOS } from './paciente/admision-datos';
export { estadosAlcanzables, evaluarTransicion, ROLES_CAMBIO_ESTADO, transicionPermitida } from './paciente/transicion-estado';
export type { ResultadoTransicion } from './paciente/transicion-estado';
export { CIFRAS_UPN, formatearUpn, interpretarBusquedaUpn, PATRON_UPN, PREFIJO_UPN, UPN_MAXIMO } from './paciente/upn';
export { CAMPO_UPN, FILTRO_UPN } from './paciente/campos-upn';
export type { BusquedaUpn } from './paciente/upn';
export type { CambioCampo, EntradaHistorial, NuevoUpn, Paciente, PacienteBusqueda, PacienteResumen } from './paciente/tipos-paciente';
export {
  AYUDA_TEXTO_LIBRE,
  MENSAJE_CAMBIO_ESTADO_NO_PERMITIDO,
  MENSAJE_CONSENTIMIENTO_EDAD,
  MENSAJE_CORREO_DESACTIVADO,
  MENSAJE_DIAGNOSTICO_ANTERIOR_A_1990,
  MENSAJE_DIAGNOSTICO_ANTES_DE_NACER,
  MENSAJE_EDAD_CENTENARIA,
  MENSAJE_INCLUSION_ANTES_DE_DIAGNOSTICO,
  MENSAJE_REVOCACION_ANTERIOR,
  MENSAJE_SIN_CONSENTIMIENTO,
  MENSAJE_SIN_ENSAYOS,
  MENSAJE_UPN_NO_MODIFICABLE,
  mensajeEdadNoPlausible,
  mensajeEstadoSinNuevosDatos,
  mensajeMenorDeEdad,
  mensajePosibleDuplicado,
} from './paciente/mensajes-paciente';

export type { ContextoEtapa, DatosPacienteEtapa, ExpedientePaciente } from './etapas/contexto-etapa';
export { conRegistro, expedienteSinRegistros, otrasFilas } from './etapas/contexto-etapa';
export type { ClaveExpediente, DefinicionEtapa, EtapaId, PantallaEtapa, SeccionEtapa, SubtablaEtapa } from './etapas/definicion-etapa';
export { PANTALLAS_ETAPAS } from './etapas/definicion-etapa';
export { validarEtapa } from './etapas/validar-etapa';
export { etapaConCatalogosVigentes } from './etapas/etapa-vigente';
export { motivoEtapaNoDisponible } from './etapas/disponibilidad-etapa';
export { estadoDeEtapa, ETIQUETA_ESTADO_ETAPA } from './etapas/estado-etapa';
export type { EstadoEtapa } from './etapas/estado-etapa';
export type { GuardadoEtapa, RegistroEtapa, ResumenEtapas } from './etapas/tipos-etapa';
export { puedeEliminarRegistro, ROLES_EDITAR_ETAPA, ROLES_VALIDAR_ETAPA } from './etapas/permisos-etapa';
export {
  MENSAJE_ELIMINAR_NO_PERMITIDO,
  MENSAJE_MOTIVO_CORTO,
  MENSAJE_NO_VALIDADO,
  MENSAJE_REFERENCIA_INEXISTENTE,
  MENSAJE_REGISTRO_VALIDADO,
  MENSAJE_SOLO_COMPLETO_VALIDABLE,
  mensajeMaximoFilas,
} from './etapas/mensajes-etapa';
export { ETAPAS, etapaPorId, etapasDePantalla } from './etapas/etapas';
export { ETAPA_DIAGNOSTICO } from './etapas/diagnostico/etapa-diagnostico';
export { ETAPA_INDUCCION } from './etapas/induccion/etapa-induccion';
export { ETAPA_CONSOLIDACION } from './etapas/consolidacion/etapa-consolidacion';
export { ETAPA_POST_CONSOLIDACION } from './etapas/post-consolidacion/etapa-post-consolidacion';
export { ETAPA_TRASPLANTE } from './etapas/trasplante/etapa-trasplante';
export { ETAPA_SEGUIMIENTO } from './etapas/seguimiento/etapa-seguimiento';
export { ETAPA_RECAIDA } from './etapas/recaida/etapa-recaida';
export { ETAPA_REC_RES_1, ETAPA_REC_RES_2 } from './etapas/rescate/etapa-rescate';
export { ETAPA_MUERTE } from './etapas/muerte/etapa-muerte';
export { clasificarRiesgoEln2022 } from './eln2022/riesgo-eln2022';
export type { ResultadoRiesgoEln2022 } from './eln2022/riesgo-eln2022';
export { calcularRespuestaEln2022 } from './eln2022/respuesta-eln2022';
export { calcularEstadoEmr, respuestaConEmr } from './eln2022/estado-emr';
export { calcularRiesgoMolecular } from './eln2022/riesgo-molecular';
export { REGLA_APL, REGLAS_RIESGO_ELN2022 } from './eln2022/decision-eln2022';
export { avisoDatosEsenciales, completitudDatosEsenciales, datosEsencialesPendientes } from './datos-esenciales/completitud-datos-esenciales';
export type { CompletitudDatosEsenciales, DatoEsencialPendiente, ItemDatoEsencial } from './datos-esenciales/completitud-datos-esenciales';
export type { DatosIniciales, GuardadoDatosIniciales } from './datos-esenciales/tipos-datos-iniciales';
export { CAMPO_MOTIVO } from './etapas/campo-motivo';
export { CAMPO_TEXTO_CONSULTA, ESTADOS_CONSULTA, EVENTOS_CONSULTA, MENSAJE_CONSULTAS_SIN_CERRAR, ORIGENES_CONSULTA } from './consultas/consulta-definicion';
export type { EstadoConsulta, EventoConsulta, FormularioConsulta, OrigenConsulta } from './consultas/consulta-definicion';
export type { Consulta, ConsultaDetalle, EventoHiloConsulta } from './consultas/consulta-vista';
export { tablaDeFormulario, textosCorreccion } from './consultas/consulta-correccion';
export { CORRIGE_POR_REGLA, PLAZOS_CALIDAD, REGLA_CALIDAD, type ReglaCalidad } from './calidad/reglas-calidad';
export { RANGOS_PLAUSIBLES, RESPUESTAS_JUSTIFICABLES, type RangoPlausible, type RespuestaJustificable } from './calidad/reglas-valores';
export type { LineaCalidad, RecuentoCalidad } from './calidad/linea-calidad';
export { ROLES_POR_PERMISO_PACIENTE, tienePermisoPaciente } from './paciente/permisos-paciente';
export type { PermisoPaciente } from './paciente/permisos-paciente';
export { CAMPOS_SEUDONIMIZADOS, esSoloLectura, seudonimizarCampo, valorSeudonimizado } from './seudonimizacion/campos-seudonimizados';

export { CLAVES_DOCUMENTO_REFERENCIA, DOCUMENTOS_REFERENCIA, documentoReferencia, MENSAJE_DOCUMENTO_NO_DISPONIBLE } from './libreria/documentos-referencia';
export type {
  ClaveDocumentoReferencia,
  DocumentoReferencia,
  DocumentoReferenciaDefinicion,
  TipoArchivo,
  VersionDocumentoReferencia,
} from './libreria/documentos-referencia';
export { DOCUMENTOS_GENERADOS, documentoGenerado } from './libreria/documentos-generados';
export { DOCUMENTOS_DE_ETAPA, DOCUMENTOS_DE_MUESTRA, DOCUMENTOS_GENERADOS_DE_MUESTRA } from './libreria/documentos-enlazados';
export type { ClaveDocumentoGenerado } from './libreria/documentos-generados';
export type { DocumentoGenerado, TablaGenerada } from './libreria/documento-generado';
export { CAMPOS_ENVIO_MUESTRA, CAMPOS_MUESTRA, MATERIALES_CON_VOLUMEN } from './muestras/campos-muestra';
export { CALCULADOS_MUESTRA, CALCULADOS_NGS, CALCULADOS_RECEPCION, CAMPO_ESTADO_MUESTRA } from './muestras/calculados-muestra';
export { CAMPOS_CONFIRMACION, CAMPOS_MOMENTO_RECEPCION } from './muestras/campos-confirmacion';
export {
  CAMPO_MUESTRA_ID,
  CAMPOS_CAMBIO_ESTADO_MUESTRA,
  CAMPOS_TUBO_RECEPCION,
  type CambioEstadoMuestra,
  type CuerpoRecepcionBloque,
} from './muestras/campos-cambio-muestra';
export { recepcionSinIncidencias } from './muestras/recepcion-sin-incidencias';
export { ORDENES_LISTA_MUESTRAS, type OrdenListaMuestras } from './muestras/orden-lista-muestras';
export { CAMPOS_MUESTRA_NGS, CAMPOS_NGS_VARIANTE, CLAVE_VARIANTES, MAXIMO_VARIANTES } from './muestras/campos-muestra-ngs';
export { CAMPOS_BAJA_ALICUOTA, CAMPOS_BIOBANCO, CATALOGOS_BIOBANCO, ESTADOS_ALICUOTA_ALMACENADA, ID_NUEVO_BIOBANCO, ESTADOS_ALICUOTA_BAJA, type EstadoAlicuotaBaja } from './muestras/campos-biobanco';
export {
  CAMPO_ARCHIVO,
  CAMPO_MOTIVO_ELIMINACION,
  CAMPOS_INFORME,
  MENSAJE_ARCHIVO_DEMASIADO_GRANDE,
  MENSAJE_ARCHIVO_VACIO_O_DANADO,
  MENSAJE_ELIMINACION_NO_PERMITIDA,
  MENSAJE_INFORME_YA_ADJUNTO,
  MENSAJE_MUESTRA_NO_RECIBIDA,
  MENSAJE_SOLO_PDF,
  PLAZO_ELIMINACION_INFORME_MS,
  puedeEliminarInforme,
  TAMANO_MAXIMO_ARCHIVO,
} from './muestras/campos-informe';
export {
  FORMULARIO_BIOBANCO,
  FORMULARIO_CONFIRMACION,
  FORMULARIO_MUESTRA,
  FORMULARIO_MUESTRA_ENSAYO,
  FORMULARIO_MUESTRA_NGS,
} from './muestras/formularios-muestra';
export { REGLAS_MUESTRA } from './muestras/reglas-muestra';
export type { ContextoMuestra } from './muestras/reglas-muestra';
export { REGLAS_CONFIRMACION } from './muestras/reglas-confirmacion';
export type { ContextoConfirmacion } from './muestras/reglas-confirmacion';
export { REGLAS_MUESTRA_NGS, REGLAS_NGS_VARIANTE } from './muestras/reglas-muestra-ngs';
export type { ContextoMuestraNgs, ContextoVariante } from './muestras/reglas-muestra-ngs';
export { REGLAS_BIOBANCO } from './muestras/reglas-biobanco';
export type { ContextoBiobanco } from './muestras/reglas-biobanco';
export { catalogosDeMuestra, ENSAYOS_DE_MUESTRA, ensayosDeMuestra, MOMENTO_ENSAYO_TODOS, momentoGeneralDeEnsayo, momentosDeEnsayo } from './muestras/momentos-ensayo';
export {
  ESTADOS_MUESTRA_EDITABLE,
  ESTADOS_MUESTRA_ELIMINABLE,
  ESTADOS_MUESTRA_RECIBIDA,
  motivoTransicionNoPermitida,
  transicionPermitida as transicionMuestraPermitida,
} from './muestras/transiciones-muestra';
export type { EstadoMuestra } from './muestras/transiciones-muestra';
export { validarBiobanco, validarConfirmacion, validarMuestra } from './muestras/validar-muestra';
export type { BiobancoDatos, ConfirmacionDatos, EnvioMuestra, MuestraDatos } from './muestras/validar-muestra';
export { validarMuestraNgs } from './muestras/validar-muestra-ngs';
export type { MuestraNgsDatos, NgsVariante } from './muestras/validar-muestra-ngs';
export { campoNgsImportable, propuestasNgs, type PropuestaNgs } from './muestras/importacion-ngs';
export { ROLES_POR_PERMISO_MUESTRA, tienePermisoMuestra } from './muestras/permisos-muestra';
export type { PermisoMuestra } from './muestras/permisos-muestra';
export {
  MENSAJE_ACEPTADA_CON_INCIDENCIAS,
  MENSAJE_BIOBANCO_SIN_CONSENTIMIENTO,
  MENSAJE_CITOGENETICA_EDTA,
  MENSAJE_CONFIRMACION_CERRADA,
  MENSAJE_CONSENTIMIENTO_REVOCADO,
  MENSAJE_ENSAYO_NO_INCLUIDO,
  MENSAJE_ENTRADA_ANTES_DE_EXTRACCION,
  MENSAJE_ENVIO_ANTES_DE_EXTRACCION,
  MENSAJE_ENVIO_ASUMIDO,
  MENSAJE_ENVIO_TARDIO_CMF,
  MENSAJE_EXTRACCION_NO_VALIDA,
  MENSAJE_EXTRACCION_PREVIA_DIAGNOSTICO,
  MENSAJE_FINANCIACION_ENSAYO,
  MENSAJE_GEN_FUERA_DE_PANEL,
  MENSAJE_HGVS_C,
  MENSAJE_HGVS_P,
  MENSAJE_LABORATORIO_SIN_ESTUDIOS,
  MENSAJE_MUESTRA_NO_CONFIRMABLE,
  MENSAJE_MUESTRA_NO_EDITABLE,
  MENSAJE_NGS_ANTES_DE_EXTRACCION,
  MENSAJE_NGS_NO_DISPONIBLE,
  MENSAJE_NGS_SIN_VARIANTES,
  MENSAJE_NGS_VARIANTES_SOBRANTES,
  MENSAJE_PCR_HEPARINA,
  MENSAJE_PROFUNDIDAD_BAJA,
  MENSAJE_RECEPCION_ANTES_DE_ENVIO,
  MENSAJE_SIN_CONSENTIMIENTO_MUESTRAS,
  MENSAJE_SOSPECHA_GERMINAL,
  MENSAJE_TIPO_VARIANTE_GEN,
  MENSAJE_VAF_BAJO_LOD,
  MENSAJE_VAF_FLT3_ITD,
  MENSAJE_VERIFIQUE_CONSENTIMIENTO,
  mensajeMomentoIncoherente,
  mensajeTubosRecibidos,
} from './muestras/mensajes-muestra';
export type { ConfirmacionMuestra, Informe, InformeConAutor, Muestra, MuestraNgs, PacienteDeBiobanco, PacienteDeMuestra, RecuentoMuestras, RegistroBiobanco } from './muestras/tipos-muestra';
export { ETIQUETA_HITO_MUESTRA, HITOS_MUESTRA } from './muestras/ciclo-vida-muestra';
export type { EventoMuestra, HitoMuestra, MuestraDePaciente } from './muestras/ciclo-vida-muestra';
export { ngsAdmitidoEnCampo } from './muestras/referencia-ngs';
export {
  AREAS_DESCARGA,
  DEFINICIONES_AREAS,
  areaDescarga,
  type AreaDescarga,
  type AreaDescargaId,
  type FicheroDescarga,
  type FuenteFichero,
  type NombreCalculoFila,
} from './descargas/areas-descarga';
export { columnasDeFichero, type ColumnaDescarga, type ModoDescarga } from './descargas/columnas-descarga';
export { CODIGO_MUESTRA, NGS_NUM, ORDEN_FISH, ORDEN_VARIANTE, type ClaveFichero, type ReferenciaClave } from './descargas/claves-descarga';
export { CABECERA_LIBRO_CODIGOS, filasLibroCodigos } from './descargas/libro-codigos';
export { scriptR } from './descargas/script-r';
export { ficherosPermitidos } from './descargas/ficheros-permitidos';
export { ALCANCE_POR_ROL, ambitoDeRol, rolTieneFacultad, ROLES_POR_FACULTAD, type Ambito, type Facultad } from './permisos/alcance-rol';
export { nombreArchivoDescarga, rasgosDescarga, type RasgosDescarga } from './descargas/nombre-descarga';
export { ESTADOS_DESCARGA_ACTIVOS, ETIQUETA_ESTADO_DESCARGA, type DescargaVista } from './descargas/descarga-vista';
export { formatearTamano } from './messages/tamano-archivo';
export {
  CAMPOS_OPCIONES_DESCARGA,
  ESTADOS_DESCARGA,
  ESTADOS_EXCLUIDOS_POR_DEFECTO,
  FORMATO_DESCARGA,
  REGLAS_OPCIONES_DESCARGA,
  ROLES_CON_EXCLUIDOS,
  type EstadoDescarga,
  type FormatoDescarga,
} from './descargas/opciones-descarga';
export { CAMPOS_RESUMEN_PACIENTE, ESTADO_VITAL, resumenPaciente } from './descargas/resumen-paciente';
export {
  AGRUPACIONES_PANEL,
  CELDA_PEQUENA,
  DESENLACE_PANEL,
  GRUPO_EDAD_PANEL,
  GRUPO_SIN_DATO,
  GRUPO_TODOS,
  MINIMO_CELDA,
  MINIMO_CURVA,
  PREFIJO_GEN_PANEL,
  type DesenlacePanel,
} from './panel/filtros-panel';
export { REMISIONES_COMPUESTAS } from './etapas/induccion/condiciones-induccion';
export { CAMPOS_EMR_PRIMERA_LINEA, EMR_NEGATIVA, EMR_VALORADA } from './panel/emr-primera-linea';
export { INICIO_FORMULA, neutralizarFormula, PREFIJO_TEXTO } from './descargas/formula-csv';
export { BOM_CSV, csvCompleto, lineaCsv } from './descargas/linea-csv';
export type { GrupoIndicadores, GrupoSupervivencia, RecuentoPanel, RespuestaIndicadores, RespuestaSupervivencia } from './panel/resultados-panel';
export { SERIE_ACUMULACION, type PuntoAcumulacion, type RespuestaAcumulacion, type SerieAcumulacion } from './panel/acumulacion-panel';
export type { CentroCompletitud, ItemCompletitud, RespuestaCompletitud } from './panel/completitud-panel';
export { VARIANTE_MULTIPLE, type GenMutaciones, type OncoprintMutaciones, type ParMutaciones, type RespuestaMutaciones } from './panel/mutaciones-panel';
