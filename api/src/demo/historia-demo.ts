import { sumarDias } from '@registro-lma/shared/domain';
import type { Azar } from './azar-demo';
import { consolidaciones } from './consolidacion-demo';
import { Curso, ensayoDe } from './curso-demo';
import { diagnostico } from './diagnostico-demo';
import { perfilGenetico } from './geneticas-demo';
import { induccionIntensiva, induccionNoIntensiva, soloSoporte } from './induccion-demo';
import { causaMuerte, faseDeMuerte } from './muerte-demo';
import { muerteEnConsolidacion, muerteOtraCausa, muertePrecoz, muerteSinTratamiento, muerteTrasFallo, muerteTrasTrasplante, MUERTE_DURANTE_RESCATE, probabilidadMuertePrecoz, type PrimeraLineaDemo } from './desenlace-demo';
import { recaida, rescate } from './recaida-demo';
import { MESES_HASTA_RECAIDA, probabilidadIntensivo, RECAIDA, RECAIDA_LPA, riesgoAproximado, TRASPLANTE_RC1 } from './riesgo-demo';
import { seguimientos } from './seguimiento-demo';
import { trasplante } from './trasplante-demo';

/** What the history of a patient starts from: the registration the patients' seed already drew. */
export interface PacienteHistoria {
  sexo: string;
  fecha_nacimiento: string;
  fecha_diagnostico: string;
  edad: number;
  entidad: string;
  /** The state at registration: ACTIVO, or RETIRADO and EXCLUIDO, whose course stops alive at their date. */
  estado: string;
  /** The last day the registry can know anything of the patient (today, or when it was lost or withdrew). */
  limite: string;
  /** Trials the patient takes part in. */
  ensayos: readonly { ensayo: string; fecha_inclusion: string | null }[];
}

/**
 * A patient's clinical records as the forms send them, ids local to the patient (1, 2…): a rescue line names its
 * relapse by `rr_recaida_id`, a maintenance its transplant by `pc_trasplante_id`.
 */
export interface Historia {
  diagnostico: Fila;
  diagnostico_fish: Fila[];
  induccion: Fila | null;
  consolidacion: Fila[];
  post_consolidacion: Fila[];
  trasplante: Fila[];
  seguimiento: Fila[];
  recaida: Fila[];
  rec_res: Fila[];
  muerte: Fila | null;
}

/** A record being built: the form's values by variable name. */
export type Fila = Record<string, unknown>;

/**
 * The whole clinical course of one patient, drawn with the chances of adult AML series, up to the last day the registry
 * can know of it: diagnosis, first line, consolidation, transplant, maintenance, follow-up, relapses, rescue lines and
 * death. The death is drawn phase by phase from what the course has reached (desenlace-demo.ts), so survival follows
 * risk, age and intensity; a patient alive is followed up to that last day. Dates are in order and every record keeps
 * to the dictionary's cross-field rules (§6).
 */
