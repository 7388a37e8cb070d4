// The demo newsroom's releases of 2024, in fi, en and sv.
import { releaseText as t } from "./release-text.ts";
import type { SeedRelease } from "./types.ts";

export const RELEASES_2024: SeedRelease[] = [
  {
    id: "kr-1001",
    publishDateUtc: "2024-02-06T08:00:00.000Z",
    categories: ["company", "events"],
    keywords: ["factory", "visitors"],
    images: [
      {
        name: "card-factory",
        description: {
          fi: "Tehtaan vanha kattilahuone ja savupiippu",
          en: "The factory's old boiler house and chimney",
          sv: "Fabrikens gamla pannhus och skorsten",
        },
      },
    ],
    text: {
      fi: t(
        "fi",
        "Kaarna avaa vierailukeskuksen Vuolijoen Sataman tehtaalle",
        "Maaliskuusta alkaen vierailijat voivat seurata suklaan valmistusta vanhan kattilahuoneen ikkunoista ja maistaa päivän erää.",
        [
          "Vierailukeskus sijaitsee tehtaan 1920-luvulla rakennetussa kattilahuoneessa, joka on kunnostettu kuluneen vuoden aikana. Lasinen galleria kulkee konssauksen ja valulinjan vierellä, ja maistelutilassa tarjotaan aamulla linjalta valmistuneita levyjä.",
          "Opastettuja kierroksia järjestetään ympäri vuoden suomeksi, englanniksi ja ruotsiksi tiistaista lauantaihin. Koululaisryhmät vierailevat maksutta.",
          "”Meiltä on kysytty vuosia, pääseekö suklaan valmistusta näkemään. Nyt pääsee”, sanoo Kaarnan toimitusjohtaja Liisa Kaarna.",
        ],
      ),
      en: t(
        "en",
        "Kaarna opens a visitor centre at its Vuolijoki Harbour factory",
        "From March, visitors can follow chocolate being made through the windows of the old boiler house and taste the day's batch.",
        [
          "The visitor centre is in the factory's boiler house from the 1920s, restored over the past year. A glass gallery runs along the conching and moulding lines, and a tasting room serves the tablets that left the line that morning.",
          "Guided tours in Finnish, English and Swedish now run all year round, from Tuesday to Saturday. School groups visit free of charge.",
          "“We have been asked for years whether people could see how our chocolate is made. Now they can,” says Kaarna's managing director Liisa Kaarna.",
        ],
      ),
      sv: t(
        "sv",
        "Kaarna öppnar ett besökscenter vid fabriken i Vuolijoki hamn",
        "Från mars kan besökare följa chokladtillverkningen genom fönstren i det gamla pannhuset och smaka dagens sats.",
        [
          "Besökscentret ligger i fabrikens pannhus från 1920-talet, som har renoverats under det senaste året. Ett glasgalleri löper längs konchnings- och gjutlinjen, och i provsmakningsrummet serveras kakor som lämnade linjen samma morgon.",
          "Guidade turer på finska, engelska och svenska ordnas nu året runt, från tisdag till lördag. Skolgrupper besöker fabriken gratis.",
          "– Vi har i åratal fått frågan om man kan se hur vår choklad tillverkas. Nu kan man det, säger Kaarnas verkställande direktör Liisa Kaarna.",
        ],
      ),
    },
  },
  {
    id: "kr-1002",
    publishDateUtc: "2024-04-18T07:00:00.000Z",
    categories: ["products"],
    keywords: ["oat", "vegan"],
    images: [
      {
        name: "slide-oat-chocolate",
        description: { fi: "Kaurasuklaalevyjä", en: "Oat chocolate tablets", sv: "Havrechokladkakor" },
      },
    ],
    text: {
      fi: t(
        "fi",
        "Kaurasuklaa jää Kaarnan pysyvään valikoimaan",
        "Viime talven rajoitetussa erässä testattu kaurasuklaa jää kauppoihin pysyvästi kolmena makuna.",
        [
          "Kaarnan kaurasuklaa valmistetaan suomalaisesta kaurasta, eikä se sisällä maitoa. Sitä myytiin ensin 40 000 levyn rajoitettuna eränä, joka myytiin loppuun kuudessa viikossa.",
          "Pysyvässä valikoimassa on kolme levyä:",
          "<ul><li>Kaurasuklaa 40 %</li><li>Kaurasuklaa merisuolalla</li><li>Kaurasuklaa puolukalla</li></ul>",
        ],
      ),
      en: t(
        "en",
        "Oat chocolate joins Kaarna's permanent range",
        "The oat chocolate tested in last winter's limited edition stays in shops for good, in three flavours.",
        [
          "Kaarna's oat chocolate is made with Finnish oats and contains no milk. It was first sold as a limited edition of 40,000 tablets, which sold out in six weeks.",
          "The permanent range has three tablets:",
          "<ul><li>Oat chocolate 40 %</li><li>Oat chocolate with sea salt</li><li>Oat chocolate with lingonberry</li></ul>",
        ],
      ),
      sv: t(
        "sv",
        "Havrechoklad blir en del av Kaarnas fasta sortiment",
        "Havrechokladen som testades i förra vinterns begränsade upplaga blir kvar i butikerna för gott, i tre smaker.",
        [
          "Kaarnas havrechoklad tillverkas av finsk havre och innehåller ingen mjölk. Den såldes först som en begränsad upplaga på 40 000 kakor, som tog slut på sex veckor.",
          "Det fasta sortimentet har tre kakor:",
          "<ul><li>Havrechoklad 40 %</li><li>Havrechoklad med havssalt</li><li>Havrechoklad med lingon</li></ul>",
        ],
      ),
    },
  },
  {
    id: "kr-1003",
    publishDateUtc: "2024-06-11T09:00:00.000Z",
    categories: ["responsibility"],
    keywords: ["cocoa", "traceability"],
    images: [
      { name: "card-cocoa-pod", description: { fi: "Kypsä kaakaohedelmä", en: "A ripe cocoa pod", sv: "En mogen kakaofrukt" } },
    ],
    pressPictures: [
      {
        name: "card-cocoa-pod",
        title: { fi: "Lehdistökuva: kaakaohedelmä", en: "Press picture: cocoa pod", sv: "Pressbild: kakaofrukt" },
      },
    ],
    text: {
      fi: t(
        "fi",
        "Kaikki Kaarnan kaakao on nyt jäljitettävissä osuuskuntaan asti",
        "Jokainen Kaarnan ostama papu voidaan nyt jäljittää yhteen neljästä viljelijäosuuskunnasta Ghanassa ja Ecuadorissa.",
        [
          "Kaarna on ostanut kaakaonsa suoraan osuuskunnilta vuodesta 2019. Tästä kesästä alkaen osuuskuntien omat kirjaukset seuraavat jokaista säkkiä tehtaalle asti, joten jokaisen levyn kaakao voidaan jäljittää sen kasvattaneeseen osuuskuntaan.",
          "Osuuskunnille maksetaan markkinahinnan päälle lisähintaa, joka käytetään viljelijäyhteisöjen kouluihin, kaivoihin ja koulutukseen.",
        ],
      ),
      en: t(
        "en",
        "All Kaarna cocoa is now traceable to the cooperative",
        "Every bean Kaarna buys can now be traced to one of four farmer cooperatives in Ghana and Ecuador.",
        [
          "Kaarna has bought its cocoa directly from cooperatives since 2019. From this summer, the cooperatives' own records follow each sack to the factory, so the cocoa of every tablet can be traced to the cooperative that grew it.",
          "The cooperatives are paid a premium above the market price, which goes to schools, wells and training in the farming communities.",
        ],
      ),
      sv: t(
        "sv",
        "All kakao i Kaarnas choklad kan nu spåras till kooperativet",
        "Varje böna som Kaarna köper kan nu spåras till ett av fyra odlarkooperativ i Ghana och Ecuador.",
        [
          "Kaarna har köpt sin kakao direkt av kooperativ sedan 2019. Från och med i sommar följer kooperativens egna uppgifter varje säck ända till fabriken, så att kakaon i varje kaka kan spåras till kooperativet som odlade den.",
          "Kooperativen får ett pristillägg utöver marknadspriset, som går till skolor, brunnar och utbildning i odlarsamhällena.",
        ],
      ),
    },
  },
  {
    id: "kr-1004",
    publishDateUtc: "2024-09-03T07:30:00.000Z",
    categories: ["events"],
    keywords: ["tasting", "tour"],
    images: [
      {
        name: "card-cafe",
        description: {
          fi: "Suklaan maistelua kahvilan pöydässä",
          en: "Tasting chocolate at a café table",
          sv: "Chokladprovning vid ett kafébord",
        },
      },
    ],
    text: {
      fi: t(
        "fi",
        "Kaarnan maistelukiertue vierailee syksyllä kymmenellä paikkakunnalla",
        "Suklaabussi pysähtyy toreille Rovaniemeltä Turkuun syys- ja marraskuun välillä.",
        [
          "Bussissa ovat mukana Kaarnan suklaamestarit, jotka kertovat levyn valmistuksesta ja antavat maistaa kaakaota sen jokaisessa vaiheessa paahdetusta pavusta valmiiseen suklaaseen.",
          "Kiertue alkaa Rovaniemeltä 14. syyskuuta ja päättyy Turkuun 23. marraskuuta. Aikataulu on Kaarnan verkkosivuilla.",
        ],
      ),
      en: t(
        "en",
        "Kaarna's tasting tour visits ten Finnish towns this autumn",
        "The chocolate bus stops in market squares from Rovaniemi to Turku between September and November.",
        [
          "On board are Kaarna's chocolate makers, who tell how a tablet is made and let visitors taste cocoa at every stage, from the roasted bean to the finished chocolate.",
          "The tour starts in Rovaniemi on 14 September and ends in Turku on 23 November. The timetable is on Kaarna's website.",
        ],
      ),
      sv: t(
        "sv",
        "Kaarnas provsmakningsturné besöker tio finländska orter i höst",
        "Chokladbussen stannar på torgen från Rovaniemi till Åbo mellan september och november.",
        [
          "Ombord finns Kaarnas chokladmakare, som berättar hur en kaka blir till och låter besökarna smaka kakao i varje skede, från den rostade bönan till den färdiga chokladen.",
          "Turnén börjar i Rovaniemi den 14 september och slutar i Åbo den 23 november. Tidtabellen finns på Kaarnas webbplats.",
        ],
      ),
    },
  },
  {
    id: "kr-1005",
    publishDateUtc: "2024-11-20T08:00:00.000Z",
    categories: ["products"],
    keywords: ["christmas", "gift"],
    images: [
      {
        name: "slide-gift-box",
        description: { fi: "Konvehtilahjarasia", en: "A gift box of filled chocolates", sv: "En presentask med praliner" },
      },
    ],
    text: {
      fi: t(
        "fi",
        "Kaarnan joulun lahjarasiat saapuvat kauppoihin",
        "Tämän vuoden lahjarasioissa on konvehteja kuudessa maussa, muun muassa lakka ja ruisleipä.",
        [
          "Rasioita myydään kaupoissa ja Kaarnan verkkokaupassa tästä päivästä alkaen. Kahdeksan levyn maistelupakkaus saa myös joulukääreen.",
          "Rasiat on tehty kierrätyskartongista, eikä niissä ole muovista ikkunaa.",
        ],
      ),
      en: t(
        "en",
        "Kaarna's Christmas gift boxes arrive in shops",
        "This year's gift boxes hold filled chocolates in six flavours, among them cloudberry and rye bread.",
        [
          "The boxes are sold in shops and in Kaarna's web shop from today. The tasting pack of eight tablets also comes in a Christmas wrapper.",
          "The boxes are made of recycled cardboard and have no plastic window.",
        ],
      ),
      sv: t(
        "sv",
        "Kaarnas julpresentaskar kommer till butikerna",
        "Årets presentaskar innehåller praliner i sex smaker, bland dem hjortron och rågbröd.",
        [
          "Askarna säljs i butiker och i Kaarnas webbutik från och med i dag. Provsmakningspaketet med åtta kakor får också ett julomslag.",
          "Askarna är gjorda av återvunnen kartong och har inget plastfönster.",
        ],
      ),
    },
  },
];
