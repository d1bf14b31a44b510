-- Which day settled each router swap moves to a narrow row per swap (docs/decisions/0151-swap-settlement-rows.md).
-- `router_swaps.settled_day` was in `router_swaps_open_idx`, so marking a day's swaps settled was never a HOT
-- update: every swap row was rewritten with an entry in each of its five indexes (about 7 s of a 100k-user day).
CREATE TABLE "router_swap_settlement" (
	"swap_id" bigint PRIMARY KEY NOT NULL,
	"block_time" bigint NOT NULL,
	"settled_day" date
);
--> statement-breakpoint
ALTER TABLE "router_swap_settlement" ADD CONSTRAINT "router_swap_settlement_swap_id_router_swaps_id_fk" FOREIGN KEY ("swap_id") REFERENCES "router_swaps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "router_swap_settlement" ("swap_id", "block_time", "settled_day")
  SELECT "id", "block_time", "settled_day" FROM "router_swaps";--> statement-breakpoint
CREATE INDEX "router_swap_settlement_open_idx" ON "router_swap_settlement" USING btree ("block_time") WHERE "router_swap_settlement"."settled_day" is null;--> statement-breakpoint
DROP INDEX "router_swaps_open_idx";--> statement-breakpoint
ALTER TABLE "router_swaps" DROP COLUMN "settled_day";--> statement-breakpoint
-- Every stored swap gets its open settlement row in the statement that stores it, whichever path stores it (the
-- indexer, the hash check, a bulk load): one INSERT per statement from its transition table.
CREATE FUNCTION router_swaps_open_settlement() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO router_swap_settlement (swap_id, block_time)
    SELECT id, block_time FROM stored_swaps;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER router_swaps_open_settlement
  AFTER INSERT ON router_swaps
  REFERENCING NEW TABLE AS stored_swaps
  FOR EACH STATEMENT EXECUTE FUNCTION router_swaps_open_settlement();
