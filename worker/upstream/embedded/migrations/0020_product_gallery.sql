-- Product galleries (issue 13, spec 001 §2 "an image carousel of the selected variation's assets"): more
-- pictures of a product after its variation's own (the pieces, the wrapper's back), as a JSON list of URLs.
ALTER TABLE catalogue_products ADD COLUMN gallery TEXT NOT NULL DEFAULT '[]';
