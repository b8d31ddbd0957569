-- The search lexicon (0011) learns only from published prompts. It learned from drafts too, and
-- nothing ever forgets a word: a seller's drafts and their edits, seen by nobody, could grow the
-- lexicon without bound and fill typo corrections and "did you mean" with words no buyer finds.
-- A prompt's words are learned when it is published, or when a published prompt's words change.
CREATE OR REPLACE FUNCTION pp_learn_inserted_search_terms() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    INSERT INTO search_lexicon (word, stem)
    SELECT word, coalesce((ts_lexize('indonesian_stem', word))[1], word)
    FROM (
      SELECT DISTINCT unnest(search_terms) AS word FROM inserted_prompts WHERE status = 'published'
    ) AS words
    ON CONFLICT (word) DO NOTHING;
    RETURN NULL;
  END
  $$;--> statement-breakpoint
DROP TRIGGER prompts_relearn_search_terms ON prompts;--> statement-breakpoint
CREATE TRIGGER prompts_relearn_search_terms AFTER UPDATE ON prompts
  FOR EACH ROW WHEN (
    NEW.status = 'published'
    AND (OLD.search_terms IS DISTINCT FROM NEW.search_terms OR OLD.status IS DISTINCT FROM NEW.status)
  )
  EXECUTE FUNCTION pp_learn_search_terms();--> statement-breakpoint
-- What drafts taught it so far is forgotten: only words of a published prompt stay.
DELETE FROM search_lexicon AS l
WHERE NOT EXISTS (
  SELECT 1 FROM prompts AS p WHERE p.status = 'published' AND p.search_terms @> ARRAY[l.word]
);
