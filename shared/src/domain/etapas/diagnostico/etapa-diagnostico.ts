import { mensajeRiesgoNoEvaluable } from '../../eln2022/mensaje-riesgo-no-evaluable';
import type { DefinicionEtapa } from '../definicion-etapa';
import { CALCULADOS_DIAGNOSTICO } from './calculados-diagnostico';
import { CAMPOS_ANTECEDENTES } from './campos-antecedentes';
import { CAMPOS_CITOGENETICA } from './campos-citogenetica';
import { CAMPOS_CLASIFICACION } from './campos-clasificacion';
import { CAMPOS_CONTEXTO } from './campos-contexto';
import { CAMPOS_DIAGNOSTICO_FISH } from './campos-fish';
import { CAMPOS_HCTI } from './campos-hcti';
import { CAMPOS_INMUNOFENOTIPO } from './campos-inmunofenotipo';
import { CAMPOS_LABORATORIO } from './campos-laboratorio';
import { CAMPOS_MEDULA } from './campos-medula';
import { CAMPOS_MOLECULAR } from './campos-molecular';
import { CAMPOS_PRESENTACION } from './campos-presentacion';
import { CAMPOS_RIESGO } from './campos-riesgo';
import { derivarDiagnostico } from './derivar-diagnostico';
import { datosEln } from './riesgo-diagnostico';
import { REGLAS_ANTECEDENTES } from './reglas-antecedentes';
import { REGLAS_CALIFICADOR } from './reglas-calificador';
import { REGLAS_CITOGENETICA } from './reglas-citogenetica';
import { REGLAS_CLINICA } from './reglas-clinica';
import { REGLAS_ENTIDAD } from './reglas-entidad';
import { REGLAS_DIAGNOSTICO_FISH } from './reglas-fish';
import { REGLAS_HCTI } from './reglas-hcti';
import { REGLAS_MOLECULAR } from './reglas-molecular';
import { REGLAS_RIESGO } from './reglas-riesgo';
import { SECCIONES_DIAGNOSTICO } from './secciones-diagnostico';

/** data-dictionary §3.3: the diagnosis form, one per patient, with its FISH sub-table. */
export const ETAPA_DIAGNOSTICO: DefinicionEtapa<'diagnostico'> = {
  id: 'diagnostico',
  titulo: 'Diagnóstico',
  pantalla: 'diagnostico',
  expediente: 'diagnostico',
  rutaApi: 'diagnostico',
  tabla: 'diagnostico',
  cardinalidad: 'uno',
  campos: [
    ...CAMPOS_CONTEXTO,
    ...CAMPOS_HCTI,
    ...CAMPOS_ANTECEDENTES,
    ...CAMPOS_PRESENTACION,
    ...CAMPOS_LABORATORIO,
    ...CAMPOS_MEDULA,
    ...CAMPOS_INMUNOFENOTIPO,
    ...CAMPOS_CITOGENETICA,
    ...CAMPOS_MOLECULAR,
    ...CAMPOS_CLASIFICACION,
    ...CAMPOS_RIESGO,
  ],
  calculados: CALCULADOS_DIAGNOSTICO,
  textosCalculados: {
    riesgo_global_faltan: (registro, { expediente }) => mensajeRiesgoNoEvaluable(datosEln(registro, expediente.paciente.entidad)),
  },
  prerrellenos: [
    { campo: 'riesgo_molecular', desde: 'riesgo_molecular_calculado' },
    { campo: 'riesgo_global', desde: 'riesgo_global_calculado' },
  ],
  secciones: SECCIONES_DIAGNOSTICO,
  reglas: [
    ...REGLAS_HCTI,
    ...REGLAS_ANTECEDENTES,
    ...REGLAS_CLINICA,
    ...REGLAS_CITOGENETICA,
    ...REGLAS_MOLECULAR,
    ...REGLAS_ENTIDAD,
    ...REGLAS_CALIFICADOR,
    ...REGLAS_RIESGO,
  ],
  derivar: derivarDiagnostico,
  subtabla: {
    nombre: 'diagnostico_fish',
    titulo: 'FISH',
    campos: CAMPOS_DIAGNOSTICO_FISH,
    reglas: REGLAS_DIAGNOSTICO_FISH,
    maxFilas: 15,
  },
};
