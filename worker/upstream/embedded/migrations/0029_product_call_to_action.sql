-- A product's call to action in the embedded backend (issue 42, spec 001 §3: callToActionLink,
-- callToActionLinkText, openCtaInNewWindow), per language beside the product page's other parts:
-- JSON {"link", "text", "openInNewWindow"} or NULL. Demo data only, replaced with the table's seed set.
ALTER TABLE catalogue_product_pages ADD COLUMN call_to_action TEXT;