export function historiaClinica(paciente: PacienteHistoria, azar: Azar): Historia {
  const perfil = perfilGenetico(paciente.entidad, paciente.sexo, azar);
  const riesgo = riesgoAproximado(perfil);
  const apto = paciente.entidad === 'LPA' ? paciente.edad < 80 : azar.si(probabilidadIntensivo(paciente.edad));
  const linea: PrimeraLineaDemo = apto ? 'INTENSIVO' : azar.si(0.8) ? 'NO_INTENSIVO' : 'SOLO_SOPORTE';
  const curso = new Curso(azar, paciente);
  curso.morir(muerteOtraCausa(azar, paciente.fecha_diagnostico, paciente.edad));
  if (linea === 'SOLO_SOPORTE') curso.morir(muerteSinTratamiento(azar, paciente.fecha_diagnostico));
  else if (azar.si(probabilidadMuertePrecoz(linea, paciente.entidad, paciente.edad))) curso.morir(muertePrecoz(azar, paciente.fecha_diagnostico, paciente.entidad));
  const registroDiagnostico = diagnostico(curso, perfil, apto);
  const basal = Number(registroDiagnostico.mo_blastos_pct);
  const historia: Historia = {
    diagnostico: registroDiagnostico,
    diagnostico_fish: perfil.fish,
    induccion: null,
    consolidacion: [],
    post_consolidacion: [],
    trasplante: [],
    seguimiento: [],
    recaida: [],
    rec_res: [],
    muerte: null,
  };
  const primera =
    linea === 'INTENSIVO' ? induccionIntensiva(curso, perfil, riesgo, basal)
    : linea === 'NO_INTENSIVO' ? induccionNoIntensiva(curso, perfil, riesgo, basal)
    : soloSoporte(curso);
  let alogenico: string | null = null;
  let enfermedadActivaDesde: string | null = null;
  let enRemision = primera?.remision != null;
  /** A rescue line after a relapse or refractoriness, and the death that its result leaves likely. */
  const rescatar = (desde: string, lineaNumero: 1 | 2, indicacion: string, recaidaId: number | null, probabilidad: number) => {
    const inicio = curso.dias(desde, lineaNumero === 1 && recaidaId !== null ? 5 : 7, lineaNumero === 1 && recaidaId !== null ? 15 : 20);
    if (!azar.si(probabilidad) || !curso.cabe(inicio)) {
      curso.morir(muerteTrasFallo(azar, desde, 'SIN_RESCATE', apto));
      return null;
    }
    if (azar.si(MUERTE_DURANTE_RESCATE)) curso.morir(curso.dias(inicio, 5, 27));
    const resultado = rescate(curso, lineaNumero, indicacion, recaidaId, inicio, lineaNumero === 1 && apto, perfil.flt3, basal, perfil);
    if (resultado !== null) historia.rec_res.push(resultado.registro);
    enRemision = resultado?.remision != null;
    const situacion = resultado === null ? 'SIN_RESCATE' : resultado.remision !== null ? 'RESCATE_EN_REMISION' : 'RESCATE_SIN_REMISION';
    curso.morir(muerteTrasFallo(azar, resultado?.fin ?? desde, situacion, apto));
    return resultado;
  };
  if (primera !== null) {
    historia.induccion = primera.registro;
    if (primera.remision !== null) {
      let finTratamiento = primera.fin;
      if (primera.intensivo) {
        curso.morir(muerteEnConsolidacion(azar, primera.remision, paciente.edad));
        const trasplanta = paciente.edad < 70 && paciente.entidad !== 'LPA' && azar.si(TRASPLANTE_RC1[riesgo]);
        const consolidacion = consolidaciones(curso, perfil, primera.remision, trasplanta ? azar.entero(1, 2) : paciente.entidad === 'LPA' ? 4 : azar.entero(2, 4));
        historia.consolidacion = consolidacion.filas;
        finTratamiento = consolidacion.fin;
        const fechaTph = curso.dias(consolidacion.fin, 25, 50);
        if (trasplanta && consolidacion.filas.length > 0 && curso.cabe(fechaTph)) {
          historia.trasplante.push(trasplante(curso, perfil, fechaTph, 'RC1', paciente.edad));
          alogenico = fechaTph;
          finTratamiento = fechaTph;
          curso.morir(muerteTrasTrasplante(azar, fechaTph));
        }
        const mantenimiento = perfil.flt3 && alogenico !== null ? 'SORAFENIB' : !perfil.flt3 && alogenico === null && paciente.edad >= 55 && azar.si(0.35) ? 'AZA_ORAL' : perfil.flt3 && alogenico === null ? 'MIDOSTAURINA' : null;
        const inicioMantenimiento = curso.dias(finTratamiento, alogenico !== null ? 45 : 10, alogenico !== null ? 90 : 30);
        if (mantenimiento !== null && historia.consolidacion.length > 0 && curso.cabe(inicioMantenimiento)) {
          const finMantenimiento = curso.dias(inicioMantenimiento, 180, 360);
          const terminado = curso.cabe(finMantenimiento);
          historia.post_consolidacion.push({
            pc_contexto: alogenico !== null ? 'POST_TRASPLANTE' : 'POST_QUIMIOTERAPIA',
            ...(alogenico !== null ? { pc_trasplante_id: 1 } : {}),
            pc_esquema: mantenimiento,
            pc_ensayo: ensayoDe(paciente, inicioMantenimiento),
            pc_fecha_inicio: inicioMantenimiento,
            pc_en_curso: terminado ? 'NO' : 'SI',
            ...(terminado ? { pc_fecha_fin: finMantenimiento, pc_motivo_fin: 'COMPLETADO', pc_n_ciclos: 6 } : {}),
          });
          curso.marcar(inicioMantenimiento, terminado ? finMantenimiento : null);
        }
      }
      const recae = azar.si(paciente.entidad === 'LPA' ? RECAIDA_LPA : RECAIDA[riesgo] * (alogenico !== null ? 0.7 : 1) * (primera.intensivo ? 1 : 1.3));
      const dibujada = sumarDias(primera.remision, 45 + Math.round(-Math.log(1 - azar.uniforme()) * MESES_HASTA_RECAIDA[riesgo] * 30.44));
      // A relapse drawn while the patient was still on treatment shows once that treatment is over.
      const tras = dibujada > curso.ultimaFecha ? dibujada : curso.dias(curso.ultimaFecha, 20, 120);
      const recaidaFecha = recae && curso.cabe(tras) ? tras : null;
      historia.seguimiento = seguimientos(curso, curso.ultimaFecha, recaidaFecha ?? curso.limite, alogenico, 'REMISION');
      if (recaidaFecha !== null) {
        const fecha = recaidaFecha > curso.ultimaFecha ? recaidaFecha : sumarDias(curso.ultimaFecha, 1);
        if (curso.cabe(fecha)) {
          historia.recaida.push(recaida(curso, fecha, perfil));
          enRemision = false;
          enfermedadActivaDesde = fecha;
          const linea1 = rescatar(fecha, 1, 'PRIMERA_RECAIDA', 1, apto ? 0.85 : 0.55);
          if (linea1?.remision != null) {
            enfermedadActivaDesde = null;
            const fechaTph2 = curso.dias(linea1.fin, 30, 60);
            if (apto && alogenico === null && paciente.edad < 70 && azar.si(0.6) && curso.cabe(fechaTph2)) {
              linea1.registro.rr_tph_posterior = 'SI';
              historia.trasplante.push(trasplante(curso, perfil, fechaTph2, 'RC2', paciente.edad));
              alogenico = fechaTph2;
              curso.morir(muerteTrasTrasplante(azar, fechaTph2));
            }
          } else if (linea1?.evaluada === true && azar.si(0.45)) {
            rescatar(linea1.fin, 2, 'REFRACTARIEDAD_RESCATE', null, 1);
          }
        }
      }
    } else if (primera.fin < curso.limite && historia.induccion.ind1_eval_respuesta !== 'MUERTE_ANTES_EVALUACION' && primera.registro.intencion_tratamiento !== 'SOLO_SOPORTE') {
      enfermedadActivaDesde = primera.fin;
      if (rescatar(primera.fin, 1, 'REFRACTARIEDAD_PRIMARIA', null, apto ? 0.7 : 0.35)?.remision != null) enfermedadActivaDesde = null;
    }
  }
  if (curso.muerte === null) {
    // Living patients are followed up to the last day the registry knows of them.
    historia.seguimiento.push(...seguimientos(curso, curso.ultimaFecha, curso.limite, alogenico, enRemision ? 'REMISION' : 'ENFERMEDAD_ACTIVA'));
  } else {
    const fecha = curso.muerte > curso.ultimaFecha ? curso.muerte : curso.ultimaFecha;
    const fase = faseDeMuerte(historia, fecha, enfermedadActivaDesde, alogenico);
    historia.muerte = {
      muerte_fecha: fecha,
      ...causaMuerte(azar, fase, alogenico !== null),
      muerte_fase: fase,
      muerte_autopsia: azar.si(0.05) ? 'SI' : 'NO',
    };
  }
  return historia;
}
