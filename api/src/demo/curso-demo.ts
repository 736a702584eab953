import { sumarDias } from '@registro-lma/shared/domain';
import type { Azar } from './azar-demo';
import type { PacienteHistoria } from './historia-demo';

/** The records being built and the last date any of them holds (X21: a death comes after everything). */
export class Curso {
  ultimaFecha: string;
  /** Nothing is recorded after this day: today, the loss or withdrawal, or the death. */
  limite: string;
  /** The day of death, once one drawn falls within what the registry knows. */
  muerte: string | null = null;
  constructor(
    readonly azar: Azar,
    readonly paciente: PacienteHistoria,
  ) {
    this.ultimaFecha = paciente.fecha_diagnostico;
    this.limite = paciente.limite;
  }
  /**
   * A death drawn for a day: it ends the course when it comes before the last day the registry knows (a later one
   * is not known yet) and before any death drawn earlier. Only an ACTIVO patient dies: a withdrawn or excluded one was
   * alive on the day of its state, and its records stop there. Never before the last record (X21).
   */
  morir(fecha: string | null): void {
    if (fecha === null || fecha > this.limite || this.paciente.estado !== 'ACTIVO') return;
    this.limite = fecha < this.ultimaFecha ? this.ultimaFecha : fecha;
    this.muerte = this.limite;
  }
  cabe(fecha: string): boolean {
    return fecha <= this.limite;
  }
  marcar(...fechas: (string | null | undefined)[]): void {
    for (const fecha of fechas) if (typeof fecha === 'string' && fecha > this.ultimaFecha) this.ultimaFecha = fecha;
  }
  dias(desde: string, min: number, max: number): string {
    return sumarDias(desde, this.azar.entero(min, max));
  }
}

export function ensayoDe(paciente: PacienteHistoria, fecha: string): string {
  const ensayo = paciente.ensayos.find((fila) => fila.fecha_inclusion !== null && fila.fecha_inclusion <= fecha);
  return ensayo?.ensayo ?? 'NINGUNO';
}
