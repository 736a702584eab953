import { useState, type FormEvent } from 'react';
import { periodoInvertido, type Periodo } from './filtro-periodo';

/** The filters of a list with a period, as typed before «Filtrar» applies them. */
export interface FiltrosEnEdicion<F extends Periodo> {
  readonly borrador: F;
  /** The period ends before it starts: «Filtrar» does nothing until it is fixed (G11 shows on «Hasta»). */
  readonly invertido: boolean;
  cambiar(nombre: keyof F, valor: string): void;
  /** The form's submit: applies the typed filters, text trimmed. */
  filtrar(evento: FormEvent<HTMLFormElement>): void;
  /** Back to `vacios`, applied at once. */
  limpiar(): void;
}

const recortados = <F extends object>(filtros: F): F =>
  Object.fromEntries(Object.entries(filtros).map(([nombre, valor]) => [nombre, typeof valor === 'string' ? valor.trim() : valor])) as F;

/** Filters of text and a period edited together and applied with «Filtrar» (the bitácora and the audit trail). */
export function useFiltrosPeriodo<F extends Periodo>(filtros: F, vacios: F, onFiltrar: (filtros: F) => void): FiltrosEnEdicion<F> {
  const [borrador, setBorrador] = useState<F>(filtros);
  const invertido = periodoInvertido(borrador);
  return {
    borrador,
    invertido,
    cambiar: (nombre, valor) => setBorrador((actual) => ({ ...actual, [nombre]: valor })),
    filtrar: (evento) => {
      evento.preventDefault();
      if (!invertido) onFiltrar(recortados(borrador));
    },
    limpiar: () => {
      setBorrador(vacios);
      onFiltrar(vacios);
    },
  };
}
