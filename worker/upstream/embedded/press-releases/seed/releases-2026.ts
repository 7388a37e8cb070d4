// The demo newsroom's releases of 2026, in fi, en and sv.
import { releaseText as t } from "./release-text.ts";
import type { SeedRelease } from "./types.ts";

export const RELEASES_2026: SeedRelease[] = [
  {
    id: "kr-1012",
    publishDateUtc: "2026-01-22T08:00:00.000Z",
    categories: ["company"],
    keywords: ["web-shop", "sweden", "norway"],
    images: [
      { name: "banner-pastilles", description: { fi: "Kaarnan pastilleja", en: "Kaarna's pastilles", sv: "Kaarnas pastiller" } },
    ],
    text: {
      fi: t(
        "fi",
        "Kaarnan verkkokauppa avautuu Ruotsissa ja Norjassa",
        "Ruotsalaiset ja norjalaiset asiakkaat voivat nyt tilata Kaarnan suklaata oman valuuttansa hinnoin.",
        [
          "Tilaukset toimitetaan Vuolijoen Sataman tehtaalta kahdessa–neljässä arkipäivässä. Personoituja levyjä voi lähettää vastaanottajille kaikissa kolmessa maassa.",
          "Verkkokauppa palvelee suomeksi, englanniksi ja ruotsiksi.",
        ],
      ),
      en: t(
        "en",
        "Kaarna's web shop opens in Sweden and Norway",
        "Shoppers in Sweden and Norway can now order Kaarna chocolate with prices in their own currency.",
        [
          "Orders are delivered from the factory at Vuolijoki Harbour in two to four working days. Personalised tablets can be sent to recipients in all three countries.",
          "The web shop is in Finnish, English and Swedish.",
        ],
      ),
      sv: t(
        "sv",
        "Kaarnas webbutik öppnar i Sverige och Norge",
        "Kunder i Sverige och Norge kan nu beställa Kaarnas choklad med priser i sin egen valuta.",
        [
          "Beställningarna levereras från fabriken i Vuolijoki hamn på två till fyra arbetsdagar. Personliga kakor kan skickas till mottagare i alla tre länderna.",
          "Webbutiken finns på finska, engelska och svenska.",
        ],
      ),
    },
  },
  {
    id: "kr-1013",
    publishDateUtc: "2026-03-10T08:00:00.000Z",
    categories: ["products"],
    keywords: ["personalised", "tablet"],
    images: [
      { name: "card-personalised", description: { fi: "Personoitu levy", en: "A personalised tablet", sv: "En personlig kaka" } },
    ],
    text: {
      fi: t(
        "fi",
        "Personoituun levyyn saa nyt allekirjoituksen",
        "Personoidun levyn taakse mahtuu nyt kuuden rivin viesti ja lähettäjän allekirjoitus.",
        [
          "Levy suunnitellaan Kaarnan verkkokaupassa: valitse maku, kirjoita etupuolen teksti, takapuolen viesti ja allekirjoitus ja näe levy sellaisena kuin se valmistetaan.",
          "Personoidun levyn voi lähettää suoraan sen saajalle, halutessaan tervehdyskortin kanssa.",
        ],
      ),
      en: t(
        "en",
        "Personalised tablets now carry a signature",
        "The back of a personalised tablet now holds a message of six lines and the sender's signature.",
        [
          "The tablet is designed in Kaarna's web shop: choose the flavour, write the front text, the message on the back and the signature, and see the tablet as it will be made.",
          "A personalised tablet can be sent straight to its recipient, with a greeting card if the sender wishes.",
        ],
      ),
      sv: t(
        "sv",
        "Personliga kakor får nu en signatur",
        "På baksidan av den personliga kakan ryms nu ett meddelande på sex rader och avsändarens signatur.",
        [
          "Kakan utformas i Kaarnas webbutik: välj smak, skriv texten på framsidan, meddelandet på baksidan och signaturen, och se kakan som den kommer att tillverkas.",
          "En personlig kaka kan skickas direkt till mottagaren, med ett hälsningskort om avsändaren vill.",
        ],
      ),
    },
  },
  {
    id: "kr-1014",
    publishDateUtc: "2026-04-15T07:00:00.000Z",
    categories: ["events"],
    keywords: ["factory", "visitors"],
    images: [
      {
        name: "card-factory",
        description: {
          fi: "Kaarnan vanha tehdasrakennus",
          en: "Kaarna's old factory building",
          sv: "Kaarnas gamla fabriksbyggnad",
        },
      },
    ],
    text: {
      fi: t(
        "fi",
        "Kaarnan tehdas avaa ovensa 16. toukokuuta",
        "Avoimien ovien päivänä vierailijat pääsevät kulkemaan tuotantolinjoilla, joita muuten katsotaan vain galleriasta.",
        [
          "Päivä on maksuton, eikä siihen tarvitse ilmoittautua. Opastetut kierrokset lähtevät puolen tunnin välein kello 10–16, ja maistelutila on auki koko päivän.",
          "Lapset voivat valaa oman suklaatikkarinsa vierailukeskuksen pajassa.",
        ],
      ),
      en: t(
        "en",
        "Kaarna's factory opens its doors on 16 May",
        "On the open factory day, visitors can walk along the production lines, which are otherwise seen only from the gallery.",
        [
          "The day is free and needs no booking. Guided walks leave every half hour from 10 to 16, and the tasting room is open all day.",
          "Children can mould their own chocolate lollipop in the visitor centre's workshop.",
        ],
      ),
      sv: t(
        "sv",
        "Kaarnas fabrik öppnar sina dörrar den 16 maj",
        "På fabrikens öppet hus-dag kan besökarna gå längs produktionslinjerna, som annars bara syns från galleriet.",
        [
          "Dagen är gratis och kräver ingen anmälan. Guidade rundturer startar varje halvtimme klockan 10–16, och provsmakningsrummet är öppet hela dagen.",
          "Barnen kan gjuta sin egen chokladklubba i besökscentrets verkstad.",
        ],
      ),
    },
  },
  {
    id: "kr-1015",
    publishDateUtc: "2026-06-02T08:00:00.000Z",
    categories: ["responsibility"],
    keywords: ["cocoa", "school"],
    images: [
      {
        name: "article-cocoa-beans",
        description: { fi: "Kuivattuja kaakaopapuja", en: "Dried cocoa beans", sv: "Torkade kakaobönor" },
      },
    ],
    text: {
      fi: t(
        "fi",
        "Ghanalaisen kaakaokylän koulu saa toisen luokkahuoneen",
        "Kaarnan kaakaon lisähinnalla vuonna 2022 rakennetussa koulussa opiskelee nyt 120 lasta.",
        [
          "Koulu on Nkawien kylässä, jossa yksi Kaarnan neljästä osuuskunnasta kasvattaa kaakaotaan. Toisen luokkahuoneen rakensi kylä itse lisähinnalla maksetuista tarvikkeista.",
          "Kaarnan työntekijät keräsivät rahaa koulun kirjastolle tehtaan pikkujouluissa.",
        ],
      ),
      en: t(
        "en",
        "The school of a Ghanaian cocoa village gets a second classroom",
        "The school that Kaarna's cocoa premium built in 2022 now teaches 120 children.",
        [
          "The school is in the village of Nkawie, where one of Kaarna's four cooperatives grows its cocoa. The village built the second classroom itself, with materials paid for by the premium.",
          "Kaarna's employees collected money for the school's library at the factory's Christmas party.",
        ],
      ),
      sv: t(
        "sv",
        "Skolan i en kakaoby i Ghana får ett andra klassrum",
        "I skolan som byggdes med Kaarnas kakaotillägg 2022 går nu 120 barn.",
        [
          "Skolan ligger i byn Nkawie, där ett av Kaarnas fyra kooperativ odlar sin kakao. Det andra klassrummet byggde byn själv, med material som betalades med pristillägget.",
          "Kaarnas anställda samlade in pengar till skolans bibliotek på fabrikens julfest.",
        ],
      ),
    },
  },
  {
    id: "kr-1016",
    publishDateUtc: "2026-09-08T08:00:00.000Z",
    categories: ["company", "products"],
    keywords: ["design", "gift", "packaging"],
    images: [
      {
        name: "products/box-gold",
        description: { fi: "Kultainen lahjarasia", en: "The gold gift box", sv: "Den guldfärgade presentasken" },
      },
    ],
    pressPictures: [
      {
        name: "products/box-gold",
        title: {
          fi: "Lehdistökuva: kultainen lahjarasia",
          en: "Press picture: the gold gift box",
          sv: "Pressbild: den guldfärgade presentasken",
        },
      },
    ],
    text: {
      fi: t(
        "fi",
        "Kaarnan lahjarasia voitti suomalaisen pakkaussuunnittelupalkinnon",
        "Tuomaristo kiitti kultaista rasiaa, joka taitetaan yhdestä kierrätyskartonkiarkista ilman liimaa.",
        [
          "Rasian suunnitteli Kaarnan oma suunnittelutiimi yhdessä Aalto-yliopiston taiteiden korkeakoulun opiskelijan kanssa. Siihen mahtuu kaksitoista konvehtia.",
          "Palkinto luovutetaan Helsingissä 2. lokakuuta.",
        ],
      ),
      en: t(
        "en",
        "Kaarna's gift box wins the Finnish packaging design award",
        "The jury praised the gold box, which folds from one sheet of recycled cardboard without glue.",
        [
          "The box was designed by Kaarna's own design team with a student of the Aalto University School of Arts. It holds twelve filled chocolates.",
          "The award will be presented in Helsinki on 2 October.",
        ],
      ),
      sv: t(
        "sv",
        "Kaarnas presentask vinner det finländska förpackningsdesignpriset",
        "Juryn berömde den guldfärgade asken, som viks av ett enda ark återvunnen kartong utan lim.",
        [
          "Asken formgavs av Kaarnas eget designteam tillsammans med en student vid Aalto-universitetets högskola för konst. Den rymmer tolv praliner.",
          "Priset delas ut i Helsingfors den 2 oktober.",
        ],
      ),
    },
  },
  {
    id: "kr-1017",
    publishDateUtc: "2026-10-20T07:00:00.000Z",
    categories: ["products"],
    keywords: ["dark", "tablet"],
    images: [
      {
        name: "products/tablet-brown",
        description: { fi: "Tumma suklaalevy", en: "A dark chocolate tablet", sv: "En mörk chokladkaka" },
      },
    ],
    text: {
      fi: t(
        "fi",
        "Kaarnan tummin levy: tumma suklaa 85 %",
        "Uusi levy valmistetaan ecuadorilaisesta kaakaosta, ja siinä on vain 15 % sokeria.",
        [
          "Suklaamestari Mikael Lindqvist kehitti reseptiä vuoden. Pitkä konssaus pehmentää katkeruutta ja tuo esiin kaakaon punaisten marjojen sävyt.",
          "Levyä myydään kaupoissa ja verkkokaupassa 2. marraskuuta alkaen.",
        ],
      ),
      en: t(
        "en",
        "Kaarna's darkest tablet yet: dark chocolate 85 %",
        "The new tablet is made from Ecuadorian cocoa and has just 15 % sugar.",
        [
          "Chocolate master Mikael Lindqvist spent a year on the recipe. The long conching softens the bitterness and brings out the cocoa's notes of red fruit.",
          "The tablet is sold in shops and in the web shop from 2 November.",
        ],
      ),
      sv: t(
        "sv",
        "Kaarnas mörkaste kaka hittills: mörk choklad 85 %",
        "Den nya kakan görs av kakao från Ecuador och har bara 15 % socker.",
        [
          "Chokladmästaren Mikael Lindqvist arbetade med receptet i ett år. Den långa konchningen mildrar beskan och lyfter fram kakaons toner av röda bär.",
          "Kakan säljs i butiker och i webbutiken från den 2 november.",
        ],
      ),
    },
  },
];
