-- French full-text search, accent-insensitive (issue 3): unaccent, wrapped in an IMMUTABLE
-- function so that it can be used in expression indexes.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE OR REPLACE FUNCTION parvis_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS pages_search_idx ON pages USING gin (to_tsvector('french', parvis_unaccent(coalesce(title, '') || ' ' || coalesce(meta_description, ''))));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS elements_search_idx ON elements USING gin (to_tsvector('french', parvis_unaccent(coalesce(title, '') || ' ' || coalesce(summary, '') || ' ' || coalesce(body, ''))));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS news_search_idx ON news USING gin (to_tsvector('french', parvis_unaccent(coalesce(title, '') || ' ' || coalesce(summary, '') || ' ' || coalesce(body, ''))));
