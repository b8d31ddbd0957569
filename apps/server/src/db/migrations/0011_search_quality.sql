-- Search matches whole words (decision 0017): a prompt's distinct words in an array, and every
-- word any prompt has had in a lexicon with its stem, so a search word is first resolved to the
-- real words it may mean (itself, its stem, words it begins, a word a typo away) and prompts are
-- then found by those words, never by a piece inside another word ("skripsi" ≠ "deskripsi").
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;--> statement-breakpoint
-- Lower case, accents folded, markup and entities dropped, split on anything but letters and
-- digits; distinct and sorted. IMMUTABLE so a generated column may use it.
CREATE FUNCTION pp_search_terms(body text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT coalesce(array_agg(DISTINCT m[1] ORDER BY m[1]), '{}')
    FROM regexp_matches(
      translate(
        lower(regexp_replace(body, '<[^>]+>|&#?[a-z0-9]+;', ' ', 'gi')),
        'àáâãäåāèéêëēìíîïīòóôõöōùúûüūçñý',
        'aaaaaaaeeeeeiiiiioooooouuuuucny'
      ),
      '[[:alnum:]]+', 'g'
    ) AS m
  $$;--> statement-breakpoint
CREATE TABLE "search_lexicon" (
	"word" text PRIMARY KEY NOT NULL,
	"stem" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "prompts_search_words_trgm_idx";--> statement-breakpoint
ALTER TABLE "prompts" ADD COLUMN "search_terms" text[] GENERATED ALWAYS AS (pp_search_terms(title || ' ' || model || ' ' || model_version || ' ' || pp_tags_text(tags) || ' ' || description_html)) STORED;--> statement-breakpoint
CREATE INDEX "search_lexicon_stem_idx" ON "search_lexicon" USING btree ("stem");--> statement-breakpoint
CREATE INDEX "search_lexicon_prefix_idx" ON "search_lexicon" USING btree ("word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_lexicon_word_trgm_idx" ON "search_lexicon" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "prompts_search_terms_idx" ON "prompts" USING gin ("search_terms");--> statement-breakpoint
ALTER TABLE "prompts" DROP COLUMN "search_words";--> statement-breakpoint
-- A prompt's new words join the lexicon (with their Indonesian stem) as it is written: once a
-- statement for inserts (a seed of thousands of prompts learns each word once), once a row for
-- updates that change the words (counters change prompts all day and learn nothing).
CREATE FUNCTION pp_learn_inserted_search_terms() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    INSERT INTO search_lexicon (word, stem)
    SELECT word, coalesce((ts_lexize('indonesian_stem', word))[1], word)
    FROM (SELECT DISTINCT unnest(search_terms) AS word FROM inserted_prompts) AS words
    ON CONFLICT (word) DO NOTHING;
    RETURN NULL;
  END
  $$;--> statement-breakpoint
CREATE FUNCTION pp_learn_search_terms() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    INSERT INTO search_lexicon (word, stem)
    SELECT word, coalesce((ts_lexize('indonesian_stem', word))[1], word)
    FROM unnest(NEW.search_terms) AS word
    ON CONFLICT (word) DO NOTHING;
    RETURN NULL;
  END
  $$;--> statement-breakpoint
CREATE TRIGGER prompts_learn_search_terms AFTER INSERT ON prompts
  REFERENCING NEW TABLE AS inserted_prompts
  FOR EACH STATEMENT EXECUTE FUNCTION pp_learn_inserted_search_terms();--> statement-breakpoint
CREATE TRIGGER prompts_relearn_search_terms AFTER UPDATE ON prompts
  FOR EACH ROW WHEN (OLD.search_terms IS DISTINCT FROM NEW.search_terms)
  EXECUTE FUNCTION pp_learn_search_terms();--> statement-breakpoint
INSERT INTO search_lexicon (word, stem)
SELECT word, coalesce((ts_lexize('indonesian_stem', word))[1], word)
FROM (SELECT DISTINCT unnest(search_terms) AS word FROM prompts) AS words
ON CONFLICT (word) DO NOTHING;
