// Swedish copy of the Discover Kaarna, gift ideas and Kaarna Classics pages (build-discover.ts).
import type { DiscoverCopy } from "./discover-types.ts";

const readMore = "Läs mer";

export const discoverSv: DiscoverCopy = {
  urls: { discover: "/sv/upptack", giftIdeas: "/sv/presenttips", classics: "/sv/kaarna-klassiker" },
  names: { discover: "Upptäck Kaarna", giftIdeas: "Presenttips", classics: "Kaarna-klassiker" },
  discover: {
    mainIntro: "Choklad, pastiller, berättelser och besök: allt som Kaarna gör vid sjöstranden, på en sida.",
    metaDescription: "Hitta rätt hos Kaarna: våra produkter, berättelser från fabriken, presenter och besök i Vuolijoki hamn.",
    banner: {
      heading: "Något för varje chokladstund",
      body: "Från en bit efter lunchen till en ask till någon du tycker om, gjord i lugn och ro vid sjön sedan 1911.",
      cta: "Hitta en present",
      alt: "En trave chokladkakor av mjölkchoklad och mörk choklad",
    },
    promoter: {
      title: "Upptäck Kaarna",
      subtitle: "Produkter, berättelser, presenter och fabriksbesök på ett och samma ställe.",
      cta: "Börja upptäcka",
      alt: "En Kaarna chokladask med rosett",
    },
  },
  giftIdeas: {
    heading: "Presenttips",
    mainIntro: "Choklad säger tack, grattis och jag tänkte på dig – på alla språk.",
    description:
      "<p>Våra presentfavoriter är askarna och kassarna som kunderna ger oftast. Varje presentask kan skickas direkt till mottagaren: lägg till en hälsning i varukorgen så skriver vi den på ett kort.</p><p>Söker du något riktigt personligt? Formge en kaka med dina egna ord på omslaget.</p>",
    metaDescription: "Kaarnas chokladpresenter: pralinaskar, presentkassar och godispaket för alla tillfällen.",
    picksTitle: "Våra presentfavoriter",
    boxesTitle: "Presentaskar och paket",
  },
  classics: {
    heading: "Kaarna-klassiker",
    mainIntro: "Smakerna som Finland har vuxit upp med: våra äldsta recept, fortfarande gjorda som förr.",
    description:
      "<p>Mjölkchoklad sedan 1911, hasselnöt sedan femtiotalet, Salmiakki Kuu sedan 1968. Det här är produkterna som vår familj aldrig skulle ändra.</p>",
    metaDescription: "Kaarna-klassiker: mjölkchoklad, hasselnöt, mörk 70 %, Salmiakki Kuu och pralinasken.",
  },
  icons: {
    title: "Handla efter typ",
    items: {
      tablets: { title: "Chokladkakor" },
      salmiakki: { title: "Salmiakki Kuu" },
      pastilles: { title: "Pastiller" },
      gifts: { title: "Presentaskar" },
      personalised: { title: "Personliga kakor" },
      classics: { title: "Kaarna-klassiker" },
    },
  },
  stories: {
    title: "Berättelser från Kaarna",
    items: {
      story: {
        title: "Vår historia",
        description: "Fyra generationer chokladmakare vid stranden av Vuolijoki hamn.",
        info1: "Berättelse",
        info2: "Lästid 4 min",
        cta: readMore,
        alt: "Den gamla fabriksbyggnaden och dess skorsten",
      },
      cocoa: {
        title: "Kakaons resa",
        description: "Från en småbrukare i Ghana till en kaka på ditt bord.",
        info1: "Artikel",
        info2: "Lästid 6 min",
        cta: readMore,
        alt: "En kakaofrukt skuren på mitten",
      },
      guide: {
        title: "Så beställer du en personlig kaka",
        description: "Skriv en hälsning, välj smak så skickar vi kakan åt dig.",
        info1: "Guide",
        info2: "Lästid 3 min",
        cta: readMore,
        alt: "En chokladkaka med ett personligt meddelande på omslaget",
      },
      club: {
        title: "Kaarna-klubben",
        description: "Smaka nyheter först och samla förmåner med varje beställning.",
        info1: "Medlemskap",
        info2: "Gratis",
        cta: readMore,
        alt: "Ett medlemskort för Kaarna-klubben och chokladbitar",
      },
      cafe: {
        title: "Fabrikens kafé",
        description: "Varm choklad, kanelbullar och utsikt över sjön.",
        info1: "Besök",
        info2: "Öppet varje dag",
        cta: readMore,
        alt: "En kopp varm choklad och en kanelbulle i fabrikens kafé",
      },
      giftIdeas: {
        title: "Presenttips",
        description: "Askar, kassar och paket för alla tillfällen.",
        info1: "Butik",
        info2: "Skickas till mottagaren",
        cta: readMore,
        alt: "En Kaarna chokladask med rosett",
      },
      classics: {
        title: "Kaarna-klassiker",
        description: "Recepten vi aldrig skulle ändra.",
        info1: "Kollektion",
        info2: "Fem favoriter",
        cta: readMore,
        alt: "En trave chokladkakor",
      },
      support: {
        title: "Kundservice",
        description: "Leveranstider, returer och allergenlistan.",
        info1: "Hjälp",
        info2: "Vardagar 9–16",
        cta: readMore,
        alt: "Torkade kakaobönor i en skål",
      },
    },
  },
  favourites: {
    title: "Säsongens favoriter",
    items: {
      salmiakki: {
        title: "Salmiakki Kuu",
        description: "Salmiak under mjölkchoklad.",
        info1: "Sedan 1968",
        cta: "Köp nu",
        alt: "Halvmåneformade Salmiakki Kuu-choklader",
      },
      oat: {
        title: "Havrechoklad",
        description: "Krämig, mjölkfri och gjord på finsk havre.",
        info1: "Vegansk",
        cta: "Köp nu",
        alt: "En havrechokladkaka och havrekorn",
      },
      gifts: {
        title: "Presentaskar",
        description: "Handgjorda praliner i guldfärgade, röda och blå askar.",
        info1: "Presentinslagen",
        cta: "Köp nu",
        alt: "En Kaarna chokladask med rosett",
      },
      pastilles: {
        title: "Pikku Kuu-pastiller",
        description: "Fruktiga pastiller för fickan.",
        info1: "Gelatinfri",
        cta: "Köp nu",
        alt: "Färgglada Pikku Kuu-pastiller",
      },
      dark: {
        title: "Mörk choklad",
        description: "Från 70 % till ekologisk 85 %, med apelsin, mynta eller havssalt.",
        info1: "Rik på kakao",
        cta: "Köp nu",
        alt: "Mogna kakaofrukter på en gren av ett kakaoträd",
      },
      milk: {
        title: "Mjölkchoklad",
        description: "Vårt första recept från 1911 och dess många smaker.",
        info1: "Originalet",
        cta: "Köp nu",
        alt: "En trave chokladkakor av mjölkchoklad och mörk choklad",
      },
    },
  },
  visit: {
    title: "Besök fabriken",
    items: {
      cafe: {
        title: "Fabrikens kafé",
        description: "Varm choklad och bullar vid sjön.",
        info1: "Dagligen 10–18",
        cta: "Planera ditt besök",
        alt: "En kopp varm choklad och en kanelbulle i fabrikens kafé",
      },
      tours: {
        title: "Fabriksvisningar",
        description: "Se koncherna snurra och smaka chokladen varm.",
        info1: "Boka i förväg",
        cta: "Boka en visning",
        alt: "Den gamla fabriksbyggnaden och dess skorsten",
      },
      shop: {
        title: "Fabriksbutiken",
        description: "Sekunda, säsongssmaker och hela sortimentet.",
        info1: "Mån–lör 9–17",
        cta: "Hitta hit",
        alt: "Kaarnas chokladfabrik i rött tegel vid sjöstranden i solnedgången",
      },
    },
  },
  help: {
    title: "Hjälp och svar",
    items: {
      delivery: { title: "Leverans och returer", description: "När din beställning kommer och hur du returnerar den." },
      allergens: { title: "Allergenlista (PDF)", description: "Alla produkters allergener på en sida." },
      guide: { title: "Guide till personliga kakor", description: "Så skriver, formger och skickar du din egen kaka." },
      club: { title: "Kaarna-klubben", description: "Medlemskap, förmåner och ditt konto." },
    },
  },
  personal: {
    title: null,
    items: {
      personalised: {
        title: "Dina ord på omslaget",
        description: "Välj smak, skriv en hälsning och signera: vi gör kakan och skickar den till mottagaren.",
        info1: "Framme på 3–5 dagar",
        cta: "Formge din kaka",
        alt: "En chokladkaka med ett personligt meddelande på omslaget",
      },
      club: {
        title: "Gå med i Kaarna-klubben",
        description: "Medlemmar smakar nyheterna först, får en present på födelsedagen och sparar på presentaskar.",
        info1: "Gratis att gå med",
        cta: "Gå med i klubben",
        alt: "Ett medlemskort för Kaarna-klubben och chokladbitar",
      },
    },
  },
  banners: {
    title: null,
    items: {
      cocoa: {
        title: "Kakao vi kan spåra",
        description: "Vi känner kooperativen som odlar vår kakao och betalar dem mer än marknadspriset.",
        cta: "Läs om vår kakao",
        alt: "Mogna kakaofrukter på en gren av ett kakaoträd",
      },
      pastilles: {
        title: "Pikku Kuu, fickans favorit",
        description: "Frukt-, salmiak- och lakritspastiller i behändiga askar och påsar.",
        cta: "Se pastillerna",
        alt: "Färgglada Pikku Kuu-pastiller",
      },
    },
  },
  occasions: {
    title: "Presenter för alla tillfällen",
    items: {
      thanks: { title: "Tack", description: "En liten ask som säger mycket." },
      birthday: { title: "Födelsedagar", description: "Paket att dela." },
      christmas: { title: "Jul", description: "Askar till julbordet." },
      justBecause: { title: "Bara för att", description: "Inget skäl behövs." },
    },
  },
};
