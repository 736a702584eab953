import assert from 'node:assert/strict';
import { test } from 'node:test';
import { getTableConfig, pgTable } from 'drizzle-orm/pg-core';
import { CAMPOS_HOSPITAL, crearCatalogo, defineField } from '@registro-lma/shared/domain';
import { columnsFor } from './columns';

function describeColumns(table: Parameters<typeof getTableConfig>[0]) {
  return Object.fromEntries(
    getTableConfig(table).columns.map((column) => [
      column.name,
      { type: column.getSQLType(), notNull: column.notNull, default: column.default },
    ]),
  );
}

test('the hospital field list drives the hospital columns', () => {
  const columns = describeColumns(pgTable('hospital_prueba', columnsFor(CAMPOS_HOSPITAL)));
  assert.deepEqual(columns, {
    codigo: { type: 'varchar(10)', notNull: true, default: undefined },
    nombre: { type: 'varchar(150)', notNull: true, default: undefined },
    ciudad: { type: 'varchar(80)', notNull: true, default: undefined },
    provincia: { type: 'varchar(80)', notNull: false, default: undefined },
    pais: { type: 'varchar(40)', notNull: true, default: 'ES' },
    comunidad_autonoma: { type: 'varchar(40)', notNull: false, default: undefined },
    investigador_principal: { type: 'varchar(120)', notNull: false, default: undefined },
    email_contacto: { type: 'varchar(254)', notNull: false, default: undefined },
    activo: { type: 'boolean', notNull: true, default: true },
  });
});

const CAMPOS_DE_CADA_TIPO = [
  defineField({ kind: 'integer', name: 'edad', label: 'Edad', required: 'siempre', min: 18, max: 120 }),
  defineField({ kind: 'decimal', name: 'peso', label: 'Peso', required: 'opcional', min: 20, max: 300, decimales: 1 }),
  defineField({ kind: 'date', name: 'fecha_diagnostico', label: 'Fecha de diagnóstico', required: 'siempre' }),
  defineField({ kind: 'enum', name: 'hospital_id', label: 'Centro', required: 'siempre', referencia: 'hospital' }),
  defineField({
    kind: 'enum',
    name: 'sexo',
    label: 'Sexo',
    required: 'opcional',
    catalogo: crearCatalogo([
      ['H', 'Hombre'],
      ['M', 'Mujer'],
    ]),
  }),
  defineField({
    kind: 'multiEnum',
    name: 'ensayos',
    label: 'Ensayos',
    required: 'opcional',
    catalogo: crearCatalogo([['E1', 'Ensayo 1']]),
  }),
] as const;

test('every kind maps to its column; multi-valued fields get none (they live in join tables)', () => {
  const columns = describeColumns(pgTable('tipos_prueba', columnsFor(CAMPOS_DE_CADA_TIPO)));
  assert.deepEqual(columns, {
    edad: { type: 'integer', notNull: true, default: undefined },
    peso: { type: 'numeric(14, 1)', notNull: false, default: undefined },
    fecha_diagnostico: { type: 'date', notNull: true, default: undefined },
    hospital_id: { type: 'integer', notNull: true, default: undefined },
    sexo: { type: 'varchar(40)', notNull: false, default: undefined },
  });
});

test('in draft mode required fields may be missing, so their columns accept null', () => {
  const columns = describeColumns(pgTable('borrador_prueba', columnsFor(CAMPOS_DE_CADA_TIPO, 'borrador')));
  assert.equal(columns.edad?.notNull, false);
  assert.equal(columns.fecha_diagnostico?.notNull, false);
});
