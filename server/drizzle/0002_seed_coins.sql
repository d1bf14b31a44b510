-- The reward wallet's coins. Spec 001 fixes coin 3 = PHO and coin 6 = GDT; the other ids are ours.
-- chain_id and contract stay empty until the rewards area binds a coin to a deployed token.
INSERT INTO "coins" ("coin_id", "coin_en", "logo", "decimals", "sort") VALUES
	(3, 'PHO', 'coins/PHO.svg', 18, 1),
	(6, 'GDT', 'coins/GDT.svg', 18, 2),
	(7, 'VGT', 'coins/VGT.svg', 18, 3),
	(1, 'USDT', 'coins/USDT.svg', 18, 4),
	(8, 'GDB', 'coins/GDB.svg', 18, 5),
	(9, 'VGB', 'coins/VGB.svg', 18, 6)
ON CONFLICT ("coin_id") DO NOTHING;
