/** The largest PostgreSQL integer: no id, row id or version stored in an `integer` column passes it. */
export const ENTERO_MAXIMO = 2_147_483_647;
