import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CATALOGOS_SEMILLA, type Muestra } from '@registro-lma/shared/domain';
import { datosMuestra } from '../../testing/muestras';
import { datosHojaEnvioDe } from './hoja-envio-muestra-mapper';

const muestra: Muestra = {
  muestra_id: 1,
  codigo_muestra: '000001-M001',
  estado: 'REGISTRADA',
  paciente: { paciente_id: 1, upn: '000001', hospital_codigo: 'HULP', sexo: 'MUJER', edad_muestra: 63, entidad: null },
  codigo_paciente_ensayo: null,
  datos: datosMuestra({ laboratorio_destino: 'LAB_NORTE', estudios_solicitados: ['NGS'] }),
  confirmacion: null,
  pdf_generado_en: null,
  avisos: {},
  version: 1,
  creado_por: 1,
  creado_en: '2024-01-14T10:00:00.000Z',
  modificado_por: 1,
  modificado_en: '2024-01-14T10:00:00.000Z',
};

const contexto = { hospital_nombre: 'Hospital La Paz', solicitado_por: 'Ana Pérez', generado_en: new Date('2024-01-14T10:00:00Z') };

test('the laboratory of the sheet is the catalogue row in force: its name and where it receives samples', () => {
  const catalogos = {
    ...CATALOGOS_SEMILLA,
    laboratorio: [
      { codigo: 'LAB_NORTE', etiqueta: 'Laboratorio del norte', orden: 1, activo: false, tecnicas: ['NGS'], direccion: 'C/ Mayor 1', ciudad: 'Oviedo', telefono: null, email_recepcion: 'lab@norte.es' },
    ],
  };
  const hoja = datosHojaEnvioDe(muestra, { ...contexto, catalogos });
  assert.deepEqual(hoja.laboratorio_destino, { nombre: 'Laboratorio del norte', direccion: 'C/ Mayor 1 · Oviedo · lab@norte.es' });
});

test('a laboratory without address data prints none; an unknown code prints the code', () => {
  const sinDireccion = datosHojaEnvioDe({ ...muestra, datos: datosMuestra() }, { ...contexto, catalogos: CATALOGOS_SEMILLA });
  assert.deepEqual(sinDireccion.laboratorio_destino, { nombre: 'Laboratorio de referencia de citometría (diagnóstico y EMR)', direccion: null });
  const desconocido = datosHojaEnvioDe(muestra, { ...contexto, catalogos: CATALOGOS_SEMILLA });
  assert.deepEqual(desconocido.laboratorio_destino, { nombre: 'LAB_NORTE', direccion: null });
});
