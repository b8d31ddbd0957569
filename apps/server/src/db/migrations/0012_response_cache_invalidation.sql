-- Public reads are cached in each API process (decision 0019). Every statement that changes what
-- they show announces its table on `pasarprompt_cache`, from the database itself, so no use case
-- can forget to; NOTIFY is sent on commit only (a rolled-back write flushes nothing) and a
-- transaction's identical notifications are folded into one.
CREATE FUNCTION pp_notify_public_change() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM pg_notify('pasarprompt_cache', TG_TABLE_NAME);
    RETURN NULL;
  END
  $$;--> statement-breakpoint
-- Tables whose every column may show: any write counts.
CREATE TRIGGER categories_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION pp_notify_public_change();--> statement-breakpoint
CREATE TRIGGER prompt_examples_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON prompt_examples
  FOR EACH STATEMENT EXECUTE FUNCTION pp_notify_public_change();--> statement-breakpoint
CREATE TRIGGER organizations_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON organizations
  FOR EACH STATEMENT EXECUTE FUNCTION pp_notify_public_change();--> statement-breakpoint
CREATE TRIGGER pages_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON pages
  FOR EACH STATEMENT EXECUTE FUNCTION pp_notify_public_change();--> statement-breakpoint
CREATE TRIGGER platform_settings_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON platform_settings
  FOR EACH STATEMENT EXECUTE FUNCTION pp_notify_public_change();--> statement-breakpoint
CREATE TRIGGER reviews_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION pp_notify_public_change();--> statement-breakpoint
-- Prompts: every column but the counters. Views are flushed in batches all day and a wishlist
-- toggle moves `wishlist_count`; neither shows in public. `sales` does show, but every sale moves
-- it inside the settlement's transaction, and PostgreSQL serialises the commits of transactions
-- that NOTIFY (a database-wide lock until each commit record is on disk): the sales count and the
-- best-seller order are left to the cache's 30-second life instead (decision 0019).
-- A new column must join this list (test/response-cache.test.ts checks it does).
CREATE TRIGGER prompts_public_change AFTER INSERT OR DELETE OR TRUNCATE ON prompts
  FOR EACH STATEMENT EXECUTE FUNCTION pp_notify_public_change();--> statement-breakpoint
CREATE TRIGGER prompts_public_update AFTER UPDATE OF
    id, shop_id, slug, title, description_html, model, model_version, category_name, tags, price,
    variable_count, thumbnail_url, status, featured, published_at, rating_average_x100,
    rating_count, created_at, last_updated, created_by, last_updated_by, company_id,
    rejection_reason, submitted_at
  ON prompts
  FOR EACH STATEMENT EXECUTE FUNCTION pp_notify_public_change();--> statement-breakpoint
-- Shops: what their page and cards show, never the balances a sale moves or the bank account.
CREATE TRIGGER shops_public_change AFTER INSERT OR DELETE OR TRUNCATE ON shops
  FOR EACH STATEMENT EXECUTE FUNCTION pp_notify_public_change();--> statement-breakpoint
CREATE TRIGGER shops_public_update AFTER UPDATE OF
    id, description, status, logo_url, banner_url, microsite, commission_bp, affiliate_enabled,
    affiliate_bp, company_id
  ON shops
  FOR EACH STATEMENT EXECUTE FUNCTION pp_notify_public_change();--> statement-breakpoint
-- Orders: a review shows while its order is paid, and is written only once it is; so only an
-- order leaving `paid` changes what shows (a settlement, moving into `paid`, sends nothing).
-- Users: a review shows its author's name.
CREATE TRIGGER orders_public_change AFTER DELETE OR TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION pp_notify_public_change();--> statement-breakpoint
CREATE TRIGGER orders_public_update AFTER UPDATE OF status, prompt_id ON orders
  FOR EACH ROW WHEN (OLD.status = 'paid' AND (NEW.status <> 'paid' OR NEW.prompt_id <> OLD.prompt_id))
  EXECUTE FUNCTION pp_notify_public_change();--> statement-breakpoint
CREATE TRIGGER users_public_change AFTER UPDATE OF name OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION pp_notify_public_change();
