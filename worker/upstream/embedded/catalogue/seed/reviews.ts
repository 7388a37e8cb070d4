// The demo reviews (issue 13): fictional shoppers' ratings, titles and texts in fi, en and sv, dealt to
// 30 of the 33 products from three pools (chocolate, sweets, gifts). K1204, K3004 and the custom
// tablet K5001 have none, so a page without reviews can be seen (and tested).
import { t } from "./helpers.ts";
import type { Texts } from "./types.ts";

export interface SeedReviewText {
  rating: 1 | 2 | 3 | 4 | 5;
  title: Texts;
  text: Texts;
}

export interface SeedReview extends SeedReviewText {
  id: string;
  product: string;
  author: string;
  /** The day of the review, YYYY-MM-DD. */
  date: string;
}

const CHOCOLATE: SeedReviewText[] = [
  {
    rating: 5,
    title: t("Täydellinen iltapalan jälkeen", "Perfect after dinner", "Perfekt efter middagen"),
    text: t(
      "Pehmeä ja sopivan makea. Levy katosi perheeltä yhdessä illassa.",
      "Smooth and just sweet enough. The family finished the bar in one evening.",
      "Len och lagom söt. Familjen åt upp kakan på en kväll.",
    ),
  },
  {
    rating: 4,
    title: t("Hyvä perussuklaa", "A good everyday chocolate", "En bra vardagschoklad"),
    text: t(
      "Maistuu aidolta kaakaolta. Hieman kalliimpi kuin kaupan merkit, mutta sen arvoinen.",
      "Tastes of real cocoa. A little dearer than the supermarket brands, but worth it.",
      "Smakar riktig kakao. Lite dyrare än butikens märken, men värt det.",
    ),
  },
  {
    rating: 5,
    title: t("Uusi suosikki", "My new favourite", "Min nya favorit"),
    text: t(
      "Rakenne on kermainen ja maku pitkä. Ostan tätä varmasti uudelleen.",
      "Creamy texture and a long finish. I will certainly buy this again.",
      "Krämig konsistens och lång eftersmak. Jag köper den absolut igen.",
    ),
  },
  {
    rating: 3,
    title: t("Ihan ok", "Fine, not special", "Helt okej"),
    text: t(
      "Hyvää, mutta odotin voimakkaampaa makua. Palat ovat myös melko ohuita.",
      "Nice enough, but I expected a stronger flavour. The pieces are rather thin too.",
      "Gott, men jag väntade mig en starkare smak. Bitarna är också ganska tunna.",
    ),
  },
  {
    rating: 4,
    title: t("Kahvin kanssa parhaimmillaan", "Best with coffee", "Bäst till kaffet"),
    text: t(
      "Pari palaa aamupäivän kahvin kanssa on pieni juhlahetki.",
      "A couple of squares with the morning coffee make a small celebration.",
      "Ett par bitar till förmiddagskaffet blir en liten fest.",
    ),
  },
  {
    rating: 5,
    title: t("Kotimaista laatua", "Finnish quality", "Finsk kvalitet"),
    text: t(
      "Kiva tukea kotimaista valmistajaa, kun tuote on näin hyvä.",
      "Good to support a Finnish maker when the product is this good.",
      "Roligt att stödja en finsk tillverkare när produkten är så här bra.",
    ),
  },
  {
    rating: 2,
    title: t("Liian makea minulle", "Too sweet for me", "För söt för mig"),
    text: t(
      "Makuasia, mutta sokeria on minun makuuni liikaa. Lapset tykkäsivät.",
      "A matter of taste, but there is too much sugar for me. The children liked it.",
      "En smaksak, men det är för mycket socker för mig. Barnen tyckte om den.",
    ),
  },
  {
    rating: 4,
    title: t("Kaunis pakkaus", "Lovely wrapper", "Fin förpackning"),
    text: t(
      "Kääre on niin kaunis, että levy kelpaa pieneksi tuliaiseksi. Maku on myös hyvä.",
      "The wrapper is so pretty the bar works as a small gift. It tastes good too.",
      "Omslaget är så vackert att kakan duger som en liten present. Smaken är också god.",
    ),
  },
  {
    rating: 5,
    title: t("Sulaa suussa", "Melts in the mouth", "Smälter i munnen"),
    text: t(
      "Juuri oikea koostumus: napsahtaa, kun sen taittaa, ja sulaa heti kielellä.",
      "Just the right texture: it snaps when you break it and melts at once.",
      "Precis rätt konsistens: den knäpper när man bryter den och smälter genast.",
    ),
  },
  {
    rating: 4,
    title: t("Hyvä, mutta loppuu liian nopeasti", "Good, but gone too soon", "God, men tar slut för fort"),
    text: t(
      "Isompi levy olisi tarpeen. Maussa ei ole moitittavaa.",
      "A bigger bar is needed. Nothing wrong with the taste.",
      "En större kaka behövs. Inget fel på smaken.",
    ),
  },
];

