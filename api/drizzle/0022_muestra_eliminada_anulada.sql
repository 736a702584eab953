DROP INDEX "muestra_lista_laboratorio_idx";--> statement-breakpoint
CREATE INDEX "muestra_lista_laboratorio_idx" ON "muestra" USING btree ("laboratorio_destino","estado","modificado_en" DESC NULLS FIRST,"muestra_id","paciente_id","eliminado");--> statement-breakpoint
-- A sample deleted before this release kept its state (REGISTRADA): deleting one now annuls it, as its laboratory sees it.
UPDATE "muestra" SET "estado" = 'ANULADA' WHERE "eliminado" AND "estado" <> 'ANULADA';
