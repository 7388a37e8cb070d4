// The locations' words in fi, en and sv: the stores and lunch pages, the finder block, place names by
// kind, cities and countries, contact labels, opening-hour notes and the pictures' alternative texts.
import type { Language } from "../../../../../shared/languages.ts";
import type { City, PlaceKind } from "./places.ts";

export interface LocationCopy {
  stores: { url: string; name: string; intro: string };
  lunch: { url: string; name: string; intro: string; lead: string; prices: string };
  finder: { title: string; placeholder: string };
  promoter: { title: string; subtitle: string; cta: string };
  kindName: Record<PlaceKind, (place: string) => string>;
  cities: Record<City, string>;
  countries: { finland: string; sweden: string };
  contact: { phone: string; email: string };
  hoursNotes: { holidays: string; summer: string; midsummer: string };
  bodies: { cafe: string; shop: string; factory: string };
  pictures: { cafe: string; shop: string };
}

export const LOCATION_COPY: Record<Language, LocationCopy> = {
  fi: {
    stores: {
      url: "/fi/myymalat",
      name: "Myymälät ja kahvilat",
      intro: "Löydä lähin Kaarna-myymälä, -kahvila tai tehtaanmyymälä.",
    },
    lunch: {
      url: "/fi/myymalat/lounas",
      name: "Lounas Kaarna-kahviloissa",
      intro: "Viikon lounaslistat ja lounasajat kaikissa kahviloissamme.",
      lead: "Tarjoamme lounasta arkisin klo 11–14 neljässä kahvilassamme. Kunkin kahvilan omalla sivulla ovat sen viikon listat.",
      prices: "Lounas 12,90 €, vegaaninen lounas 11,90 €. Alle 12-vuotiaat syövät puoleen hintaan.",
    },
    finder: { title: "Etsi myymälä tai kahvila", placeholder: "Nimi, osoite tai postinumero" },
    promoter: {
      title: "Lounas Kaarna-kahviloissa",
      subtitle: "Viikon lounaslistat kaikista kahviloistamme.",
      cta: "Katso lounaslistat",
    },
    kindName: {
      cafe: (place) => `Kaarna-kahvila ${place}`,
      shop: (place) => `Kaarna-myymälä ${place}`,
      factoryShop: () => "Kaarnan tehtaanmyymälä",
      factoryCafe: () => "Kaarnan tehdaskahvila",
    },
    cities: {
      helsinki: "Helsinki",
      tampere: "Tampere",
      turku: "Turku",
      vuolijoki: "Vuolijoki",
      stockholm: "Tukholma",
      vaasa: "Vaasa",
    },
    countries: { finland: "Suomi", sweden: "Ruotsi" },
    contact: { phone: "Puhelin", email: "Sähköposti" },
    hoursNotes: {
      holidays: "<p>Arkipyhinä avoinna klo 10–16. Jouluaattona ja joulupäivänä suljettu.</p>",
      summer: "<p>Kesä–elokuussa avoinna joka päivä klo 9–19.</p>",
      midsummer: "<p>Juhannusaattona suljettu.</p>",
    },
    bodies: {
      cafe: "<p>Leivonnaisemme leivotaan joka aamu, ja kaakao tehdään omasta suklaastamme. Kysy allergeeneista henkilökunnalta.</p>",
      shop: "<p>Myymälässä on Kaarnan koko valikoima ja vaihtuvat sesonkiherkut. Verkkokaupan tilaukset voi palauttaa myös myymälään.</p>",
      factory:
        "<p>Tehdaskierrokset lähtevät myymälästä arkisin klo 11 ja 14. Ryhmät voivat varata oman kierroksen asiakaspalvelusta.</p>",
    },
    pictures: {
      cafe: "Kahvilan ikkuna, jonka takana on kakkuvitriini ja kaakaokuppeja",
      shop: "Suklaamyymälän näyteikkuna täynnä värikkäitä suklaalevyjä",
    },
  },
  en: {
    stores: { url: "/en/stores", name: "Shops and cafés", intro: "Find your nearest Kaarna shop, café or the factory shop." },
    lunch: {
      url: "/en/stores/lunch",
      name: "Lunch at Kaarna cafés",
      intro: "This week's lunch menus and lunch times in all our cafés.",
      lead: "We serve lunch on weekdays from 11 am to 2 pm in four of our cafés. Each café's own page has its menus for the week.",
      prices: "Lunch €12.90, vegan lunch €11.90. Children under 12 eat for half price.",
    },
    finder: { title: "Find a shop or café", placeholder: "Name, address or postcode" },
    promoter: {
      title: "Lunch at Kaarna cafés",
      subtitle: "This week's lunch menus from all our cafés.",
      cta: "See the lunch menus",
    },
    kindName: {
      cafe: (place) => `Kaarna Café ${place}`,
      shop: (place) => `Kaarna Shop ${place}`,
      factoryShop: () => "Kaarna Factory Shop",
      factoryCafe: () => "Kaarna Factory Café",
    },
    cities: {
      helsinki: "Helsinki",
      tampere: "Tampere",
      turku: "Turku",
      vuolijoki: "Vuolijoki",
      stockholm: "Stockholm",
      vaasa: "Vaasa",
    },
    countries: { finland: "Finland", sweden: "Sweden" },
    contact: { phone: "Telephone", email: "Email" },
    hoursNotes: {
      holidays: "<p>Open 10 am–4 pm on public holidays. Closed on Christmas Eve and Christmas Day.</p>",
      summer: "<p>From June to August open every day 9 am–7 pm.</p>",
      midsummer: "<p>Closed on Midsummer Eve.</p>",
    },
    bodies: {
      cafe: "<p>Our pastries are baked every morning, and the cocoa is made with our own chocolate. Ask our staff about allergens.</p>",
      shop: "<p>The shop carries Kaarna's whole range and changing seasonal treats. Online orders can also be returned here.</p>",
      factory:
        "<p>Factory tours leave from the shop on weekdays at 11 am and 2 pm. Groups can book their own tour through customer service.</p>",
    },
    pictures: {
      cafe: "A café window with a cake counter and cups of cocoa behind it",
      shop: "A chocolate shop window full of colourful chocolate tablets",
    },
  },
  sv: {
    stores: { url: "/sv/butiker", name: "Butiker och kaféer", intro: "Hitta närmaste Kaarna-butik, kafé eller fabriksbutiken." },
    lunch: {
      url: "/sv/butiker/lunch",
      name: "Lunch på Kaarnas kaféer",
      intro: "Veckans lunchmenyer och lunchtider på alla våra kaféer.",
      lead: "Vi serverar lunch vardagar kl. 11–14 på fyra av våra kaféer. Varje kafés egen sida har veckans menyer.",
      prices: "Lunch 12,90 €, vegansk lunch 11,90 €. Barn under 12 år äter för halva priset.",
    },
    finder: { title: "Hitta en butik eller ett kafé", placeholder: "Namn, adress eller postnummer" },
    promoter: {
      title: "Lunch på Kaarnas kaféer",
      subtitle: "Veckans lunchmenyer från alla våra kaféer.",
      cta: "Se lunchmenyerna",
    },
    kindName: {
      cafe: (place) => `Kaarna Kafé ${place}`,
      shop: (place) => `Kaarna Butik ${place}`,
      factoryShop: () => "Kaarnas fabriksbutik",
      factoryCafe: () => "Kaarnas fabrikskafé",
    },
    cities: {
      helsinki: "Helsingfors",
      tampere: "Tammerfors",
      turku: "Åbo",
      vuolijoki: "Vuolijoki",
      stockholm: "Stockholm",
      vaasa: "Vasa",
    },
    countries: { finland: "Finland", sweden: "Sverige" },
    contact: { phone: "Telefon", email: "E-post" },
    hoursNotes: {
      holidays: "<p>Öppet kl. 10–16 på helgdagar. Stängt på julafton och juldagen.</p>",
      summer: "<p>Juni–augusti öppet alla dagar kl. 9–19.</p>",
      midsummer: "<p>Stängt på midsommarafton.</p>",
    },
    bodies: {
      cafe: "<p>Våra bakverk bakas varje morgon, och chokladen görs på vår egen choklad. Fråga personalen om allergener.</p>",
      shop: "<p>Butiken har hela Kaarnas sortiment och säsongens godsaker. Webbeställningar kan också returneras här.</p>",
      factory:
        "<p>Fabriksvisningar utgår från butiken vardagar kl. 11 och 14. Grupper kan boka en egen visning via kundservice.</p>",
    },
    pictures: {
      cafe: "Ett kaféfönster med en kakdisk och koppar med choklad bakom",
      shop: "Ett skyltfönster i en chokladbutik fullt av färgglada chokladkakor",
    },
  },
};
