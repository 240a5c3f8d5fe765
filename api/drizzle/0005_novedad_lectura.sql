CREATE TABLE "novedad_lectura" (
	"user_id" text NOT NULL,
	"novedad_id" integer NOT NULL,
	"leida_en" timestamp with time zone NOT NULL,
	CONSTRAINT "novedad_lectura_user_id_novedad_id_pk" PRIMARY KEY("user_id","novedad_id")
);
--> statement-breakpoint
ALTER TABLE "novedad_lectura" ADD CONSTRAINT "novedad_lectura_user_id_usuario_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "novedad_lectura" ADD CONSTRAINT "novedad_lectura_novedad_id_novedad_id_fk" FOREIGN KEY ("novedad_id") REFERENCES "public"."novedad"("id") ON DELETE cascade ON UPDATE no action;