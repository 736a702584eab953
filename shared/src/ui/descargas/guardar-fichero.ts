/** Hands a downloaded file to the browser, which saves it under `nombre` (an authenticated download cannot be a link). */
export function guardarFichero(contenido: Blob, nombre: string): void {
  const url = URL.createObjectURL(contenido);
  const enlace = document.createElement('a');
  enlace.href = url;
  enlace.download = nombre;
  enlace.style.display = 'none';
  document.body.append(enlace);
  enlace.click();
  enlace.remove();
  // After the click the browser holds its own reference: the object URL can go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