const SWEETS: SeedReviewText[] = [
  {
    rating: 5,
    title: t("Lapsuuden makuja", "Tastes of childhood", "Barndomens smaker"),
    text: t(
      "Juuri sellaisia kuin muistin. Pussi tyhjeni automatkalla.",
      "Just as I remembered them. The bag was empty before the end of the car trip.",
      "Precis som jag mindes dem. Påsen var tom före bilresans slut.",
    ),
  },
  {
    rating: 4,
    title: t("Sopivan voimakas", "Pleasantly strong", "Lagom stark"),
    text: t(
      "Maku on reilu mutta ei pistävä. Hyvä valinta elokuvailtaan.",
      "A bold flavour without being harsh. A good pick for a film night.",
      "Smaken är kraftig men inte sträv. Ett bra val för filmkvällen.",
    ),
  },
  {
    rating: 3,
    title: t("Hieman kovia", "A little hard", "Lite hårda"),
    text: t(
      "Maku on hyvä, mutta osa paloista oli kovettunut. Ehkä huono erä.",
      "The taste is good, but some pieces had gone hard. Perhaps a poor batch.",
      "Smaken är god, men några bitar hade hårdnat. Kanske en dålig sats.",
    ),
  },
  {
    rating: 5,
    title: t("Koko perheen suosikki", "The whole family's favourite", "Hela familjens favorit"),
    text: t(
      "Näistä ei synny riitaa, koska kaikki pitävät niistä.",
      "No arguments over these, because everyone likes them.",
      "De här blir det inget bråk om, för alla tycker om dem.",
    ),
  },
  {
    rating: 4,
    title: t("Raikas jälkimaku", "Fresh aftertaste", "Fräsch eftersmak"),
    text: t(
      "Ei jää tahmeaksi suuhun. Pakkaus sulkeutuu hyvin uudelleen.",
      "Does not leave the mouth sticky. The bag closes well again.",
      "Lämnar inte munnen kladdig. Påsen går bra att stänga igen.",
    ),
  },
  {
    rating: 2,
    title: t("Ei minun juttuni", "Not for me", "Inte min grej"),
    text: t(
      "Odotin enemmän makua. Puoliso kyllä söi loput mielellään.",
      "I expected more flavour. My partner happily ate the rest, though.",
      "Jag väntade mig mer smak. Min partner åt gärna upp resten.",
    ),
  },
];

const GIFTS: SeedReviewText[] = [
  {
    rating: 5,
    title: t("Onnistunut lahja", "A gift that worked", "En lyckad present"),
    text: t(
      "Annoin tämän anopille syntymäpäivälahjaksi, ja hän oli ilahtunut.",
      "I gave this to my mother-in-law for her birthday and she was delighted.",
      "Jag gav den till min svärmor på hennes födelsedag och hon blev förtjust.",
    ),
  },
  {
    rating: 4,
    title: t("Tyylikäs ja maukas", "Stylish and tasty", "Stilig och god"),
    text: t(
      "Paketti näyttää hienolta. Valikoimassa voisi olla yksi tumma vaihtoehto lisää.",
      "The pack looks smart. The selection could have one more dark option.",
      "Paketet ser fint ut. Urvalet kunde ha ett mörkt alternativ till.",
    ),
  },
  {
    rating: 5,
    title: t("Nopea toimitus", "Quick delivery", "Snabb leverans"),
    text: t(
      "Tilasin maanantaina ja lahja oli perillä keskiviikkona ehjänä.",
      "Ordered on Monday and the gift arrived on Wednesday in perfect shape.",
      "Beställde på måndagen och presenten kom fram på onsdagen, hel och fin.",
    ),
  },
  {
    rating: 3,
    title: t("Hyvä, mutta hintava", "Good, but pricey", "Bra, men dyr"),
    text: t(
      "Sisältö on laadukasta, mutta määrään nähden hinta on korkea.",
      "The contents are good quality, but the price is high for the amount.",
      "Innehållet håller hög kvalitet, men priset är högt för mängden.",
    ),
  },
];

const AUTHORS = ["Aino", "Mikko", "Sanna", "Juha", "Elina", "Anders", "Laura", "Pekka", "Karin", "Ville", "Emma", "Tuomas"];

/** How many reviews each product has, from which pool; products not named here have none. */
const DEALS: [product: string, pool: SeedReviewText[], count: number][] = [
  ["K1001", CHOCOLATE, 6],
  ["K1002", CHOCOLATE, 4],
  ["K1003", CHOCOLATE, 5],
  ["K1004", CHOCOLATE, 2],
  ["K1005", CHOCOLATE, 3],
  ["K1006", CHOCOLATE, 3],
  ["K1101", CHOCOLATE, 5],
  ["K1102", CHOCOLATE, 3],
  ["K1103", CHOCOLATE, 3],
  ["K1104", CHOCOLATE, 2],
  ["K1105", CHOCOLATE, 4],
  ["K1106", CHOCOLATE, 3],
  ["K1201", CHOCOLATE, 3],
  ["K1202", CHOCOLATE, 2],
  ["K1203", CHOCOLATE, 2],
  ["K2001", SWEETS, 4],
  ["K2002", SWEETS, 3],
  ["K2003", SWEETS, 2],
  ["K2004", SWEETS, 1],
  ["K3001", SWEETS, 3],
  ["K3002", SWEETS, 2],
  ["K3003", SWEETS, 2],
  ["K3101", SWEETS, 3],
  ["K3102", SWEETS, 2],
  ["K3103", SWEETS, 2],
  ["K4001", GIFTS, 4],
  ["K4002", GIFTS, 3],
  ["K4101", GIFTS, 3],
  ["K4102", GIFTS, 2],
  ["K4103", GIFTS, 2],
];

/** A day in 2025, spread over the year by the review's running number. */
const reviewDay = (n: number) => {
  const day = new Date(Date.UTC(2025, 0, 1 + ((n * 37) % 330)));
  return day.toISOString().slice(0, 10);
};

/** Each product takes consecutive texts of its pool from its own starting point, so neighbours differ. */
export const reviewSeed: SeedReview[] = DEALS.flatMap(([product, pool, count], dealIndex) =>
  Array.from({ length: count }, (_, index) => {
    const n = dealIndex * 7 + index;
    const text = pool[(dealIndex * 3 + index) % pool.length]!;
    return {
      id: `${product}-R${index + 1}`,
      product,
      author: AUTHORS[n % AUTHORS.length]!,
      date: reviewDay(n),
      ...text,
    };
  }),
);
