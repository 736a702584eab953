import { BIOLAB } from '../catalogues/biolab';
import { LABORATORIO } from '../catalogues/laboratorio';
import { ROL_USUARIO, type Rol } from '../catalogues/rol-usuario';
import { defineField, type Registro } from '../fields/campo';
import { PATRON_EMAIL } from './patron-email';

export const MENSAJE_CLINICO_SIN_CENTRO = 'Un investigador clínico debe estar asignado al menos a un centro.';
export const MENSAJE_LABORATORIO_SIN_LABORATORIO = 'Un usuario de laboratorio debe estar asignado al menos a un laboratorio.';
export const MENSAJE_BIOBANCO_SIN_BIOBANCO = 'Un usuario de biobanco debe estar asignado al menos a un biobanco.';

const conRol =
  (...roles: Rol[]) =>
  (registro: Registro): boolean =>
    roles.some((rol) => rol === registro.rol);

/** data-dictionary §2.2 `usuario` (editable fields; `usuario_id` is the key, `ultimo_acceso` is computed). */
export const CAMPOS_USUARIO = [
  defineField({
    kind: 'text',
    name: 'email',
    label: 'Correo electrónico (usuario)',
    required: 'siempre',
    max: 254,
    pattern: PATRON_EMAIL,
    minusculas: true,
  }),
  defineField({ kind: 'text', name: 'nombre', label: 'Nombre', required: 'siempre', max: 80 }),
  defineField({ kind: 'text', name: 'apellidos', label: 'Apellidos', required: 'siempre', max: 120 }),
  defineField({ kind: 'enum', name: 'rol', label: 'Rol', required: 'siempre', catalogo: ROL_USUARIO }),
  defineField({
    kind: 'multiEnum',
    name: 'hospitales',
    label: 'Centros',
    referencia: 'hospital',
    required: conRol('CLINICO'),
    visibleIf: conRol('CLINICO', 'COORDINADOR', 'LECTURA'),
    mensajeObligatorio: MENSAJE_CLINICO_SIN_CENTRO,
  }),
  defineField({
    kind: 'multiEnum',
    name: 'laboratorios',
    label: 'Laboratorios',
    catalogo: LABORATORIO,
    required: conRol('LABORATORIO'),
    visibleIf: conRol('LABORATORIO'),
    mensajeObligatorio: MENSAJE_LABORATORIO_SIN_LABORATORIO,
  }),
  defineField({
    kind: 'multiEnum',
    name: 'biolabs',
    label: 'Biobancos',
    catalogo: BIOLAB,
    required: conRol('BIOBANCO'),
    visibleIf: conRol('BIOBANCO'),
    mensajeObligatorio: MENSAJE_BIOBANCO_SIN_BIOBANCO,
  }),
  defineField({ kind: 'boolean', name: 'activo', label: 'Activo', required: 'siempre', default: true }),
] as const;
