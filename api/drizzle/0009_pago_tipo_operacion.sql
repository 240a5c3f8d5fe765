ALTER TABLE "pago" DROP CONSTRAINT "pago_tipo_operacion_id_tipo_operacion_pago_id_fk";--> statement-breakpoint
DROP TABLE "tipo_operacion_pago";--> statement-breakpoint
ALTER TABLE "pago" ALTER COLUMN "tipo_operacion_id" SET DATA TYPE smallint;--> statement-breakpoint
ALTER TABLE "pago" ALTER COLUMN "tipo_operacion_id" SET DEFAULT 2;