CREATE TABLE "desenlace_paciente" (
	"paciente_id" integer PRIMARY KEY NOT NULL,
	"riesgo_eln" varchar(40),
	"intensidad" varchar(40),
	"os_dias" integer,
	"os_evento" boolean,
	"efs_dias" integer,
	"efs_evento" boolean,
	"rfs_dias" integer,
	"rfs_evento" boolean,
	"ind_mejor_respuesta" varchar(40),
	"refractario_primario" boolean,
	"muerte_precoz_30d" boolean,
	"muerte_precoz_60d" boolean,
	"calculado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "desenlace_paciente" ADD CONSTRAINT "desenlace_paciente_paciente_id_paciente_paciente_id_fk" FOREIGN KEY ("paciente_id") REFERENCES "public"."paciente"("paciente_id") ON DELETE no action ON UPDATE no action;