import underConstructionUrl from './under-construction.svg';

export const TITULO_MANTENIMIENTO = 'Mantenimiento en curso';
export const TEXTO_MANTENIMIENTO = 'Estamos realizando actualizaciones importantes. La plataforma estará disponible pronto.';
export const ALT_ILUSTRACION_MANTENIMIENTO = 'Dos personas construyendo una página web';

/** Replaces the whole application while the runtime config says `maintenance: true` (spec §2). */
export function MaintenancePage() {
  return (
    <main className="aviso">
      <img src={underConstructionUrl} alt={ALT_ILUSTRACION_MANTENIMIENTO} />
      <h1>{TITULO_MANTENIMIENTO}</h1>
      <p>{TEXTO_MANTENIMIENTO}</p>
    </main>
  );
}
