import { sumarDias } from '@registro-lma/shared/domain';
import type { Azar } from './azar-demo';
import type { PacienteHistoria } from './historia-demo';

/** The records being built and the last date any of them holds (X21: a death comes after everything). */
export class Curso {
  ultimaFecha: string;
  constructor(
    readonly azar: Azar,
    readonly paciente: PacienteHistoria,
    /** Nothing is recorded after this day: today, the loss or withdrawal, or the death. */
    readonly limite: string,
  ) {
    this.ultimaFecha = paciente.fecha_diagnostico;
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
