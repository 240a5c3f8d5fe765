CREATE TABLE "usuario_auditoria" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "usuario_auditoria_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"usuario_id" text NOT NULL,
	"farmacia_id" integer NOT NULL,
	"autor_user_id" text NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	"accion" text NOT NULL,
	"cambios" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "usuario_auditoria_usuario_idx" ON "usuario_auditoria" USING btree ("usuario_id","fecha");