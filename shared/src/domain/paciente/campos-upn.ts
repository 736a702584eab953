import { defineField } from '../fields/campo';
import { CIFRAS_UPN, PREFIJO_UPN } from './upn';

/** A patient named by its UPN (a path parameter): `LMA-` and its digits, data-dictionary §3.1. */
export const CAMPO_UPN = defineField({ kind: 'text', name: 'upn', label: 'UPN', max: PREFIJO_UPN.length + CIFRAS_UPN, required: 'siempre' });

/** The lists' UPN filter: a search text, a fragment of a UPN or a little more typed around it. */
export const FILTRO_UPN = defineField({ kind: 'text', name: 'upn', label: 'UPN', max: 20, required: 'opcional' });
