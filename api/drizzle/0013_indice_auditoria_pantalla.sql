CREATE INDEX "auditoria_usuario_idx" ON "auditoria" USING btree ("usuario_id","auditoria_id");--> statement-breakpoint
CREATE INDEX "auditoria_creado_en_idx" ON "auditoria" USING btree ("creado_en");