-- Group-buy markets GG and VG (issue 14 parts 3-5): groups, seats, coupon backpacks and coupon buys; money moves in the ledger.
CREATE TABLE "group_backpacks" (
	"address" varchar(42) NOT NULL,
	"variant" varchar(8) NOT NULL,
	"ticket_num" integer DEFAULT 0 NOT NULL,
	"shop_ticket_num" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "group_backpacks_address_variant_pk" PRIMARY KEY("address","variant"),
	CONSTRAINT "group_backpacks_variant_check" CHECK ("group_backpacks"."variant" in ('gg', 'vg')),
	CONSTRAINT "group_backpacks_count_check" CHECK ("group_backpacks"."ticket_num" >= 0 and "group_backpacks"."shop_ticket_num" >= 0)
);
--> statement-breakpoint
CREATE TABLE "group_coupon_buys" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"variant" varchar(8) NOT NULL,
	"address" varchar(42) NOT NULL,
	"count" integer NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"nonce" varchar(128) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_coupon_buys_nonce_key" UNIQUE("nonce"),
	CONSTRAINT "group_coupon_buys_count_check" CHECK ("group_coupon_buys"."count" > 0)
);
--> statement-breakpoint
CREATE TABLE "group_members" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"group_id" bigint NOT NULL,
	"address" varchar(42) NOT NULL,
	"is_leader" boolean DEFAULT false NOT NULL,
	"seat" smallint NOT NULL,
	"nonce" varchar(128) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_members_group_address_key" UNIQUE("group_id","address"),
	CONSTRAINT "group_members_group_seat_key" UNIQUE("group_id","seat"),
	CONSTRAINT "group_members_nonce_key" UNIQUE("nonce"),
	CONSTRAINT "group_members_seat_check" CHECK ("group_members"."seat" between 1 and 10),
	CONSTRAINT "group_members_leader_seat_check" CHECK ("group_members"."is_leader" = ("group_members"."seat" = 1))
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"variant" varchar(8) NOT NULL,
	"leader" varchar(42) NOT NULL,
	"pay_gdt" numeric(78, 0) NOT NULL,
	"pay_vgt" numeric(78, 0) NOT NULL,
	"join_num" smallint DEFAULT 1 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"start_nonce" varchar(128) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "groups_start_nonce_key" UNIQUE("start_nonce"),
	CONSTRAINT "groups_variant_check" CHECK ("groups"."variant" in ('gg', 'vg')),
	CONSTRAINT "groups_status_check" CHECK ("groups"."status" in (0, 1, 2)),
	CONSTRAINT "groups_join_num_check" CHECK ("groups"."join_num" between 1 and 10),
	CONSTRAINT "groups_success_full_check" CHECK ("groups"."status" <> 1 or "groups"."join_num" = 10),
	CONSTRAINT "groups_pay_check" CHECK ("groups"."pay_gdt" >= 0 and "groups"."pay_vgt" >= 0)
);
--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "group_members_one_leader_idx" ON "group_members" USING btree ("group_id") WHERE "group_members"."is_leader";--> statement-breakpoint
CREATE INDEX "group_members_address_idx" ON "group_members" USING btree ("address","group_id");--> statement-breakpoint
CREATE INDEX "groups_market_idx" ON "groups" USING btree ("variant","status","id");