CREATE TABLE "copy_checks" (
	"prompt_id" uuid NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"for_revision" boolean NOT NULL,
	"candidates" integer NOT NULL,
	"took_ms" integer NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "copy_checks_prompt_id_submitted_at_pk" PRIMARY KEY("prompt_id","submitted_at")
);
--> statement-breakpoint
CREATE TABLE "copy_flags" (
	"prompt_id" uuid NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"for_revision" boolean NOT NULL,
	"matched_prompt_id" uuid NOT NULL,
	"similarity" real NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "copy_flags_prompt_id_submitted_at_matched_prompt_id_pk" PRIMARY KEY("prompt_id","submitted_at","matched_prompt_id")
);
--> statement-breakpoint
CREATE TABLE "prompt_text_bands" (
	"prompt_id" uuid NOT NULL,
	"band" smallint NOT NULL,
	"hash" bigint NOT NULL,
	CONSTRAINT "prompt_text_bands_prompt_id_band_pk" PRIMARY KEY("prompt_id","band")
);
--> statement-breakpoint
ALTER TABLE "copy_checks" ADD CONSTRAINT "copy_checks_prompt_id_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."prompts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copy_flags" ADD CONSTRAINT "copy_flags_prompt_id_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."prompts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copy_flags" ADD CONSTRAINT "copy_flags_matched_prompt_id_prompts_id_fk" FOREIGN KEY ("matched_prompt_id") REFERENCES "public"."prompts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompt_text_bands" ADD CONSTRAINT "prompt_text_bands_prompt_id_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."prompts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "copy_flags_matched_idx" ON "copy_flags" USING btree ("matched_prompt_id");--> statement-breakpoint
CREATE INDEX "prompt_text_bands_band_hash_idx" ON "prompt_text_bands" USING btree ("band","hash");--> statement-breakpoint
-- custom: copy detection
-- A secret's MinHash bands (decision 0043): its distinct words of three letters or more, less
-- the few every prompt has ("untuk", "dengan", "kamu"), hashed with 80 seeds; each seed's
-- smallest hash is a MinHash of the word set (two texts agree on it with probability their word
-- sets' Jaccard index); every 4 of them make a band, hashed to one bigint: 20 bands.
CREATE FUNCTION prompt_copy_bands(body text) RETURNS TABLE(band smallint, hash bigint)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  with words as (
    select distinct word from regexp_split_to_table(lower(body), '[^[:alnum:]]+') as word
    where length(word) >= 3
      and word <> all ('{dan,yang,untuk,dengan,adalah,kamu,anda,atau,dalam,dari,tulis,buat,setiap,juga,agar,akan,bisa,pada,lalu,tidak,ini,itu,the,and,with,for}'::text[])
  ), minima as (
    select seed, min(hashtextextended(word, seed)) as smallest
    from words, generate_series(1, 80) as seed
    group by seed
  )
  select ((seed - 1) / 4)::smallint, hashtextextended(string_agg(smallest::text, ',' order by seed), 0)
  from minima
  group by (seed - 1) / 4
$$;
--> statement-breakpoint
CREATE FUNCTION prompt_text_bands_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM prompt_text_bands WHERE prompt_id = NEW.prompt_id;
  INSERT INTO prompt_text_bands (prompt_id, band, hash)
    SELECT NEW.prompt_id, b.band, b.hash FROM prompt_copy_bands(NEW.prompt_text) AS b;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER prompt_secrets_copy_bands AFTER INSERT OR UPDATE OF prompt_text ON prompt_secrets
  FOR EACH ROW EXECUTE FUNCTION prompt_text_bands_refresh();
--> statement-breakpoint
INSERT INTO prompt_text_bands (prompt_id, band, hash)
  SELECT s.prompt_id, b.band, b.hash FROM prompt_secrets AS s, prompt_copy_bands(s.prompt_text) AS b;
