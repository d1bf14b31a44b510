ALTER TABLE "auth_nonces" ADD COLUMN "signature" text;--> statement-breakpoint
ALTER TABLE "auth_nonces" ADD COLUMN "reply" text;