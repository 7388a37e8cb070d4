// Swedish page and block copy (translation of copy-fi.ts).
import type { Copy } from "./copy-fi.ts";

export const sv: Copy = {
  language: "sv",
  urls: {
    start: "/sv",
    story: "/sv/var-historia",
    article: "/sv/artiklar/kakaons-resa",
    d2c: "/sv/butik/personlig-chokladkaka-guide",
    designer: "/sv/produkter/personliga-chokladkakor/personlig-chokladkaka",
    notFound: "/sv/sidan-hittades-inte",
    support: "/sv/kundservice",
    club: "/sv/kaarna-klubben",
    products: "/sv/produkter",
    chocolate: "/sv/produkter/chokladkakor",
    milk: "/sv/produkter/chokladkakor/mjolkchoklad",
    dark: "/sv/produkter/chokladkakor/mork-choklad",
    oat: "/sv/produkter/chokladkakor/havrechoklad",
    salmiakki: "/sv/produkter/salmiakki-kuu",
    pastilles: "/sv/produkter/pastiller",
    gifts: "/sv/produkter/presentaskar",
    allergens: "/files/kaarna-allergenlista.pdf",
    search: "/sv/sok",
    cart: "/sv/varukorg",
    checkout: "/sv/kassa",
    orderConfirmation: "/sv/orderbekraftelse",
    myAccount: "/sv/kaarna-klubben/mitt-konto",
    myDetails: "/sv/kaarna-klubben/mina-uppgifter",
    myOrders: "/sv/kaarna-klubben/bestallningar",
    myEmail: "/sv/kaarna-klubben/e-postinstallningar",
  },
  alt: {
    heroLake: "Kaarnas chokladfabrik i rött tegel vid sjöstranden i solnedgången",
    heroTablets: "En trave chokladkakor av mjölkchoklad och mörk choklad",
    heroCocoa: "Mogna kakaofrukter på en gren av ett kakaoträd",
    heroLakeMobile: "Kaarnas chokladfabrik vid sjön",
    heroTabletsMobile: "En trave chokladkakor",
    heroCocoaMobile: "En kakaofrukt och kakaobönor",
    slideSalmiakki: "Månskäreformade Salmiakki Kuu-praliner",
    slideOat: "En kaka havrechoklad och havrekorn",
    slideGift: "En pralinask från Kaarna med rosett",
    cardFactory: "Den gamla fabriksbyggnaden med sin skorsten",
    cardCocoa: "En kakaofrukt som skurits itu",
    cardPersonalised: "En chokladkaka med en egen hälsning på omslaget",
    cardClub: "Kaarna-klubbens medlemskort och chokladbitar",
    cardCafe: "En kopp varm choklad och en bulle i fabrikskaféet",
    bannerPastilles: "Färgglada Pikku Kuu-pastiller",
    articleHeading: "Kakaobönornas resa från plantagen till sjöstranden",
    articleBeans: "Torkade kakaobönor i en skål",
    videoConching: "Flytande choklad som rörs i en konch i Kaarnas fabrik",
  },
  names: {
    start: "Startsida",
    story: "Vår historia",
    article: "Kakaons resa",
    d2c: "Så beställer du en personlig chokladkaka",
    notFound: "Sidan hittades inte",
    support: "Kundservice",
    club: "Kaarna-klubben",
    myAccount: "Mitt konto",
    myDetails: "Mina uppgifter",
    myOrders: "Beställningshistorik",
    myEmail: "E-postinställningar",
  },
  start: {
    mainIntro:
      "Kaarna är ett finländskt familjeföretag som har tillverkat choklad och konfektyr vid stranden i Vuolijoki hamn sedan 1911. Vi gör fortfarande våra godsaker långsamt och omsorgsfullt, av ansvarsfullt odlad kakao.",
    metaTitle: "Kaarna – finländsk choklad sedan 1911",
    metaDescription:
      "Mjölkchoklad, mörk choklad, Salmiakki Kuu-praliner och personliga chokladkakor från vår fabrik vid sjön i Vuolijoki hamn.",
    hero: {
      title: "Choklad från sjöstranden sedan 1911",
      subtitle:
        "Mjölkchoklad, mörk choklad och salmiak – allt tillverkat i Vuolijoki hamn med samma kärlek som för hundra år sedan.",
      cta: "Upptäck våra produkter",
      secondaryCta: "Läs vår historia",
    },
    slides: [
      {
        title: "Salmiakki Kuu – en månskära full av salmiak",
        subtitle: "Len mjölkchoklad kring en fyllig salmiakfyllning. Vår mest älskade klassiker är tillbaka i ny förpackning.",
        cta: "Upptäck Salmiakki Kuu",
      },
      {
        title: "Havrechoklad – vegansk men ändå sammetslen",
        subtitle: "Gjord på inhemsk havre, med all mjölkchokladens krämighet men helt utan mjölk.",
        cta: "Smaka havrechoklad",
      },
      {
        title: "En present som blir ihågkommen",
        subtitle: "Handpackade pralinaskar till födelsedagar, som tack och till julbordet.",
        cta: "Välj en presentask",
      },
    ],
    split: {
      heading: "Fabriksbutik och kafé",
      body: "Kom och känn doften av rostad kakao. I hamnkaféet serverar vi varm choklad och nybakat, och i butiken hittar du fabrikens egna specialiteter som inte säljs någon annanstans.",
      cta: "Öppettider",
      secondaryCta: "Kontakta oss",
    },
    promoters: {
      story: { title: "Vår historia", subtitle: "Över hundra år av choklad i samma familjs händer.", cta: "Läs historien" },
      article: {
        title: "Kakaons resa",
        subtitle: "Hur tar sig en kakaoböna från en småbrukare till en chokladkaka från Kaarna?",
        cta: "Läs artikeln",
      },
      d2c: {
        title: "Personlig chokladkaka",
        subtitle: "Din egen bild och hälsning på omslaget – så här beställer du.",
        cta: "Se guiden",
      },
    },
    imageWithCta: {
      header: "Gå med i Kaarna-klubben",
      text: "Som medlem får du först veta om nyheterna, en födelsedagspresent och 10 procents rabatt på beställningar i webbutiken.",
      cta: "Bli medlem",
    },
    banner: {
      heading: "Pikku Kuu-pastiller nu i åtta smaker",
      body: "Svarta vinbär, lakrits, lingon och nytt för säsongen: havtorn. Små klara pastiller som får plats i varje ficka.",
      cta: "Upptäck pastillerna",
    },
    link: "Alla produkter",
  },
  story: {
    mainIntro:
      "Kaarna föddes 1911, när Aino Kaarna kokade sina första karameller intill bryggan i Vuolijoki hamn. I dag leds fabriken av den fjärde generationen.",
    metaDescription: "Kaarnas historia: familjens chokladfabrik i Vuolijoki hamn sedan 1911, ansvarsfull kakao och fabriksbutik.",
    hero: {
      title: "Fyra generationer, en sjö",
      subtitle:
        "Allt började i ett litet trähus vid hamnen, där Aino Kaarna kokade karameller åt ångbåtspassagerarna. När hennes son Eino skaffade fabrikens första conchmaskin på 1920-talet blev chokladen husets viktigaste produkt. Familjen tog sig igenom de magra krigsåren med ren envishet, och på 1950-talet föddes Salmiakki Kuu – fortfarande våra kunders favorit. I dag leds fabriken av syskonen Liisa och Matti Kaarna, som har fört familjens traditioner in i en tid av ansvarsfull kakao och inhemsk havre. En sak har aldrig förändrats: varje chokladkaka tillverkas fortfarande vid sjöstranden.",
      cta: "Upptäck våra produkter",
    },
    description: {
      heading: "Ansvarsfull kakao",
      body: "Vi köper vår kakao direkt från småbrukarkooperativ i Ghana och Ecuador. Vi betalar mer än marknadspriset för bönor av hög kvalitet, och varje parti kan spåras ända tillbaka till odlaren. I våra samarbetspartners byar stöder vi byggandet av skolor och brunnar samt skuggodling som skyddar regnskogen. Fabriken drivs med förnybar el och våra omslag är av återvinningsbart papper.",
    },
    accordion: {
      heading: "Vanliga frågor om fabriken",
      items: [
        {
          title: "Kan man besöka fabriken?",
          body: "<p>Ja, absolut! Vi ordnar guidade fabriksturer juni–augusti, tisdag till lördag. En tur tar ungefär en timme och avslutas med provsmakning. Grupper ombeds boka i förväg.</p>",
        },
        {
          title: "Var kommer er kakao ifrån?",
          body: "<p>Våra kakaobönor kommer från småbrukarkooperativ i Ghana och Ecuador. Vi känner våra odlare vid namn och besöker gårdarna regelbundet.</p>",
        },
        {
          title: "Hanteras allergener på fabriken?",
          body: "<p>På fabriken hanteras mjölk, hasselnötter och mandel. Vår havrelinje är separat, men produkterna kan innehålla spår av mjölk. Fullständiga uppgifter finns på varje produkts förpackning.</p>",
        },
        {
          title: "Kan jag köpa ett presentkort i fabriksbutiken?",
          body: "<p>Det kan du. Presentkort säljs i butikens kassa i valörer om 10 euro, och de gäller både i butiken och i kaféet.</p>",
        },
      ],
    },
    notice: {
      heading: "Sommarens öppettider",
      body: "Juni–augusti har fabriksbutiken och kaféet öppet även på söndagar kl. 11–16.",
    },
    richText: {
      heading: "En fabrik mitt i byn",
      body: "<p>Vår fabrik i rött tegel är ett landmärke i Vuolijoki hamn. När concharna går doftar hela stranden kakao – grannarna säger att de kan känna på doften om det är måndag eller fredag.</p><p>Vi har ett sextiotal anställda, och många av dem har varit med i årtionden. En del av recepten är fortfarande skrivna med Ainos egen handstil, och hennes gamla anteckningsbok förvaras tryggt i fabrikens kassaskåp.</p>",
    },
    container: "Läs mer",
    clubPromoter: {
      title: "Kaarna-klubben",
      subtitle: "Förmåner, nyheter först och en födelsedagspresent för medlemmar.",
      cta: "Upptäck klubben",
    },
    hours: {
      title: "Fabriksbutikens och kaféets öppettider",
      head: ["Dag", "Butik", "Kafé"],
      rows: [
        ["Måndag–fredag", "10–18", "9–17"],
        ["Lördag", "10–16", "10–16"],
        ["Söndag", "stängt", "stängt"],
      ],
      note: "Adress: Hamnvägen 4, Vuolijoki hamn.",
      map: "Visa på kartan",
    },
    anchorLink: "Gå till vanliga frågor",
    back: "Tillbaka",
  },
  article: {
    heading: "Kakaons resa från böna till chokladkaka",
    mainIntro:
      "Varje chokladkaka från Kaarna börjar långt från Vuolijoki hamn: vid foten av ett kakaoträd i Ghana eller Ecuador. Följ bönan på dess månadslånga resa till vår fabrik vid sjön.",
    mainBody: `<h2>Skörd och fermentering</h2><p>Kakaofrukterna plockas för hand när skalet har mognat till gult eller rött. Inuti varje frukt finns ett fyrtiotal bönor omgivna av ljust fruktkött. Bönorna får fermentera under bananblad i ungefär en vecka, och det är då chokladsmakens första toner uppstår.</p><img src="/images/article-cocoa-beans.svg" alt="Torkade kakaobönor i en skål" width="800" height="600"><h2>Torkning och sjöresan norrut</h2><p>De fermenterade bönorna soltorkas på träställningar. Sedan packas de i jutesäckar och skeppas till Europa. Varje säck har en etikett som visar vilket kooperativ bönorna kommer från.</p><h2>På fabriken i Vuolijoki hamn</h2><ul><li>Vi rostar bönorna i små omgångar så att varje ursprungs egen karaktär bevaras.</li><li>De skalade bönorna mals till kakaomassa och conchas i upp till tre dygn.</li><li>Till sist tempereras chokladen, gjuts i formar och slås in för hand.</li></ul><p>Vill du veta hur allt började? Läs mer i <a href="/sv/var-historia">Kaarnas historia</a>.</p>`,
    metaDescription: "Hur blir en kakaoböna en chokladkaka från Kaarna? Skörd, fermentering, torkning och rostning.",
    video: "Tre dygn i koncheringen",
  },
  d2c: {
    mainIntro:
      "En chokladkaka med din egen bild och hälsning är en minnesvärd present till bröllop, födelsedagar eller företagets kunder. Så här beställer du en personlig chokladkaka i vår webbutik.",
    mainBody: `<h2>Beställ i fyra steg</h2><ol><li><strong>Välj choklad.</strong> Välj mellan mjölkchoklad, mörk choklad 70 % och vegansk havrechoklad.</li><li><strong>Ladda upp en bild.</strong> Bäst resultat får du med en bild på minst 1500 × 1000 pixlar.</li><li><strong>Skriv din hälsning.</strong> Omslaget rymmer högst 60 tecken.</li><li><strong>Granska förhandsvisningen och betala.</strong> Vi skickar en bekräftelse till din e-post.</li></ol><h2>Leverans</h2><p>De personliga chokladkakorna tillverkas för hand, så leveranstiden är 5–7 vardagar. För beställningar på över 50 kakor kan du be <a href="/sv/kundservice">vår kundservice</a> om en offert.</p>`,
    notice: {
      heading: "Hinn till jul",
      body: "Gör dina julbeställningar av personliga chokladkakor senast den 10 december, så hinner de fram före julafton.",
    },
  },
  notFound: {
    mainIntro: "Hoppsan – den här sidan hittades inte. Den kan ha flyttats, eller så har någon redan ätit upp den.",
    mainBody: `<p>Kontrollera adressen eller fortsätt härifrån:</p><ul><li><a href="/sv">Till Kaarnas startsida</a></li><li><a href="/sv/var-historia">Läs vår historia</a></li></ul>`,
  },
  support: {
    mainIntro:
      "Vi hjälper gärna till med frågor om beställningar, leveranser och våra produkter. Kundservice har öppet vardagar kl. 9–16.",
    mainBody: `<h2>Kontaktuppgifter</h2><p>E-post: <a href="mailto:kundservice@example.com">kundservice@example.com</a><br>Telefon: 010 123 4567 (vardagar kl. 9–16)</p><h2>Returer</h2><p>Eftersom choklad är ett livsmedel kan vi inte ta emot öppnade produkter i retur. Om en produkt är felaktig eller har smält under transporten, kontakta oss så ersätter vi den.</p>`,
    accordion: {
      heading: "Beställningar och leveranser",
      items: [
        {
          title: "Hur snabbt levereras min beställning?",
          body: "<p>Lagerförda produkter skickas inom 1–2 vardagar. Personliga chokladkakor tar 5–7 vardagar att tillverka.</p>",
        },
        {
          title: "Hur klarar sig chokladen i värmen?",
          body: "<p>Juni–augusti packar vi beställningarna med kylklampar utan extra kostnad.</p>",
        },
        {
          title: "Kan jag ändra min beställning?",
          body: "<p>Du kan ändra beställningen inom två timmar efter att du gjort den. Kontakta då vår kundservice.</p>",
        },
        {
          title: "Vilka betalningssätt kan jag använda?",
          body: "<p>Vi tar emot nätbanksbetalningar, de vanligaste betalkorten, mobilbetalning och faktura.</p>",
        },
      ],
    },
    link: "Guide till personliga chokladkakor",
    dropdown: { title: "Mer från Kaarna", placeholder: "Välj en sida" },
    topics: { title: "Läs mer om Kaarna", placeholder: "Välj ett ämne" },
    search: { title: "Letar du efter en produkt?", placeholder: "Till exempel salmiak" },
  },
  club: {
    mainIntro: "Kaarna-klubben är för alla som älskar choklad. Medlemskapet är gratis, och varje köp ger dig förmåner.",
    hero: {
      title: "Kaarna-klubben",
      subtitle: "Logga in eller bli medlem: nyheterna först, en födelsedagspresent och 10 % rabatt i webbutiken.",
      cta: "Läs medlemsvillkoren",
    },
    benefits: {
      heading: "Medlemsförmåner",
      body: "<ul><li>10 % rabatt på ordinarie priser i webbutiken</li><li>En ask Salmiakki Kuu på födelsedagen</li><li>Inbjudningar till provsmakningar och fabriksturer</li><li>Nyheterna före alla andra</li></ul>",
    },
    favourites: "Medlemmarnas favoriter",
    offer: {
      label: "−15 %",
      heading: "Medlemmar sparar på varje presentask",
      body: "<p>Logga in innan du betalar så dras klubbpriset av från varje presentask i din varukorg.</p>",
      cta: "Se presentaskarna",
    },
    intro: "Gratis att gå med och öppen för alla: medlemmar smakar nya smaker först och samlar förmåner med varje beställning.",
    howItWorks: {
      heading: "Så fungerar klubben",
      body: "<p>Registrera dig med din e-postadress så är du medlem direkt. Ditt medlemskort finns på ditt konto, och varje beställning du gör inloggad räknas till dina förmåner.</p><p>Vi skickar klubbnyheter en gång i månaden, och du kan avsluta dem när du vill.</p>",
      cta: "Gå till mitt konto",
    },
    popup: {
      title: "Välkommen till klubben!",
      body: "<p>Gå med nu så får du fri frakt på din första beställning.</p>",
      cta: "Beställ en personlig chokladkaka",
    },
    social: {
      heading: "Följ Kaarna",
      body: "<p>Nya smaker, nyheter från fabriken och ett och annat recept: följ oss där du redan är.</p>",
    },
  },
  member: {
    account: {
      topic: "Ditt Kaarna-konto",
      mainIntro: "Här hanterar du dina medlemsuppgifter: namn, telefonnummer och adress.",
      mainBody:
        "<p>Uppgifterna sparas i vårt medlemsregister, och vi använder dem för att leverera dina beställningar och skicka dina medlemsförmåner.</p>",
      loginTitle: "Logga in på ditt konto",
      loginIntro: "Logga in med ditt Kaarna-klubbens konto för att se och ändra dina uppgifter.",
      errorMessage: "Profilen kunde inte laddas just nu. Försök igen om en stund eller kontakta kundtjänsten.",
      widgetDefaultCountryCode: "SE",
    },
    menu: "Min Kaarna-klubb",
    intro: {
      myDetails: "Dina medlemsuppgifter i Kaarna-klubben.",
      myOrders: "Dina beställningar från webbutiken och var de är.",
      myEmail: "Välj vilka e-postmeddelanden du vill få av oss.",
    },
  },
};
