import { StatusPage } from './status-page';

/** Spec §2 and §8 give the 404 title in English: «Page Not Found». */
export const TITULO_NO_ENCONTRADA = 'Page Not Found';
export const TEXTO_NO_ENCONTRADA = 'La página que busca no existe o ha cambiado de dirección.';

export function NotFoundPage() {
  return (
    <StatusPage code="Error 404" title={TITULO_NO_ENCONTRADA}>
      {TEXTO_NO_ENCONTRADA}
    </StatusPage>
  );
}
