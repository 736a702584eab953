import { COMUNIDAD_AUTONOMA } from '../catalogues/comunidad-autonoma';
import { PAIS } from '../catalogues/pais';
import { buildZodSchema } from '../fields/build-zod-schema';
import { defineField, type Registro } from '../fields/campo';
import type { RegistroDe } from '../fields/registro-de';
import { PATRON_EMAIL } from './patron-email';

const enEspana = (registro: Registro): boolean => registro.pais === 'ES';

/** data-dictionary §2.1 `hospital` (the editable fields; `hospital_id` is the key). */
export const CAMPOS_HOSPITAL = [
  defineField({
    kind: 'text',
    name: 'codigo',
    label: 'Código del centro',
    required: 'siempre',
    max: 10,
    pattern: /^[A-Z0-9]{3,10}$/,
    hint: 'De 3 a 10 letras mayúsculas o cifras.',
  }),
  defineField({ kind: 'text', name: 'nombre', label: 'Nombre del centro', required: 'siempre', max: 150 }),
  defineField({ kind: 'text', name: 'ciudad', label: 'Ciudad', required: 'siempre', max: 80 }),
  defineField({ kind: 'text', name: 'provincia', label: 'Provincia', required: 'opcional', max: 80 }),
  defineField({ kind: 'enum', name: 'pais', label: 'País', required: 'siempre', catalogo: PAIS, default: 'ES' }),
  defineField({
    kind: 'enum',
    name: 'comunidad_autonoma',
    label: 'Comunidad autónoma',
    required: enEspana,
    visibleIf: enEspana,
    catalogo: COMUNIDAD_AUTONOMA,
  }),
  defineField({ kind: 'text', name: 'investigador_principal', label: 'Investigador principal', required: 'opcional', max: 120 }),
  defineField({
    kind: 'text',
    name: 'email_contacto',
    label: 'Correo de contacto',
    required: 'opcional',
    max: 254,
    pattern: PATRON_EMAIL,
  }),
  defineField({ kind: 'boolean', name: 'activo', label: 'Activo', required: 'siempre', default: true }),
] as const;

// The API's schemas are pure: a screen that imports only these fields leaves them, and zod, out of its bundle.
export const hospitalEntradaSchema = /* @__PURE__ */ buildZodSchema(CAMPOS_HOSPITAL);

export type HospitalEntrada = RegistroDe<typeof CAMPOS_HOSPITAL>;

export type Hospital = HospitalEntrada & { hospital_id: number; version: number };

/** An active hospital as offered in selectors (`GET /leucemiaHospitales/api/hospitales/select`). */
export type HospitalSelect = { hospital_id: number; codigo: string; nombre: string };

/** Warning (A) when a hospital with active users is deactivated (data-dictionary §2.1). */
export const AVISO_CENTRO_CON_USUARIOS = 'El centro tiene usuarios activos.';
