// Kaarna's places in Sweden: a café and a shop in Stockholm.
import { type Place, same, words } from "./places.ts";

export const SWEDISH_PLACES: Place[] = [
  {
    kind: "cafe",
    place: same("Södermalm"),
    streetAddress: "Kakaogatan 8",
    postalCode: "118 20",
    city: "stockholm",
    coordinates: [59.3171, 18.0712],
    hours: { weekdays: ["07:00", "19:00"], saturday: ["09:00", "18:00"], sunday: ["09:00", "18:00"] },
    categories: ["cafe", "breakfast", "takeAway", "wifi", "vegan"],
    lunch: [],
    hoursNote: "midsummer",
    picture: "cafe",
    phone: "+46 8 123 456 01",
    email: "sodermalm@kaarna.example",
    intro: words(
      "Ensimmäinen kahvilamme Ruotsissa, Södermalmin sydämessä. Kahvia mukaan jo seitsemästä alkaen.",
      "Our first café in Sweden, in the heart of Södermalm. Coffee to go from seven in the morning.",
      "Vårt första kafé i Sverige, mitt på Södermalm. Kaffe att ta med från klockan sju.",
    ),
  },
  {
    kind: "shop",
    place: same("Gamla stan"),
    streetAddress: "Pralingränd 3",
    postalCode: "111 29",
    city: "stockholm",
    coordinates: [59.3251, 18.0711],
    hours: { weekdays: ["10:00", "19:00"], saturday: ["10:00", "18:00"], sunday: ["11:00", "17:00"] },
    categories: ["shop", "giftWrapping", "personalised"],
    lunch: [],
    picture: "shop",
    phone: "+46 8 123 456 02",
    email: "gamlastan@kaarna.example",
    intro: words(
      "Suklaapuoti Gamla stanin kapealla kujalla. Lahjapaketointi ja omien levyjen nouto.",
      "A chocolate shop in a narrow lane of Gamla stan. Gift wrapping and personalised tablet pick-up.",
      "En chokladbod i en smal gränd i Gamla stan. Presentinslagning och hämtning av egna kakor.",
    ),
  },
];
