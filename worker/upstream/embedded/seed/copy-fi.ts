// Finnish page and block copy. The other languages' copy has the same shape (type Copy).
import type { Language } from "../../../../shared/languages.ts";
import type { ImageKey } from "./images.ts";

export const fi = {
  language: "fi" as Language,
  urls: {
    start: "/fi",
    story: "/fi/tarinamme",
    article: "/fi/artikkelit/kaakaon-matka",
    d2c: "/fi/kauppa/personoitu-levy-ohje",
    designer: "/fi/tuotteet/personoidut-levyt/personoitu-suklaalevy",
    notFound: "/fi/sivua-ei-loydy",
    support: "/fi/asiakaspalvelu",
    club: "/fi/kaarna-klubi",
    products: "/fi/tuotteet",
    chocolate: "/fi/tuotteet/suklaalevyt",
    milk: "/fi/tuotteet/suklaalevyt/maitosuklaa",
    dark: "/fi/tuotteet/suklaalevyt/tumma-suklaa",
    oat: "/fi/tuotteet/suklaalevyt/kaurasuklaa",
    salmiakki: "/fi/tuotteet/salmiakki-kuu",
    pastilles: "/fi/tuotteet/pastillit",
    gifts: "/fi/tuotteet/lahjarasiat",
    allergens: "/files/kaarna-allergeenilista.pdf",
    search: "/fi/haku",
    cart: "/fi/ostoskori",
    checkout: "/fi/kassa",
    orderConfirmation: "/fi/tilausvahvistus",
    myAccount: "/fi/kaarna-klubi/oma-tili",
    myDetails: "/fi/kaarna-klubi/omat-tiedot",
    myOrders: "/fi/kaarna-klubi/tilaukset",
    myEmail: "/fi/kaarna-klubi/sahkopostiasetukset",
  },
  alt: {
    heroLake: "Kaarnan punatiilinen suklaatehdas järven rannalla iltaruskossa",
    heroTablets: "Pinottuja maito- ja tummasuklaalevyjä",
    heroCocoa: "Kypsiä kaakaohedelmiä kaakaopuun oksalla",
    heroLakeMobile: "Kaarnan suklaatehdas järven rannalla",
    heroTabletsMobile: "Suklaalevyjä pinossa",
    heroCocoaMobile: "Kaakaohedelmä ja kaakaopapuja",
    slideSalmiakki: "Kuunsirpin muotoisia Salmiakki Kuu -suklaita",
    slideOat: "Kauramaitosuklaalevy ja kauranjyviä",
    slideGift: "Rusetilla sidottu Kaarnan konvehtirasia",
    cardFactory: "Vanha tehdasrakennus ja savupiippu",
    cardCocoa: "Halkaistu kaakaohedelmä",
    cardPersonalised: "Suklaalevy, jonka kääreessä on oma teksti",
    cardClub: "Kaarna Klubin jäsenkortti ja suklaapaloja",
    cardCafe: "Kuppi kuumaa kaakaota ja pulla tehtaan kahvilassa",
    bannerPastilles: "Värikkäitä Pikku Kuu -pastilleja",
    articleHeading: "Kaakaopapujen matka plantaasilta järvenrantaan",
    articleBeans: "Kuivattuja kaakaopapuja kulhossa",
    videoConching: "Sulaa suklaata konssissa Kaarnan tehtaalla",
  } satisfies Record<ImageKey, string>,
  names: {
    start: "Etusivu",
    story: "Tarinamme",
    article: "Kaakaon matka",
    d2c: "Näin tilaat personoidun suklaalevyn",
    notFound: "Sivua ei löydy",
    support: "Asiakaspalvelu",
    club: "Kaarna Klubi",
    myAccount: "Oma tili",
    myDetails: "Omat tiedot",
    myOrders: "Tilaushistoria",
    myEmail: "Sähköpostiasetukset",
  },
  start: {
    mainIntro:
      "Kaarna on suomalainen perheyritys, joka on valmistanut suklaata ja makeisia Vuolijoen Sataman rannalla vuodesta 1911. Teemme herkkumme yhä hitaasti ja huolella, vastuullisesti hankitusta kaakaosta.",
    metaTitle: "Kaarna – suomalaista suklaata vuodesta 1911",
    metaDescription:
      "Maitosuklaata, tummaa suklaata, Salmiakki Kuu -konvehteja ja personoituja suklaalevyjä järvenrantatehtaaltamme Vuolijoen Satamasta.",
    hero: {
      title: "Suklaata järven rannalta vuodesta 1911",
      subtitle:
        "Maitosuklaata, tummaa suklaata ja salmiakkia – kaikki valmistettu Vuolijoen Satamassa samalla rakkaudella kuin sata vuotta sitten.",
      cta: "Tutustu tuotteisiin",
      secondaryCta: "Lue tarinamme",
    },
    slides: [
      {
        title: "Salmiakki Kuu – kuunsirppi täynnä salmiakkia",
        subtitle: "Pehmeää maitosuklaata ja täyteläistä salmiakkitäytettä. Rakastetuin klassikkomme on palannut uudessa asussa.",
        cta: "Löydä Salmiakki Kuu",
      },
      {
        title: "Kaurasuklaa – vegaaninen ja silti samettinen",
        subtitle: "Kotimaisesta kaurasta tehty suklaa, jossa on maitosuklaan pehmeys ilman maitoa.",
        cta: "Maista kaurasuklaata",
      },
      {
        title: "Lahja, joka muistetaan",
        subtitle: "Käsin kootut konvehtirasiat syntymäpäiville, kiitokseksi ja joulupöytään.",
        cta: "Valitse lahjarasia",
      },
    ],
    split: {
      heading: "Tehtaanmyymälä ja kahvila",
      body: "Tule haistelemaan paahdetun kaakaon tuoksua. Sataman kahvilassa tarjoamme kuumaa kaakaota ja tuoreita leivonnaisia, ja myymälästä löydät tehtaan omia erikoisuuksia, joita ei saa kaupoista.",
      cta: "Aukioloajat",
      secondaryCta: "Ota yhteyttä",
    },
    promoters: {
      story: { title: "Tarinamme", subtitle: "Yli sata vuotta suklaata saman perheen käsissä.", cta: "Lue tarina" },
      article: {
        title: "Kaakaon matka",
        subtitle: "Miten kaakaopapu päätyy pientilalta Kaarnan suklaalevyksi?",
        cta: "Lue artikkeli",
      },
      d2c: {
        title: "Personoitu suklaalevy",
        subtitle: "Oma kuva ja oma tervehdys kääreeseen – näin tilaat.",
        cta: "Katso ohjeet",
      },
    },
    imageWithCta: {
      header: "Liity Kaarna Klubiin",
      text: "Klubilaisena kuulet uutuuksista ensimmäisenä, saat syntymäpäivälahjan ja 10 prosentin edun verkkokaupan tilauksista.",
      cta: "Liity jäseneksi",
    },
    banner: {
      heading: "Pikku Kuu -pastillit nyt kahdeksana makuna",
      body: "Mustaherukka, lakritsi, puolukka ja uutuutena tyrni. Pienet kirkkaat pastillit kulkevat kätevästi taskussa.",
      cta: "Tutustu pastilleihin",
    },
    link: "Kaikki tuotteet",
  },
  story: {
    mainIntro:
      "Kaarna syntyi vuonna 1911, kun Aino Kaarna keitti ensimmäiset karamellinsa Vuolijoen Sataman laiturin vieressä. Nykyään tehdasta johtaa jo neljäs sukupolvi.",
    metaDescription:
      "Kaarnan tarina: perheen suklaatehdas Vuolijoen Satamassa vuodesta 1911, vastuullinen kaakao ja tehtaanmyymälä.",
    hero: {
      title: "Neljä sukupolvea, yksi järvi",
      subtitle:
        "Kaikki alkoi pienestä puutalosta sataman laidalla, jossa Aino Kaarna keitti karamelleja höyrylaivojen matkustajille. Kun Ainon poika Eino toi 1920-luvulla tehtaalle ensimmäisen konssimyllyn, suklaasta tuli talon tärkein tuote. Sotavuosien niukkuudesta selvittiin sinnikkyydellä, ja 1950-luvulla syntyi Salmiakki Kuu, joka on yhä asiakkaidemme suosikki. Nykyään tehdasta luotsaavat sisarukset Liisa ja Matti Kaarna, jotka ovat tuoneet talon perinteet vastuullisen kaakaon ja kotimaisen kauran aikaan. Yksi asia ei ole muuttunut: jokainen levy valmistetaan yhä järven rannalla.",
      cta: "Tutustu tuotteisiin",
    },
    description: {
      heading: "Vastuullista kaakaota",
      body: "Ostamme kaakaomme suoraan pientuottajien osuuskunnilta Ghanasta ja Ecuadorista. Maksamme papujen laadusta markkinahintaa paremman korvauksen, ja jokaisen erän alkuperä on jäljitettävissä viljelijälle asti. Tuemme yhteistyökumppaneidemme kylissä koulujen ja kaivojen rakentamista sekä varjopuuviljelyä, joka suojelee sademetsää. Tehtaamme käyttää uusiutuvaa sähköä, ja kääreemme ovat kierrätettävää paperia.",
    },
    accordion: {
      heading: "Usein kysyttyä tehtaastamme",
      items: [
        {
          title: "Voiko tehtaalle tulla vierailulle?",
          body: "<p>Kyllä voi! Järjestämme opastettuja tehdaskierroksia kesä–elokuussa tiistaista lauantaihin. Kierros kestää noin tunnin ja päättyy maistiaisiin. Toivomme ryhmien varaavan kierroksen etukäteen.</p>",
        },
        {
          title: "Mistä kaakaonne tulee?",
          body: "<p>Kaakaopapumme tulevat pientuottajien osuuskunnilta Ghanasta ja Ecuadorista. Tunnemme viljelijämme nimeltä ja vierailemme tiloilla säännöllisesti.</p>",
        },
        {
          title: "Valmistetaanko tehtaalla allergeeneja sisältäviä tuotteita?",
          body: "<p>Käsittelemme tehtaalla maitoa, hasselpähkinää ja mantelia. Kauralinjamme on erillinen, mutta tuotteet voivat sisältää pieniä määriä maitoa. Tarkat tiedot löydät jokaisen tuotteen pakkauksesta.</p>",
        },
        {
          title: "Voinko ostaa tehtaanmyymälästä lahjakortin?",
          body: "<p>Voit. Lahjakortteja myydään myymälän kassalla 10 euron välein, ja niitä voi käyttää sekä myymälässä että kahvilassa.</p>",
        },
      ],
    },
    notice: {
      heading: "Kesän aukioloajat",
      body: "Tehtaanmyymälä ja kahvila ovat kesä–elokuussa avoinna myös sunnuntaisin klo 11–16.",
    },
    richText: {
      heading: "Tehdas keskellä kylää",
      body: "<p>Punatiilinen tehtaamme on Vuolijoen Sataman maamerkki. Kun konsseissa sekoitetaan suklaata, koko ranta tuoksuu kaakaolta – naapurit sanovat, että tuoksusta tietää, onko maanantai vai perjantai.</p><p>Työllistämme kuutisenkymmentä ihmistä, joista moni on ollut talossa jo vuosikymmeniä. Osa reseptiikasta on kirjoitettu Ainon omalla käsialalla, ja vanhaa muistikirjaa säilytetään yhä tehtaan kassakaapissa.</p>",
    },
    container: "Lue lisää",
    clubPromoter: {
      title: "Kaarna Klubi",
      subtitle: "Etuja, uutuuksia ja syntymäpäivälahja klubilaisille.",
      cta: "Tutustu klubiin",
    },
    hours: {
      title: "Tehtaanmyymälän ja kahvilan aukioloajat",
      head: ["Päivä", "Myymälä", "Kahvila"],
      rows: [
        ["Maanantai–perjantai", "10–18", "9–17"],
        ["Lauantai", "10–16", "10–16"],
        ["Sunnuntai", "suljettu", "suljettu"],
      ],
      note: "Osoite: Satamatie 4, Vuolijoen Satama.",
      map: "Näytä kartalla",
    },
    anchorLink: "Siirry usein kysyttyihin kysymyksiin",
    back: "Takaisin",
  },
  article: {
    heading: "Kaakaon matka pavusta levyksi",
    mainIntro:
      "Jokainen Kaarnan suklaalevy alkaa kaukana Vuolijoen Satamasta: kaakaopuun juurelta Ghanassa tai Ecuadorissa. Seuraa, miten papu kulkee kuukausien matkan järvenrantatehtaallemme.",
    mainBody: `<h2>Sadonkorjuu ja fermentointi</h2><p>Kaakaohedelmät poimitaan käsin, kun niiden kuori on kypsynyt keltaiseksi tai punaiseksi. Hedelmän sisältä löytyy noin neljäkymmentä papua vaalean hedelmälihan ympäröimänä. Pavut fermentoidaan banaaninlehtien alla noin viikon ajan, ja silloin niihin syntyvät suklaan maun ensimmäiset vivahteet.</p><img src="/images/article-cocoa-beans.svg" alt="Kuivattuja kaakaopapuja kulhossa" width="800" height="600"><h2>Kuivaus ja laivamatka</h2><p>Fermentoidut pavut kuivataan auringossa puisilla lavoilla. Sen jälkeen ne pakataan juuttisäkkeihin ja lähetetään laivalla Eurooppaan. Jokaisessa säkissä on tunniste, josta näemme, miltä osuuskunnalta pavut ovat peräisin.</p><h2>Tehtaalla Vuolijoen Satamassa</h2><ul><li>Paahdamme pavut pienissä erissä, jotta jokaisen alkuperän oma maku säilyy.</li><li>Kuoritut pavut jauhetaan kaakaomassaksi ja konssataan jopa kolme vuorokautta.</li><li>Lopuksi suklaa temperoidaan, valetaan muotteihin ja kääritään käsin.</li></ul><p>Haluatko tietää, miten kaikki alkoi? Lue lisää <a href="/fi/tarinamme">Kaarnan tarinasta</a>.</p>`,
    metaDescription: "Miten kaakaopapu päätyy pientilalta Kaarnan suklaalevyksi? Sadonkorjuu, fermentointi, kuivaus ja paahto.",
    video: "Kolme vuorokautta konssissa",
  },
  d2c: {
    mainIntro:
      "Suklaalevy omalla kuvalla ja tervehdyksellä on muistettava lahja häihin, syntymäpäiville tai yrityksen asiakkaille. Näin tilaat personoidun levyn verkkokaupastamme.",
    mainBody: `<h2>Tilaus neljässä vaiheessa</h2><ol><li><strong>Valitse suklaa.</strong> Vaihtoehtoina ovat maitosuklaa, tumma suklaa 70 % ja vegaaninen kaurasuklaa.</li><li><strong>Lataa kuva.</strong> Parhaan tuloksen saat vähintään 1500 × 1000 pikselin kuvalla.</li><li><strong>Kirjoita tervehdys.</strong> Kääreeseen mahtuu enintään 60 merkkiä.</li><li><strong>Tarkista esikatselu ja maksa.</strong> Lähetämme vahvistuksen sähköpostiisi.</li></ol><h2>Toimitus</h2><p>Valmistamme personoidut levyt käsityönä, joten toimitusaika on 5–7 arkipäivää. Yli 50 levyn tilauksista saat tarjouksen <a href="/fi/asiakaspalvelu">asiakaspalvelustamme</a>.</p>`,
    notice: {
      heading: "Jouluksi ehtiäksesi",
      body: "Tee personoitujen levyjen jouluntilaukset viimeistään 10. joulukuuta, niin ne ehtivät perille ennen aattoa.",
    },
  },
  notFound: {
    mainIntro: "Voi ei – tätä sivua ei löytynyt. Se on ehkä siirretty toiseen paikkaan tai joutunut parempiin suihin.",
    mainBody: `<p>Tarkista osoite tai jatka jostakin näistä:</p><ul><li><a href="/fi">Kaarnan etusivulle</a></li><li><a href="/fi/tarinamme">Lue tarinamme</a></li></ul>`,
  },
  support: {
    mainIntro:
      "Autamme mielellämme tilauksiin, toimituksiin ja tuotteisiin liittyvissä kysymyksissä. Asiakaspalvelumme palvelee arkisin klo 9–16.",
    mainBody: `<h2>Yhteystiedot</h2><p>Sähköposti: <a href="mailto:asiakaspalvelu@example.com">asiakaspalvelu@example.com</a><br>Puhelin: 010 123 4567 (arkisin klo 9–16)</p><h2>Palautukset</h2><p>Koska suklaa on elintarvike, emme voi ottaa avattuja tuotteita takaisin. Jos tuotteessa on vikaa tai se on sulanut matkalla, ota yhteyttä, niin korvaamme sen.</p>`,
    accordion: {
      heading: "Tilaukset ja toimitukset",
      items: [
        {
          title: "Kuinka nopeasti tilaukseni toimitetaan?",
          body: "<p>Varastotuotteet lähtevät 1–2 arkipäivässä. Personoitujen levyjen valmistus kestää 5–7 arkipäivää.</p>",
        },
        {
          title: "Miten suklaa pysyy hyvänä helteellä?",
          body: "<p>Kesäkuusta elokuuhun pakkaamme tilaukset kylmäpakkauksiin ilman lisämaksua.</p>",
        },
        {
          title: "Voinko muuttaa tilaustani?",
          body: "<p>Voit muuttaa tilausta kahden tunnin kuluessa tilaamisesta. Ota silloin yhteyttä asiakaspalveluun.</p>",
        },
        {
          title: "Mitä maksutapoja voin käyttää?",
          body: "<p>Käytössä ovat verkkopankit, yleisimmät maksukortit, mobiilimaksu ja lasku.</p>",
        },
      ],
    },
    link: "Personoidun levyn tilausohje",
    dropdown: { title: "Lisää Kaarnalta", placeholder: "Valitse sivu" },
    topics: { title: "Lue lisää Kaarnasta", placeholder: "Valitse aihe" },
    search: { title: "Etsitkö tuotetta?", placeholder: "Esimerkiksi salmiakki" },
  },
  club: {
    mainIntro: "Kaarna Klubi on suklaan ystävien kerho. Jäsenyys on maksuton, ja etuja kertyy jokaisesta ostoksesta.",
    hero: {
      title: "Kaarna Klubi",
      subtitle: "Kirjaudu sisään tai liity jäseneksi: uutuudet ensimmäisenä, syntymäpäivälahja ja 10 % etu verkkokaupasta.",
      cta: "Lue jäsenehdot",
    },
    benefits: {
      heading: "Klubilaisen edut",
      body: "<ul><li>10 % alennus verkkokaupan normaalihintaisista tuotteista</li><li>Syntymäpäivälahjana Salmiakki Kuu -rasia</li><li>Kutsut maistelutilaisuuksiin ja tehdaskierroksille</li><li>Uutuudet ennen kaikkia muita</li></ul>",
    },
    favourites: "Klubilaisten suosikit",
    offer: {
      label: "−15 %",
      heading: "Jäsenet säästävät jokaisesta lahjarasiasta",
      body: "<p>Kirjaudu sisään ennen maksamista, niin klubihinta vähennetään jokaisesta ostoskorisi lahjarasiasta.</p>",
      cta: "Katso lahjarasiat",
    },
    intro:
      "Liittyminen on maksutonta ja avointa kaikille: jäsenet maistavat uudet maut ensimmäisinä ja keräävät etuja jokaisesta tilauksesta.",
    howItWorks: {
      heading: "Näin klubi toimii",
      body: "<p>Liity sähköpostiosoitteellasi, niin olet heti jäsen. Jäsenkorttisi on tililläsi, ja jokainen kirjautuneena tehty tilaus kerryttää etujasi.</p><p>Lähetämme klubiuutiset kerran kuussa, ja voit lopettaa ne milloin tahansa.</p>",
      cta: "Siirry omalle tilille",
    },
    popup: {
      title: "Tervetuloa klubiin!",
      body: "<p>Liity nyt, niin saat ensimmäisestä tilauksestasi ilmaisen toimituksen.</p>",
      cta: "Tilaa personoitu levy",
    },
    social: {
      heading: "Seuraa Kaarnaa",
      body: "<p>Uudet maut, tehtaan kuulumiset ja välillä resepti: seuraa meitä siellä, missä jo olet.</p>",
    },
  },
  member: {
    account: {
      topic: "Oma Kaarna-tilisi",
      mainIntro: "Täällä hallitset jäsentietojasi: nimesi, puhelinnumerosi ja osoitteesi.",
      mainBody:
        "<p>Tiedot tallentuvat jäsenrekisteriimme, ja käytämme niitä tilaustesi toimittamiseen ja jäsenetujen lähettämiseen.</p>",
      loginTitle: "Kirjaudu omalle tilillesi",
      loginIntro: "Kirjaudu Kaarna Klubin jäsentunnuksillasi, niin näet ja voit muokata tietojasi.",
      errorMessage: "Profiilia ei juuri nyt voitu ladata. Yritä hetken päästä uudelleen tai ota yhteyttä asiakaspalveluun.",
      widgetDefaultCountryCode: "FI",
    },
    menu: "Oma Kaarna Klubi",
    intro: {
      myDetails: "Jäsentietosi Kaarna Klubissa.",
      myOrders: "Verkkokaupan tilauksesi ja niiden tila.",
      myEmail: "Valitse, mitä sähköpostia haluat meiltä.",
    },
  },
};

export type Copy = typeof fi;
