// Copy of the sub-brand pages and the global menu's sites in fi, en and sv. Pikku Kuu,
// the pastilles, has the first restricted theme; Tuohi, the birch-bark gift boxes for companies, the
// second. Both brands and the Kaarna group are made up for the demo.
import type { Language } from "../../../../shared/languages.ts";

export interface SubBrandCopy {
  /** The global menu: this site, the two sub-brands and the group's sites (another host). */
  sites: { kaarna: string; pikkuKuu: string; tuohi: string; group: string; careers: string; investors: string };
  pikkuKuu: {
    name: string;
    intro: string;
    content: { heading: string; body: string; cta: string; alt: string };
    flavours: { heading: string; body: string };
  };
  tuohi: {
    name: string;
    intro: string;
    content: { heading: string; body: string; cta: string; alt: string };
    back: string;
  };
}

export const subBrandCopy: Record<Language, SubBrandCopy> = {
  fi: {
    sites: {
      kaarna: "Kaarna",
      pikkuKuu: "Pikku Kuu",
      tuohi: "Tuohi-yrityslahjat",
      group: "Kaarna-konserni",
      careers: "Työpaikat",
      investors: "Sijoittajat",
    },
    pikkuKuu: {
      name: "Pikku Kuu",
      intro: "Pienet kuunsirpin muotoiset pastillit, jotka mahtuvat jokaiseen taskuun – Kaarnan tehtaalta vuodesta 1987.",
      content: {
        heading: "Pieni kuu, iso maku",
        body: "<p>Pikku Kuu -pastillit valmistetaan samalla järvenrantatehtaalla kuin Kaarnan suklaa. Ne ovat gelatiinittomia, ja jokaisessa rasiassa on kymmenen kuunsirppiä.</p>",
        cta: "Katso kaikki pastillit",
        alt: "Pikku Kuu -pastillirasioita tähtitaivaan alla",
      },
      flavours: {
        heading: "Kahdeksan makua",
        body: "<ul><li>Mustaherukka</li><li>Lakritsi</li><li>Puolukka</li><li>Tyrni (uutuus)</li><li>Salmiakki</li><li>Mansikka</li><li>Minttu</li><li>Päärynä</li></ul>",
      },
    },
    tuohi: {
      name: "Tuohi-yrityslahjat",
      intro:
        "Kaarnan konvehdit koivuntuohen kuvioisissa rasioissa: lahja asiakkaille ja henkilökunnalle, yrityksesi tervehdyksellä.",
      content: {
        heading: "Lahja, joka kertoo kiitos",
        body: "<p>Tuohi-rasiassa on 16 käsin koristeltua konvehtia. Painamme yrityksesi tervehdyksen rasian kanteen, ja toimitamme lahjat suoraan saajille kaikkialle Suomeen.</p><p>Tilaukset vähintään 20 rasiaa, toimitus kahdessa viikossa.</p>",
        cta: "Katso lahjarasiat",
        alt: "Koivuntuohen kuvioisia lahjarasioita vihreällä nauhalla",
      },
      back: "Kaarnan etusivulle",
    },
  },
  en: {
    sites: {
      kaarna: "Kaarna",
      pikkuKuu: "Pikku Kuu",
      tuohi: "Tuohi corporate gifts",
      group: "Kaarna Group",
      careers: "Careers",
      investors: "Investors",
    },
    pikkuKuu: {
      name: "Pikku Kuu",
      intro: "Little crescent-moon pastilles that fit in any pocket – from the Kaarna factory since 1987.",
      content: {
        heading: "A little moon, a big taste",
        body: "<p>Pikku Kuu pastilles are made at the same lakeshore factory as Kaarna's chocolate. They contain no gelatine, and every tin holds ten crescent moons.</p>",
        cta: "See all pastilles",
        alt: "Tins of Pikku Kuu pastilles under a starry sky",
      },
      flavours: {
        heading: "Eight flavours",
        body: "<ul><li>Blackcurrant</li><li>Liquorice</li><li>Lingonberry</li><li>Sea buckthorn (new)</li><li>Salmiakki</li><li>Strawberry</li><li>Mint</li><li>Pear</li></ul>",
      },
    },
    tuohi: {
      name: "Tuohi corporate gifts",
      intro:
        "Kaarna's filled chocolates in boxes patterned like birch bark: a gift for customers and staff, with your company's greeting.",
      content: {
        heading: "A gift that says thank you",
        body: "<p>A Tuohi box holds 16 hand-decorated filled chocolates. We print your company's greeting on the lid and deliver the gifts straight to the recipients anywhere in Finland.</p><p>Orders from 20 boxes, delivered in two weeks.</p>",
        cta: "See the gift boxes",
        alt: "Gift boxes patterned like birch bark with a green ribbon",
      },
      back: "To Kaarna's home page",
    },
  },
  sv: {
    sites: {
      kaarna: "Kaarna",
      pikkuKuu: "Pikku Kuu",
      tuohi: "Tuohi företagsgåvor",
      group: "Kaarna-koncernen",
      careers: "Lediga jobb",
      investors: "Investerare",
    },
    pikkuKuu: {
      name: "Pikku Kuu",
      intro: "Små pastiller formade som månskäror, som ryms i varje ficka – från Kaarnas fabrik sedan 1987.",
      content: {
        heading: "En liten måne, en stor smak",
        body: "<p>Pikku Kuu-pastillerna tillverkas i samma fabrik vid sjön som Kaarnas choklad. De är gelatinfria, och i varje ask finns tio månskäror.</p>",
        cta: "Se alla pastiller",
        alt: "Askar med Pikku Kuu-pastiller under en stjärnhimmel",
      },
      flavours: {
        heading: "Åtta smaker",
        body: "<ul><li>Svarta vinbär</li><li>Lakrits</li><li>Lingon</li><li>Havtorn (nyhet)</li><li>Salmiak</li><li>Jordgubbe</li><li>Mynta</li><li>Päron</li></ul>",
      },
    },
    tuohi: {
      name: "Tuohi företagsgåvor",
      intro: "Kaarnas praliner i askar mönstrade som björknäver: en gåva till kunder och personal, med ditt företags hälsning.",
      content: {
        heading: "En gåva som säger tack",
        body: "<p>En Tuohi-ask innehåller 16 handdekorerade praliner. Vi trycker ditt företags hälsning på locket och levererar gåvorna direkt till mottagarna i hela Finland.</p><p>Beställningar från 20 askar, leverans inom två veckor.</p>",
        cta: "Se presentaskarna",
        alt: "Presentaskar mönstrade som björknäver med ett grönt band",
      },
      back: "Till Kaarnas startsida",
    },
  },
};
