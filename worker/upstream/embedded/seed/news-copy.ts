// Copy of the company page and the newsroom's pages in fi, en and sv (pages-news.ts builds them).
import type { Language } from "../../../../shared/languages.ts";

export interface NewsCopy {
  urls: { company: string; newsroom: string; release: string; thankYou: string; failed: string };
  names: { company: string; newsroom: string; release: string; thankYou: string; failed: string };
  company: { intro: string; body: string; latest: string; allReleases: string };
  newsroom: { intro: string; heading: string; privacy: string };
  release: { intro: string };
  thankYou: { intro: string; body: string };
  failed: { intro: string; body: string };
}

export const NEWS_COPY: Record<Language, NewsCopy> = {
  fi: {
    urls: {
      company: "/fi/yritys",
      newsroom: "/fi/uutishuone",
      release: "/fi/uutishuone/tiedote",
      thankYou: "/fi/uutishuone/kiitos",
      failed: "/fi/uutishuone/tilaus-epaonnistui",
    },
    names: {
      company: "Kaarna yrityksenä",
      newsroom: "Uutishuone",
      release: "Tiedote",
      thankYou: "Kiitos tilauksesta",
      failed: "Tilaus ei onnistunut",
    },
    company: {
      intro:
        "Kaarna on neljännen polven perheyritys Vuolijoen Satamasta. Teemme suklaata ja makeisia noin kuudenkymmenen hengen voimin.",
      body: '<p>Toimitusjohtajana toimii Liisa Kaarna ja tuotannosta vastaa Matti Kaarna. Mediayhteydenotot: <a href="mailto:media@kaarna.example">media@kaarna.example</a>.</p>',
      latest: "Uusimmat tiedotteet",
      allReleases: "Kaikki tiedotteet",
    },
    newsroom: {
      intro: "Kaarnan tiedotteet tuotteista, tehtaasta ja vastuullisuudesta. Tilaa tiedotteet sähköpostiisi.",
      heading: "Tiedotteet",
      privacy:
        '<p>Käytämme nimeäsi ja sähköpostiosoitettasi vain tiedotteiden lähettämiseen. Voit perua tilauksen milloin tahansa jokaisen viestin linkistä. Lue lisää <a href="/fi/privacy/1">tietosuojaselosteesta</a>.</p>',
    },
    release: { intro: "Kaarnan tiedote." },
    thankYou: {
      intro: "Saat Kaarnan tiedotteet sähköpostiisi tästä lähtien.",
      body: '<p>Voit perua tilauksen milloin tahansa jokaisen viestin lopussa olevasta linkistä.</p><p><a href="/fi/uutishuone">Takaisin uutishuoneeseen</a></p>',
    },
    failed: {
      intro: "Tilausta ei valitettavasti voitu tallentaa.",
      body: '<p>Tarkista nimesi ja sähköpostiosoitteesi ja yritä uudelleen. Jos ongelma toistuu, kirjoita osoitteeseen <a href="mailto:media@kaarna.example">media@kaarna.example</a>.</p><p><a href="/fi/uutishuone">Takaisin uutishuoneeseen</a></p>',
    },
  },
  en: {
    urls: {
      company: "/en/company",
      newsroom: "/en/newsroom",
      release: "/en/newsroom/release",
      thankYou: "/en/newsroom/thank-you",
      failed: "/en/newsroom/subscription-failed",
    },
    names: {
      company: "Kaarna as a company",
      newsroom: "Newsroom",
      release: "Press release",
      thankYou: "Thank you for subscribing",
      failed: "The subscription did not go through",
    },
    company: {
      intro:
        "Kaarna is a fourth-generation family business from Vuolijoki Harbour. About sixty of us make its chocolate and sweets.",
      body: '<p>Liisa Kaarna is the managing director and Matti Kaarna runs production. Media enquiries: <a href="mailto:media@kaarna.example">media@kaarna.example</a>.</p>',
      latest: "Latest press releases",
      allReleases: "All press releases",
    },
    newsroom: {
      intro: "Kaarna's press releases on our products, our factory and responsibility. Subscribe to get them by email.",
      heading: "Press releases",
      privacy:
        '<p>We use your name and email address only to send you our press releases. You can unsubscribe at any time with the link in every message. Read more in our <a href="/en/privacy/1">privacy policy</a>.</p>',
    },
    release: { intro: "A press release from Kaarna." },
    thankYou: {
      intro: "From now on you will get Kaarna's press releases by email.",
      body: '<p>You can unsubscribe at any time with the link at the end of every message.</p><p><a href="/en/newsroom">Back to the newsroom</a></p>',
    },
    failed: {
      intro: "Sorry, we could not save your subscription.",
      body: '<p>Please check your name and email address and try again. If it keeps happening, write to <a href="mailto:media@kaarna.example">media@kaarna.example</a>.</p><p><a href="/en/newsroom">Back to the newsroom</a></p>',
    },
  },
  sv: {
    urls: {
      company: "/sv/foretaget",
      newsroom: "/sv/nyhetsrum",
      release: "/sv/nyhetsrum/pressmeddelande",
      thankYou: "/sv/nyhetsrum/tack",
      failed: "/sv/nyhetsrum/prenumerationen-misslyckades",
    },
    names: {
      company: "Kaarna som företag",
      newsroom: "Nyhetsrum",
      release: "Pressmeddelande",
      thankYou: "Tack för din prenumeration",
      failed: "Prenumerationen gick inte igenom",
    },
    company: {
      intro:
        "Kaarna är ett familjeföretag i fjärde generationen från Vuolijoki hamn. Vi är ett sextiotal som gör dess choklad och konfektyr.",
      body: '<p>Liisa Kaarna är verkställande direktör och Matti Kaarna leder produktionen. Mediekontakter: <a href="mailto:media@kaarna.example">media@kaarna.example</a>.</p>',
      latest: "Senaste pressmeddelanden",
      allReleases: "Alla pressmeddelanden",
    },
    newsroom: {
      intro: "Kaarnas pressmeddelanden om våra produkter, vår fabrik och vårt ansvar. Prenumerera för att få dem per e-post.",
      heading: "Pressmeddelanden",
      privacy:
        '<p>Vi använder ditt namn och din e-postadress endast för att skicka dig våra pressmeddelanden. Du kan avsluta prenumerationen när som helst via länken i varje meddelande. Läs mer i vår <a href="/sv/privacy/1">dataskyddsbeskrivning</a>.</p>',
    },
    release: { intro: "Ett pressmeddelande från Kaarna." },
    thankYou: {
      intro: "Från och med nu får du Kaarnas pressmeddelanden per e-post.",
      body: '<p>Du kan avsluta prenumerationen när som helst via länken i slutet av varje meddelande.</p><p><a href="/sv/nyhetsrum">Tillbaka till nyhetsrummet</a></p>',
    },
    failed: {
      intro: "Tyvärr kunde vi inte spara din prenumeration.",
      body: '<p>Kontrollera ditt namn och din e-postadress och försök igen. Om det händer igen, skriv till <a href="mailto:media@kaarna.example">media@kaarna.example</a>.</p><p><a href="/sv/nyhetsrum">Tillbaka till nyhetsrummet</a></p>',
    },
  },
};
