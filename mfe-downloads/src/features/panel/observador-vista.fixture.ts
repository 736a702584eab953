import { afterEach, beforeEach } from '@jest/globals';

/** An IntersectionObserver whose targets come into view when the test says so. */
export class ObservadorDePrueba {
  static todos: ObservadorDePrueba[] = [];
  readonly objetivos: Element[] = [];
  constructor(
    private readonly avisar: (entradas: Partial<IntersectionObserverEntry>[]) => void,
    readonly opciones?: IntersectionObserverInit,
  ) {
    ObservadorDePrueba.todos.push(this);
  }
  observe(objetivo: Element) {
    this.objetivos.push(objetivo);
  }
  disconnect() {
    this.objetivos.length = 0;
  }
  /** Every observed element comes near the viewport. */
  static acercar() {
    for (const observador of ObservadorDePrueba.todos) {
      const entradas = observador.objetivos.map((target) => ({ target, isIntersecting: true }));
      if (entradas.length > 0) observador.avisar(entradas);
    }
  }
}

/** Installs ObservadorDePrueba as the IntersectionObserver of each test of the file. */
export function usarObservadorDePrueba(): void {
  beforeEach(() => {
    ObservadorDePrueba.todos = [];
    Object.defineProperty(globalThis, 'IntersectionObserver', { value: ObservadorDePrueba, configurable: true, writable: true });
  });
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });
}

