// Finnish copy of the Discover Kaarna, gift ideas and Kaarna Classics pages (build-discover.ts).
import type { DiscoverCopy } from "./discover-types.ts";

const readMore = "Lue lisää";

export const discoverFi: DiscoverCopy = {
  urls: { discover: "/fi/tutustu", giftIdeas: "/fi/lahjaideat", classics: "/fi/kaarna-klassikot" },
  names: { discover: "Tutustu Kaarnaan", giftIdeas: "Lahjaideat", classics: "Kaarna-klassikot" },
  discover: {
    mainIntro: "Suklaata, pastilleja, tarinoita ja vierailuja: kaikki, mitä Kaarna tekee järven rannalla, yhdellä sivulla.",
    metaDescription: "Löydä tiesi Kaarnan maailmaan: tuotteet, tarinat tehtaalta, lahjat ja vierailut Vuolijoen satamaan.",
    banner: {
      heading: "Jokaiselle suklaahetkelle jotakin",
      body: "Palasta lounaan jälkeen rasiaan rakkaalle, rauhassa tehtynä järven rannalla vuodesta 1911.",
      cta: "Löydä lahja",
      alt: "Pino maito- ja tummasuklaalevyjä",
    },
    promoter: {
      title: "Tutustu Kaarnaan",
      subtitle: "Tuotteet, tarinat, lahjat ja tehdasvierailut samassa paikassa.",
      cta: "Aloita tutkiminen",
      alt: "Rusetilla sidottu Kaarnan suklaarasia",
    },
  },
  giftIdeas: {
    heading: "Lahjaideat",
    mainIntro: "Suklaa sanoo kiitos, onnittelut ja ajattelin sinua – millä kielellä tahansa.",
    description:
      "<p>Lahjasuosikkimme ovat rasiat ja kassit, joita asiakkaamme antavat useimmin. Jokaisen lahjarasian voi lähettää suoraan saajalle: lisää tervehdys ostoskorissa, niin kirjoitamme sen korttiin.</p><p>Etsitkö jotain todella henkilökohtaista? Suunnittele levy, jonka kääreessä ovat omat sanasi.</p>",
    metaDescription: "Kaarnan suklaalahjat: konvehtirasiat, lahjakassit ja herkkupaketit joka tilanteeseen.",
    picksTitle: "Lahjasuosikkimme",
    boxesTitle: "Lahjarasiat ja -paketit",
  },
  classics: {
    heading: "Kaarna-klassikot",
    mainIntro: "Maut, joiden kanssa Suomi on kasvanut: vanhimmat reseptimme, yhä samalla tavalla tehtyinä.",
    description:
      "<p>Maitosuklaa vuodesta 1911, hasselpähkinä viisikymmentäluvulta, Salmiakki Kuu vuodesta 1968. Näitä tuotteita perheemme ei muuttaisi koskaan.</p>",
    metaDescription: "Kaarna-klassikot: maitosuklaa, hasselpähkinä, tumma 70 %, Salmiakki Kuu ja konvehtirasia.",
  },
  icons: {
    title: "Tuotteet tyypeittäin",
    items: {
      tablets: { title: "Suklaalevyt" },
      salmiakki: { title: "Salmiakki Kuu" },
      pastilles: { title: "Pastillit" },
      gifts: { title: "Lahjarasiat" },
      personalised: { title: "Personoidut levyt" },
      classics: { title: "Kaarna-klassikot" },
    },
  },
  stories: {
    title: "Tarinoita Kaarnasta",
    items: {
      story: {
        title: "Tarinamme",
        description: "Neljä sukupolvea suklaantekijöitä Vuolijoen sataman rannalla.",
        info1: "Tarina",
        info2: "Lukuaika 4 min",
        cta: readMore,
        alt: "Vanha tehdasrakennus ja sen savupiippu",
      },
      cocoa: {
        title: "Kaakaon matka",
        description: "Pientilalta Ghanasta levyksi pöydällesi.",
        info1: "Artikkeli",
        info2: "Lukuaika 6 min",
        cta: readMore,
        alt: "Halkaistu kaakaohedelmä",
      },
      guide: {
        title: "Personoidun levyn tilaaminen",
        description: "Kirjoita tervehdys, valitse maku, niin lähetämme levyn puolestasi.",
        info1: "Ohje",
        info2: "Lukuaika 3 min",
        cta: readMore,
        alt: "Suklaalevy, jonka kääreessä on henkilökohtainen viesti",
      },
      club: {
        title: "Kaarna Klubi",
        description: "Maista uutuudet ensimmäisenä ja kerää etuja jokaisesta tilauksesta.",
        info1: "Jäsenyys",
        info2: "Maksuton",
        cta: readMore,
        alt: "Kaarna Klubin jäsenkortti ja suklaapaloja",
      },
      cafe: {
        title: "Tehtaan kahvila",
        description: "Kaakaota, korvapuusteja ja järvinäköala.",
        info1: "Vierailu",
        info2: "Avoinna joka päivä",
        cta: readMore,
        alt: "Kuppi kaakaota ja korvapuusti tehtaan kahvilassa",
      },
      giftIdeas: {
        title: "Lahjaideat",
        description: "Rasioita, kasseja ja paketteja joka tilanteeseen.",
        info1: "Kauppa",
        info2: "Lähetetään saajalle",
        cta: readMore,
        alt: "Rusetilla sidottu Kaarnan suklaarasia",
      },
      classics: {
        title: "Kaarna-klassikot",
        description: "Reseptit, joita emme muuttaisi koskaan.",
        info1: "Kokoelma",
        info2: "Viisi suosikkia",
        cta: readMore,
        alt: "Pino suklaalevyjä",
      },
      support: {
        title: "Asiakaspalvelu",
        description: "Toimitusajat, palautukset ja allergeenilista.",
        info1: "Apua",
        info2: "Arkisin 9–16",
        cta: readMore,
        alt: "Kuivattuja kaakaopapuja kulhossa",
      },
    },
  },
  favourites: {
    title: "Kauden suosikit",
    items: {
      salmiakki: {
        title: "Salmiakki Kuu",
        description: "Salmiakkia maitosuklaan alla.",
        info1: "Vuodesta 1968",
        cta: "Osta nyt",
        alt: "Kuunsirpin muotoisia Salmiakki Kuu -suklaita",
      },
      oat: {
        title: "Kaurasuklaa",
        description: "Kermainen, maidoton ja suomalaisesta kaurasta.",
        info1: "Vegaaninen",
        cta: "Osta nyt",
        alt: "Kaurasuklaalevy ja kauranjyviä",
      },
      gifts: {
        title: "Lahjarasiat",
        description: "Käsin viimeisteltyjä konvehteja kultaisissa, punaisissa ja sinisissä rasioissa.",
        info1: "Lahjapakattu",
        cta: "Osta nyt",
        alt: "Rusetilla sidottu Kaarnan suklaarasia",
      },
      pastilles: {
        title: "Pikku Kuu -pastillit",
        description: "Hedelmäisiä pastilleja taskuun.",
        info1: "Gelatiiniton",
        cta: "Osta nyt",
        alt: "Värikkäitä Pikku Kuu -pastilleja",
      },
      dark: {
        title: "Tumma suklaa",
        description: "70 prosentista luomu-85:een, appelsiinilla, mintulla tai merisuolalla.",
        info1: "Runsaasti kaakaota",
        cta: "Osta nyt",
        alt: "Kypsiä kaakaohedelmiä kaakaopuun oksalla",
      },
      milk: {
        title: "Maitosuklaa",
        description: "Ensimmäinen reseptimme vuodelta 1911 ja sen monet maut.",
        info1: "Alkuperäinen",
        cta: "Osta nyt",
        alt: "Pino maito- ja tummasuklaalevyjä",
      },
    },
  },
  visit: {
    title: "Tule tehtaalle",
    items: {
      cafe: {
        title: "Tehtaan kahvila",
        description: "Kaakaota ja pullaa järven rannalla.",
        info1: "Päivittäin 10–18",
        cta: "Suunnittele vierailu",
        alt: "Kuppi kaakaota ja korvapuusti tehtaan kahvilassa",
      },
      tours: {
        title: "Tehdaskierrokset",
        description: "Näe konssien pyörivän ja maista suklaa lämpimänä.",
        info1: "Varaa ennakkoon",
        cta: "Varaa kierros",
        alt: "Vanha tehdasrakennus ja sen savupiippu",
      },
      shop: {
        title: "Tehtaanmyymälä",
        description: "Kakkoslaatua, kausimakuja ja koko valikoima.",
        info1: "Ma–la 9–17",
        cta: "Löydä perille",
        alt: "Kaarnan punatiilinen suklaatehdas järven rannalla auringonlaskussa",
      },
    },
  },
  help: {
    title: "Apua ja vastauksia",
    items: {
      delivery: { title: "Toimitus ja palautukset", description: "Milloin tilauksesi saapuu ja miten sen voi palauttaa." },
      allergens: { title: "Allergeenilista (PDF)", description: "Kaikkien tuotteiden allergeenit yhdellä sivulla." },
      guide: { title: "Personoidun levyn ohje", description: "Näin kirjoitat, suunnittelet ja lähetät oman levyn." },
      club: { title: "Kaarna Klubi", description: "Jäsenyys, edut ja oma tilisi." },
    },
  },
  personal: {
    title: null,
    items: {
      personalised: {
        title: "Omat sanasi kääreeseen",
        description: "Valitse maku, kirjoita tervehdys ja allekirjoitus: teemme levyn ja lähetämme sen saajalle.",
        info1: "Perillä 3–5 päivässä",
        cta: "Suunnittele levysi",
        alt: "Suklaalevy, jonka kääreessä on henkilökohtainen viesti",
      },
      club: {
        title: "Liity Kaarna Klubiin",
        description: "Jäsenet maistavat uutuudet ensimmäisinä, saavat lahjan syntymäpäivänään ja säästävät lahjarasioista.",
        info1: "Liittyminen on maksutonta",
        cta: "Liity klubiin",
        alt: "Kaarna Klubin jäsenkortti ja suklaapaloja",
      },
    },
  },
  banners: {
    title: null,
    items: {
      cocoa: {
        title: "Kaakaota, jonka alkuperän tiedämme",
        description: "Tunnemme osuuskunnat, jotka kasvattavat kaakaomme, ja maksamme niille yli markkinahinnan.",
        cta: "Lue kaakaostamme",
        alt: "Kypsiä kaakaohedelmiä kaakaopuun oksalla",
      },
      pastilles: {
        title: "Pikku Kuu, taskujen suosikki",
        description: "Hedelmä-, salmiakki- ja lakritsipastilleja kätevissä rasioissa ja pusseissa.",
        cta: "Katso pastillit",
        alt: "Värikkäitä Pikku Kuu -pastilleja",
      },
    },
  },
  occasions: {
    title: "Lahjat joka tilanteeseen",
    items: {
      thanks: { title: "Kiitos", description: "Pieni rasia, joka sanoo paljon." },
      birthday: { title: "Syntymäpäivät", description: "Paketteja jaettavaksi." },
      christmas: { title: "Joulu", description: "Rasioita juhlapöytään." },
      justBecause: { title: "Muuten vain", description: "Syytä ei tarvita." },
    },
  },
};
