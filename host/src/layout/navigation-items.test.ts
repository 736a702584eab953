import { expect, test } from '@jest/globals';
import { ROLES } from '@registro-lma/shared/domain';
import { ROUTE_TABLE } from '../routes/route-table';
import { navigationItemsFor } from './navigation-items';

const etiquetas = (rol: Parameters<typeof navigationItemsFor>[0]) => navigationItemsFor(rol).map((item) => item.label);

test('each role sees the links of the screens it may open', () => {
  expect(etiquetas('ADMIN')).toEqual(['Inicio', 'Calidad', 'Descargas', 'Panel', 'Librería', 'Usuarios', 'Centros', 'Bitácora', 'Catálogos', 'Auditoría']);
  expect(etiquetas('COORDINADOR')).toEqual(['Inicio', 'Calidad', 'Descargas', 'Panel', 'Librería', 'Biobanco', 'Auditoría']);
  expect(etiquetas('LECTURA')).toEqual(['Inicio', 'Descargas', 'Panel', 'Librería', 'Biobanco']);
  expect(etiquetas('CLINICO')).toEqual(['Inicio', 'Calidad', 'Descargas', 'Panel', 'Librería', 'Auditoría']);
  expect(etiquetas(undefined)).toEqual(['Inicio', 'Descargas', 'Librería']);
});

test('«Inicio» opens the worklist for the laboratory and the biobank, the patient list for the others', () => {
  const inicio = (rol: Parameters<typeof navigationItemsFor>[0]) => navigationItemsFor(rol).find((item) => item.label === 'Inicio')?.to;
  expect(inicio('LABORATORIO')).toBe('/laboratorio');
  expect(inicio('BIOBANCO')).toBe('/biobanco');
  expect(inicio('CLINICO')).toBe('/');
});

test.each(ROLES)('no link takes a %s user to a route its guard refuses', (rol) => {
  for (const item of navigationItemsFor(rol)) {
    const roles = ROUTE_TABLE.find((route) => route.path === item.to)?.roles;
    expect(roles === undefined || roles.includes(rol)).toBe(true);
  }
});
