-- data-dictionary §3.4: an intensive patient's best response is the dictionary's ind_mejor_respuesta (computed on save); the separate column goes, its values kept.
UPDATE "induccion" SET "ind_mejor_respuesta" = "ind_mejor_respuesta_calculada" WHERE "intencion_tratamiento" = 'INTENSIVO';--> statement-breakpoint
ALTER TABLE "induccion" DROP COLUMN "ind_mejor_respuesta_calculada";
