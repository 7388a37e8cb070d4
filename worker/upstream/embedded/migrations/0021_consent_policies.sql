-- Consent policies and marketing consents (issue 13, spec 000 §2 "privacy pages by id and marketing
-- consent pages", §7 "consent policies (get, filtered, unsubscribe, revoke)"): the privacy policy and
-- the marketing policies in three languages, and the people an email reached, each known by the
-- hash of the token in their email's links, with what they agreed to.
CREATE TABLE IF NOT EXISTS consent_policies (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('privacy', 'marketing')),
  version TEXT NOT NULL,
  changed_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS consent_policy_texts (
  policy_id INTEGER NOT NULL REFERENCES consent_policies (id),
  language TEXT NOT NULL,
  title TEXT NOT NULL,
  summary TEXT NOT NULL,
  body TEXT NOT NULL,
  PRIMARY KEY (policy_id, language)
);
CREATE TABLE IF NOT EXISTS marketing_people (
  token_hash TEXT PRIMARY KEY,
  email TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS marketing_consents (
  token_hash TEXT NOT NULL REFERENCES marketing_people (token_hash),
  policy_id INTEGER NOT NULL REFERENCES consent_policies (id),
  granted INTEGER NOT NULL,
  changed_at TEXT NOT NULL,
  PRIMARY KEY (token_hash, policy_id)
);
INSERT OR IGNORE INTO consent_policies (id, kind, version, changed_at) VALUES
  (1, 'privacy', '2026.1', '2026-01-15T08:00:00.000Z'),
  (2, 'marketing', '2026.1', '2026-01-15T08:00:00.000Z'),
  (3, 'marketing', '2026.1', '2026-01-15T08:00:00.000Z');
INSERT OR IGNORE INTO consent_policy_texts (policy_id, language, title, summary, body) VALUES
  (1, 'fi', 'Tietosuojaseloste', 'Miten Kaarna käsittelee henkilötietojasi.', '<h2>Rekisterinpitäjä</h2><p>Kaarna Oy, Satamatie 1, 00100 Vuolijoen satama. Tietosuoja-asiat: tietosuoja@kaarna.example.</p><h2>Mitä tietoja keräämme</h2><p>Tilauksen tekijän nimi, osoite, sähköposti ja puhelinnumero sekä tilaushistoria. Jäsenten tiedot tallennetaan jäsenrekisteriin.</p><h2>Miksi</h2><p>Tilausten toimittamiseen, asiakaspalveluun ja, jos olet antanut luvan, markkinointiin.</p><h2>Oikeutesi</h2><p>Voit tarkistaa ja korjata tietosi ja pyytää niiden poistamista. Markkinointiluvan voit perua koska tahansa.</p>'),
  (1, 'en', 'Privacy policy', 'How Kaarna handles your personal data.', '<h2>Controller</h2><p>Kaarna Ltd, Satamatie 1, 00100 Vuolijoki Harbour, Finland. Privacy matters: privacy@kaarna.example.</p><h2>What we collect</h2><p>The name, address, email and phone number of whoever orders, and their order history. Members'' details are kept in the member register.</p><h2>Why</h2><p>To deliver orders, to answer customer service questions and, if you agreed to it, for marketing.</p><h2>Your rights</h2><p>You can see and correct your data and ask us to erase it. You can withdraw a marketing consent at any time.</p>'),
  (1, 'sv', 'Dataskyddsbeskrivning', 'Hur Kaarna behandlar dina personuppgifter.', '<h2>Personuppgiftsansvarig</h2><p>Kaarna Ab, Satamatie 1, 00100 Vuolijoki hamn, Finland. Dataskydd: dataskydd@kaarna.example.</p><h2>Vilka uppgifter vi samlar in</h2><p>Beställarens namn, adress, e-post och telefonnummer samt orderhistorik. Medlemmarnas uppgifter sparas i medlemsregistret.</p><h2>Varför</h2><p>För att leverera beställningar, för kundtjänst och, om du har gett ditt samtycke, för marknadsföring.</p><h2>Dina rättigheter</h2><p>Du kan se och rätta dina uppgifter och begära att de raderas. Ett samtycke till marknadsföring kan du återkalla när som helst.</p>'),
  (2, 'fi', 'Kaarnan uutiskirje', 'Uudet maut, reseptit ja tarjoukset sähköpostiisi kerran kuussa.', '<p>Lähetämme uutiskirjeen enintään kerran kuussa. Käytämme siihen vain sähköpostiosoitettasi ja kieltäsi. Jokaisessa kirjeessä on linkki, jolla voit perua tilauksen.</p>'),
  (2, 'en', 'Kaarna newsletter', 'New flavours, recipes and offers by email once a month.', '<p>We send the newsletter at most once a month. We use only your email address and language for it. Every letter has a link to unsubscribe.</p>'),
  (2, 'sv', 'Kaarnas nyhetsbrev', 'Nya smaker, recept och erbjudanden per e-post en gång i månaden.', '<p>Vi skickar nyhetsbrevet högst en gång i månaden. Vi använder bara din e-postadress och ditt språk för det. Varje brev har en länk för att avsluta prenumerationen.</p>'),
  (3, 'fi', 'Tarjoukset tekstiviestillä', 'Myymälöiden ja verkkokaupan tarjoukset puhelimeesi.', '<p>Lähetämme tarjouksia tekstiviestillä enintään kaksi kertaa kuussa.</p>'),
  (3, 'en', 'Offers by text message', 'Offers from our shops and online shop to your phone.', '<p>We send offers by text message at most twice a month.</p>'),
  (3, 'sv', 'Erbjudanden per sms', 'Erbjudanden från våra butiker och nätbutiken till din telefon.', '<p>Vi skickar erbjudanden per sms högst två gånger i månaden.</p>');
-- The demo link of docs/demo-data.md: /en/marketing/email?token=maija-newsletter-link-2026 (stored as its SHA-256).
INSERT OR IGNORE INTO marketing_people (token_hash, email) VALUES ('7OFroCfRyei6yqLaXGfC7G_v_nPj3Xx6BYaiYbTUJs4', 'maija@kaarna.example');
INSERT OR IGNORE INTO marketing_consents (token_hash, policy_id, granted, changed_at) VALUES
  ('7OFroCfRyei6yqLaXGfC7G_v_nPj3Xx6BYaiYbTUJs4', 2, 1, '2026-01-15T10:00:00.000Z'),
  ('7OFroCfRyei6yqLaXGfC7G_v_nPj3Xx6BYaiYbTUJs4', 3, 1, '2026-01-15T10:00:00.000Z');
