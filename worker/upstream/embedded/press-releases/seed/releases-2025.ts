// The demo newsroom's releases of 2025, in fi, en and sv.
import { releaseText as t } from "./release-text.ts";
import type { SeedRelease } from "./types.ts";

export const RELEASES_2025: SeedRelease[] = [
  {
    id: "kr-1006",
    publishDateUtc: "2025-01-28T08:00:00.000Z",
    categories: ["company"],
    keywords: ["results"],
    images: [
      {
        name: "hero-tablets",
        description: { fi: "Kaarnan levyjä rivissä", en: "Kaarna tablets in a row", sv: "Kaarnas kakor på rad" },
      },
    ],
    text: {
      fi: t(
        "fi",
        "Kaarnan myynti kasvoi vuonna 2024 kaikilla kolmella markkinalla",
        "Kaarna myi suklaata 14 % enemmän kuin vuotta aiemmin, ja verkkokaupan myynti kaksinkertaistui.",
        [
          "Liikevaihto nousi 9,2 miljoonaan euroon. Kasvu tuli ennen kaikkea kaurasuklaasta ja verkkokaupasta tilatuista personoiduista levyistä.",
          "Kaarna työllistää 64 henkeä Vuolijoen Sataman tehtaalla ja tehtaanmyymälässä. Yhtiö palkkaa tänä vuonna kahdeksan uutta työntekijää.",
        ],
      ),
      en: t(
        "en",
        "Kaarna's sales grew in all three markets in 2024",
        "Kaarna sold 14 % more chocolate than a year earlier, and its web shop doubled its sales.",
        [
          "Net sales rose to 9.2 million euros. The growth came above all from oat chocolate and from the personalised tablets ordered in the web shop.",
          "Kaarna employs 64 people at its Vuolijoki Harbour factory and factory shop. The company will hire eight more people this year.",
        ],
      ),
      sv: t(
        "sv",
        "Kaarnas försäljning växte på alla tre marknader 2024",
        "Kaarna sålde 14 % mer choklad än året innan, och webbutikens försäljning fördubblades.",
        [
          "Omsättningen steg till 9,2 miljoner euro. Tillväxten kom framför allt från havrechokladen och från de personliga kakor som beställs i webbutiken.",
          "Kaarna har 64 anställda vid fabriken och fabriksbutiken i Vuolijoki hamn. Bolaget anställer ytterligare åtta personer i år.",
        ],
      ),
    },
  },
  {
    id: "kr-1007",
    publishDateUtc: "2025-03-14T09:00:00.000Z",
    categories: ["responsibility"],
    keywords: ["energy", "solar", "factory"],
    images: [
      {
        name: "hero-lake",
        description: {
          fi: "Järvi tehtaan vieressä auringonlaskussa",
          en: "The lake beside the factory at sunset",
          sv: "Sjön intill fabriken i solnedgången",
        },
      },
    ],
    text: {
      fi: t(
        "fi",
        "Tehtaan katon aurinkopaneelit kattavat viidenneksen sen sähköstä",
        "Talven aikana asennetut 2 400 paneelia tuottavat noin 900 megawattituntia vuodessa.",
        [
          "Loput tehtaan sähköstä on tuulivoimaa, joka ostetaan kymmenen vuoden sopimuksella, joten tehdas toimii nyt kokonaan uusiutuvalla sähköllä.",
          "Konssauskoneiden lämpö otetaan talteen, ja sillä lämmitetään vierailukeskus ja toimistot.",
        ],
      ),
      en: t(
        "en",
        "Solar panels on the factory roof cover a fifth of its electricity",
        "The 2,400 panels installed over the winter produce about 900 megawatt hours a year.",
        [
          "The rest of the factory's electricity is wind power bought under a ten-year contract, so the factory now runs entirely on renewable electricity.",
          "The heat of the conching machines is recovered and warms the visitor centre and the offices.",
        ],
      ),
      sv: t(
        "sv",
        "Solpanelerna på fabrikstaket täcker en femtedel av elen",
        "De 2 400 paneler som installerades under vintern producerar omkring 900 megawattimmar om året.",
        [
          "Resten av fabrikens el är vindkraft som köps med ett tioårigt avtal, så fabriken drivs nu helt med förnybar el.",
          "Värmen från konchningsmaskinerna tas till vara och värmer besökscentret och kontoren.",
        ],
      ),
    },
  },
  {
    id: "kr-1008",
    publishDateUtc: "2025-05-06T07:00:00.000Z",
    categories: ["products"],
    keywords: ["salmiakki", "anniversary"],
    images: [
      {
        name: "slide-salmiakki-kuu",
        description: { fi: "Salmiakki Kuu -levy", en: "A Salmiakki Kuu tablet", sv: "En Salmiakki Kuu-kaka" },
      },
    ],
    text: {
      fi: t(
        "fi",
        "Salmiakki Kuu täyttää 70 vuotta",
        "Vuonna 1955 syntynyt salmiakkisuklaa juhlii tummalla syntymäpäiväpainoksella.",
        [
          "Salmiakki Kuu syntyi Kaarnan tehtaalla Vuolijoen Satamassa vuonna 1955, ja se on yhä perheen myydyin herkku. Syntymäpäiväpainoksessa tuttu salmiakkitäyte on kääritty 70-prosenttiseen tummaan suklaaseen.",
          "Levyä myydään kaupoissa ja verkkokaupassa 12. toukokuuta alkaen niin kauan kuin sitä riittää.",
        ],
      ),
      en: t(
        "en",
        "Salmiakki Kuu turns 70",
        "The salty liquorice chocolate born in 1955 celebrates with a dark chocolate birthday edition.",
        [
          "Salmiakki Kuu was created at Kaarna's factory in Vuolijoki Harbour in 1955 and is still the family's best seller. The birthday edition wraps the familiar salmiakki filling in 70 % dark chocolate.",
          "The tablet is sold in shops and in the web shop from 12 May, while it lasts.",
        ],
      ),
      sv: t("sv", "Salmiakki Kuu fyller 70 år", "Salmiakchokladen som föddes 1955 firar med en mörk födelsedagsupplaga.", [
        "Salmiakki Kuu skapades vid Kaarnas fabrik i Vuolijoki hamn 1955 och är fortfarande familjens storsäljare. I födelsedagsupplagan omges den välkända salmiakfyllningen av mörk choklad med 70 % kakao.",
        "Kakan säljs i butiker och i webbutiken från den 12 maj, så länge lagret räcker.",
      ]),
    },
  },
  {
    id: "kr-1009",
    publishDateUtc: "2025-08-19T08:00:00.000Z",
    categories: ["events", "products"],
    keywords: ["club", "flavour"],
    images: [
      {
        name: "card-club",
        description: { fi: "Kaarna Klubin jäsenkortti", en: "The Kaarna Club membership card", sv: "Kaarnaklubbens medlemskort" },
      },
    ],
    text: {
      fi: t("fi", "Kaarna Klubin jäsenet valitsivat syksyn maun", "Yli 12 000 jäsentä äänesti, ja mustikka-kardemumma voitti.", [
        "Jäsenet valitsivat viidestä Kaarnan suklaamestarien tekemästä mausta. Mustikka-kardemumma voitti 38 prosentilla äänistä.",
        "Levy tulee myyntiin 15. syyskuuta. Klubin jäsenet voivat ostaa sen verkkokaupasta viikkoa aiemmin.",
      ]),
      en: t("en", "Kaarna Club members choose the autumn flavour", "Over 12,000 members voted, and blueberry and cardamom won.", [
        "The members chose from five flavours made by Kaarna's chocolate makers. Blueberry and cardamom won with 38 % of the votes.",
        "The tablet goes on sale on 15 September. Club members can buy it in the web shop a week earlier.",
      ]),
      sv: t(
        "sv",
        "Kaarnaklubbens medlemmar valde höstens smak",
        "Över 12 000 medlemmar röstade, och blåbär och kardemumma vann.",
        [
          "Medlemmarna valde bland fem smaker som Kaarnas chokladmakare tagit fram. Blåbär och kardemumma vann med 38 procent av rösterna.",
          "Kakan börjar säljas den 15 september. Klubbens medlemmar kan köpa den i webbutiken en vecka tidigare.",
        ],
      ),
    },
  },
  {
    id: "kr-1010",
    publishDateUtc: "2025-10-02T08:00:00.000Z",
    categories: ["company"],
    keywords: ["people"],
    images: [
      {
        name: "video-conching",
        description: {
          fi: "Suklaan konssausta Kaarnan tehtaalla",
          en: "Conching chocolate at the Kaarna factory",
          sv: "Chokladen konchas vid Kaarnas fabrik",
        },
      },
    ],
    text: {
      fi: t(
        "fi",
        "Mikael Lindqvististä Kaarnan suklaamestari",
        "Kaarnalla 18 vuotta suklaata tehnyt Lindqvist seuraa Eeva Mäkelää, joka jää eläkkeelle vuoden lopussa.",
        [
          "Suklaamestarina Lindqvist vastaa jokaisen Kaarnan levyn mausta ja johtaa uusien makujen kehitystä.",
          "”Eeva opetti minut maistamaan suklaata. Yritän pitää sen yhtä hyvänä kuin hän”, Lindqvist sanoo.",
        ],
      ),
      en: t(
        "en",
        "Mikael Lindqvist becomes Kaarna's chocolate master",
        "Lindqvist, who has made chocolate at Kaarna for 18 years, succeeds Eeva Mäkelä, who retires at the end of the year.",
        [
          "As chocolate master, Lindqvist answers for the taste of every tablet Kaarna makes and leads the development of new flavours.",
          "“Eeva taught me to taste chocolate. I will try to keep it as good as she did,” Lindqvist says.",
        ],
      ),
      sv: t(
        "sv",
        "Mikael Lindqvist blir Kaarnas chokladmästare",
        "Lindqvist, som har gjort choklad på Kaarna i 18 år, efterträder Eeva Mäkelä, som går i pension vid årets slut.",
        [
          "Som chokladmästare ansvarar Lindqvist för smaken i varje kaka som Kaarna gör och leder utvecklingen av nya smaker.",
          "– Eeva lärde mig att smaka choklad. Jag ska försöka hålla den lika god som hon gjorde, säger Lindqvist.",
        ],
      ),
    },
  },
  {
    id: "kr-1011",
    publishDateUtc: "2025-12-01T08:00:00.000Z",
    categories: ["responsibility", "products"],
    keywords: ["packaging", "plastic"],
    images: [
      {
        name: "products/wrapper-back-black",
        description: {
          fi: "Levyn paperikääre takaa",
          en: "The back of a tablet's paper wrapper",
          sv: "Baksidan av en kakas pappersomslag",
        },
      },
    ],
    text: {
      fi: t(
        "fi",
        "Kaarna luopuu muovista levyjensä kääreissä",
        "Tammikuusta alkaen jokainen Kaarnan levy kääritään folion ja muovin sijaan paperiin, jossa on ohut kasviperäinen suojakerros.",
        [
          "Uutta käärettä kehitettiin kaksi vuotta yhdessä suomalaisen paperitehtaan kanssa. Se pitää suklaan yhtä tuoreena kuin vanha, ja sen voi laittaa paperinkeräykseen.",
          "Muutos vähentää muovia noin 60 tonnia vuodessa.",
        ],
      ),
      en: t(
        "en",
        "Kaarna's tablets leave plastic wrappers behind",
        "From January, every Kaarna tablet is wrapped in paper with a thin plant-based barrier instead of foil and plastic.",
        [
          "The new wrapper took two years to develop with a Finnish paper mill. It keeps the chocolate as fresh as the old one and goes in the paper recycling.",
          "The change saves about 60 tonnes of plastic a year.",
        ],
      ),
      sv: t(
        "sv",
        "Kaarnas kakor slutar med plastomslag",
        "Från januari förpackas varje Kaarnakaka i papper med ett tunt växtbaserat skyddsskikt i stället för folie och plast.",
        [
          "Det nya omslaget togs fram under två år tillsammans med ett finländskt pappersbruk. Det håller chokladen lika färsk som det gamla och kan läggas i pappersinsamlingen.",
          "Förändringen minskar plasten med omkring 60 ton om året.",
        ],
      ),
    },
  },
];
