CREATE TABLE "reward_explanations" (
	"entry_id" bigint PRIMARY KEY NOT NULL,
	"rule" varchar(40) NOT NULL,
	"rule_version" integer NOT NULL,
	"job" varchar(40),
	"period" varchar(10) NOT NULL,
	"inputs" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	CONSTRAINT "reward_explanations_rule_check" CHECK ("reward_explanations"."rule" ~ '^[a-z][a-z0-9.-]{0,39}$')
);
