import { beforeEach, expect, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { DOCUMENTOS_DE_ETAPA, DOCUMENTOS_REFERENCIA, type DocumentoReferencia } from '@registro-lma/shared/domain';
import { ENDPOINTS } from '@registro-lma/shared/http';
import { renderScreen, usarDobleHttp } from '@registro-lma/shared/mock';
import { olvidarDocumentosReferencia } from '@registro-lma/shared/ui';
import { DocumentosEtapa } from './documentos-etapa-link';

const http = usarDobleHttp();

const documento = ({ clave, titulo }: { clave: string; titulo: string }, publicado: boolean): DocumentoReferencia => ({
  clave,
  titulo,
  tipos: ['application/pdf'],
  disponible: publicado,
  vigente: publicado
    ? {
        clave,
        version: 1,
        nombre_archivo: `${clave}.pdf`,
        tamano_bytes: 1000,
        tipo_mime: 'application/pdf',
        sha256: 'c'.repeat(64),
        subido_por: 1,
        subido_por_nombre: null,
        subido_en: '2026-01-10T10:00:00.000Z',
        activo: true,
      }
    : null,
});

beforeEach(() => {
  olvidarDocumentosReferencia();
  http.respond('GET', ENDPOINTS.documentosReferencia, {
    documentos: DOCUMENTOS_REFERENCIA.map((definicion) => documento(definicion, definicion.clave === 'protocolo-rapido-lma')),
  });
});

test('el diagnóstico enlaza el protocolo rápido, los de riesgo, citometría y linaje mixto; lo no publicado lo dice', async () => {
  renderScreen(<DocumentosEtapa etapa="diagnostico" />);

  const zona = screen.getByRole('navigation', { name: 'Documentos de referencia' });
  expect(await within(zona).findByRole('button', { name: 'Protocolo rápido de leucemia mieloide aguda' })).toBeTruthy();
  const pendientes = await within(zona).findByText(/^Aún sin publicar/);
  for (const clave of DOCUMENTOS_DE_ETAPA.diagnostico ?? []) {
    if (clave === 'protocolo-rapido-lma') continue;
    const titulo = DOCUMENTOS_REFERENCIA.find((definicion) => definicion.clave === clave)?.titulo;
    expect(pendientes.textContent).toContain(titulo);
  }
  expect(pendientes.textContent).not.toContain('Protocolo rápido');
  expect(DOCUMENTOS_DE_ETAPA.diagnostico).toEqual(expect.arrayContaining(['protocolo-riesgo', 'diagrama-citometria', 'protocolo-leucemia-mixta', 'diagrama-leucemia-mixta']));
});

test('una etapa sin documentos asignados no muestra la zona ni consulta la librería', () => {
  renderScreen(<DocumentosEtapa etapa="induccion" />);

  expect(screen.queryByRole('navigation', { name: 'Documentos de referencia' })).toBeNull();
  expect(http.calls).toEqual([]);
});
