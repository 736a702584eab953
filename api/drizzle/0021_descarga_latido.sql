ALTER TABLE "descarga" ADD COLUMN "latido_en" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "descarga" ADD COLUMN "perdidas" integer DEFAULT 0 NOT NULL;