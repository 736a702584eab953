/** What the shell shows while a route or a remote loads: a CSS spinner, so no UI library is needed to draw it. */
export function CargandoState({ message = 'Cargando…' }: { message?: string }) {
  return (
    <div className="cargando" role="status" aria-live="polite">
      {message}
    </div>
  );
}
