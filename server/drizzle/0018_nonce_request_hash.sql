ALTER TABLE "auth_nonces" ADD COLUMN "request_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "signer" varchar(8);