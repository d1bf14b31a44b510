/** The admin CLI's help text (`npm run admin -- --help`), one line per command. */
export const USAGE = `Usage: npm run admin -- <command> [options]

Signs in with the operator key in OPERATOR_PRIVATE_KEY (its address must be in the server's
OPERATOR_ADDRESSES) and calls the admin API of the server at --url (default http://127.0.0.1:5180).
Every change takes --note TEXT (one line, at most 500 characters), kept with it in the audit log. The dangerous
changes (coin fee, pack add/set, config set star_thresholds and the gdt_* rates and cap) are signed with the same
key as a signed operator action, as the web console signs them with the wallet.

Notices (one notice has one text per language: zh-CN en-US zh-HK ko-KR ja-JP):
  notice list     [--page N] [--page-size N]
  notice add      --lang L --title T (--description HTML | --description-file FILE)
                  [--remark HTML | --remark-file FILE] [--author A] [--group ID]
                  (--group adds a language to an existing notice; without it a new notice is created)
  notice edit     --id ID [--title T] [--description HTML | --description-file FILE]
                  [--remark HTML | --remark-file FILE] [--author A]
  notice withdraw --group ID        (hides the notice in every language)
  notice publish  --group ID        (shows it again)
Banners (image: a path under image_domain such as banners/launch.en-US.svg, or an http(s) URL):
  banner list
  banner add      --image P [--link L] [--sort N] [--lang L|all] [--inactive]
  banner edit     --id ID [--image P] [--link L] [--sort N] [--lang L|all] [--active true|false]
  banner remove   --id ID
Settings:
  config set image_domain <http(s) URL without a trailing slash>
  config set genesis_address <address>      (the referral tree's root: may invite without a referrer)
  config set team_valid_tvl <base units>    (own TVL in 18-decimal USDT from which an address is valid)
  config set gg_pay_gdt|gg_pay_vgt|gg_coupon_price|gg_deadline_seconds <value>   (group market GG: seat
                  price in GDT and VGT, a leader coupon's value in GDB (exchange and purchase), base units;
                  seconds a group has to fill, 60 to 2592000, a value outside is ignored)
  config set vg_pay_gdt|vg_pay_vgt|vg_coupon_price|vg_deadline_seconds <value>   (the same for VG, coupons in VGB)
  config set star_thresholds <JSON>          (five levels [{"own_tvl","team_tvl","valid_direct","team_valid","lines"}])
  config set jobs_start_minute <0-1439>      (minutes after 00:00 UTC from which the daily jobs settle the day before)
  config set pack_exchange_rate_ppm <ppm>   (GDB/VGB credited per GDT/VGT exchanged; 1000000 = 1:1)
  config set link_chat|link_hash|link_partner_product|link_flywheel <https URL, or '' to hide>   (the side
                                            menu's and the partner page's external sites; unset = not shown)
  config set gdt_trade_rate_ppm|gdt_share_rate_ppm|gdt_mining_rate_ppm <ppm>, gdt_trade_daily_cap <GDT base units>
GDT rewards:
  grant add --program white-list|genesis-gdt|genesis-vgt --address A --amount BASE_UNITS --key K
                  (an operator grant; white-list is paid by settle gdt-rewards, genesis cards are claimed)
Team program:
  team rebuild    recomputes every team figure from the tree and the stored TVLs; prints rows corrected
Jobs (each settles a UTC day once; the server also runs them daily for the day before):
  settle <job> --period YYYY-MM-DD   (jobs: purge-auth, expired sign-in nonces and sessions;
                                     refund-withdrawals, expired unclaimed withdraw orders;
                                     asset-packs, each asset pack's static and dynamic reward of the day;
                                     groups-expire, groups past their deadline fail, members refunded once;
                                     star-cards, cards under the cap and each level's GDT gift;
                                     equity, the equity sink's PHO split among the card holders;
                                     gdt-rewards, trade, share, mining and white-list GDT of the day)
Ledger (the reward wallet's books):
  ledger check    proves the books: every cached balance is the sum of its postings, every entry sums to
                  zero per coin, no user account is negative, and each chain's withdraw vault holds at least
                  what came in through that chain and was not paid out; the newest liabilities snapshot of each
                  chain and coin equals what the books owed at it; prints the report, exits 1 on any difference
  liabilities publish [--chain ID]
                  takes a snapshot of every reward-wallet balance of each on-chain coin now (per chain with a
                  vault, or the one given), builds its Merkle-sum tree and publishes the root to the vault with
                  the server's LIABILITIES_PUBLISHER_KEY; exits 1 when a chain could not be published
  coin fee        --id COIN_ID [--fee-ppm N] [--withdraw-fee-ppm N]   (parts per million: 1000 = 0.1%)
  pool fund       --pool NAME --coin COIN_ID --amount BASE_UNITS --key TEXT
                  moves the operator's own usable balance (deposited on chain first) into a reward pool
                  (asset-pack-gdt, asset-pack-vgt, airdrop, group-coupons-gg with GDB, group-coupons-vg with VGB);
                  the same --key again moves nothing
Airdrop (one claim per user and UTC day, paid from the pool account pool:airdrop, never past it):
  airdrop show    the offer and what its pool holds
  airdrop set     --coin COIN_ID --amount A [--hold H]   (A of the coin per claim from now on, e.g. 5 or 0.5;
                                                         H GDT to hold, in the reward wallet and on chain; default 1)
  airdrop off     no offer (reward id 0: 'no reward')
                  fund the pool with: pool fund --pool airdrop --coin COIN_ID --amount BASE_UNITS --key TEXT
Asset-pack packages (a bought pack keeps the terms it was bought with; rates in parts per million):
  pack list       [--variant gdt|vgt]   every package, retired ones too
  pack add        --variant gdt|vgt --amount BASE_UNITS --static-ppm N --profit-ppm N [--sort N]
                  (static: share of the pledge paid a day, 10000 = 1%, above 0 and at most 1000000;
                  profit: total output per pledge, 1500000 = 1.5×, from 1000000 to 100000000)
  pack set        --id ID [--static-ppm N] [--profit-ppm N] [--sort N]   (new terms for packs bought from now on)
  pack retire     --id ID   (no longer listed or sold; packs already bought keep paying)
Games (the mall's games list, opened in a new tab):
  games list
  games set       --file FILE   (JSON: {"list": [{"name": N, "url": "https://...", "description": D}]})
Activity approvals (the stablecoin per chain whose approval is followed by one to the activity's spender):
  activity list
  activity set    --file FILE   (JSON: {"list": [{"chain_id": 66, "token": "0x...", "spender": "0x..."}]})

Global options: --note TEXT (changes only), --url URL, --chain ID (chain id of the sign-in message; default: the local chain when the
server offers it, else its default chain), --help`
