interface ReloadPageMessageProps {
  title: string;
  text: string;
  actionLabel: string;
}

/**
 * A whole-page message whose only way forward is loading the page again. Plain HTML: it is shown when loading
 * code failed, so it must not need to load any.
 */
export function ReloadPageMessage({ title, text, actionLabel }: ReloadPageMessageProps) {
  return (
    <main className="aviso" role="alert">
      <h1>{title}</h1>
      <p>{text}</p>
      <button type="button" className="boton" onClick={() => window.location.reload()}>
        {actionLabel}
      </button>
    </main>
  );
}
