ALTER TABLE "archivo" ALTER COLUMN "contenido" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "archivo" ADD COLUMN "ruta" text;--> statement-breakpoint
ALTER TABLE "archivo" ADD COLUMN "tamano" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "banner" DROP COLUMN "intercalado";