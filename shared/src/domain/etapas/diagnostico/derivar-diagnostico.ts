import { cariotipoComplejo, cariotipoMonosomico } from '../../eln2022/cariotipo-eln2022';
import type { Registro } from '../../fields/campo';
import type { ContextoEtapa } from '../contexto-etapa';
import {
  blastosMaximos,
  creatininaMgDl,
  grupoHcti,
  indiceMasaCorporal,
  origenLma,
  puntuacionHcti,
  superficieCorporal,
} from './derivados-diagnostico';
import { datosEln, riesgoGlobalDe, riesgoMolecularDe } from './riesgo-diagnostico';

const listaONula = (valores: readonly string[]): string | null => (valores.length === 0 ? null : valores.join(';'));

/**
 * The computed values of the diagnosis (data-dictionary §7). The record carries its FISH rows under
 * `diagnostico_fish`; the patient's entity comes from the context. Values hidden by their condition are null.
 */
export function derivarDiagnostico(registro: Registro, contexto: ContextoEtapa): Registro {
  const entidad = contexto.expediente.paciente.entidad;
  const eln = datosEln(registro, entidad);
  const anormal = registro.cg_resultado === 'ANORMAL';
  const riesgo = riesgoGlobalDe(registro, entidad);
  const puntuacion = puntuacionHcti(registro);
  return {
    superficie_corporal_m2: superficieCorporal(registro),
    imc: indiceMasaCorporal(registro),
    hcti_puntuacion: puntuacion,
    hcti_grupo: grupoHcti(puntuacion),
    origen_lma: origenLma(registro),
    creatinina_mg_dl: creatininaMgDl(registro),
    blastos_max_pct: blastosMaximos(registro),
    cg_complejo: anormal ? cariotipoComplejo(eln) : null,
    cg_monosomico: anormal ? cariotipoMonosomico(eln) : null,
    riesgo_molecular_calculado: riesgoMolecularDe(registro, entidad),
    riesgo_global_calculado: riesgo.riesgo,
    riesgo_global_faltan: listaONula(riesgo.faltan),
    riesgo_global_avisos: listaONula(riesgo.avisos),
  };
}
