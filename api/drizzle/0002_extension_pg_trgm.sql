-- Trigram index support for the UPN search (modules/pacientes/busqueda-upn.ts). Trusted since PostgreSQL 13: a
-- database owner may create it; embedded PGlite loads it at start-up (db/connection.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
