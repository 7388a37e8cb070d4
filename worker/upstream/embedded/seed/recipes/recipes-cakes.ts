// Demo recipes, bakes: cakes, a pie and buns. Fictional, written for Kaarna.
import { t } from "../../catalogue/seed/helpers.ts";
import type { SeedRecipePage } from "./recipe-types.ts";
import { FINNISH, BUTTER, EGGS, SUGAR, FLOUR } from "./recipe-words.ts";

export const cakeRecipes: SeedRecipePage[] = [
  {
    key: "dark-chocolate-lava-cakes",
    slug: t("tumman-suklaan-fondantit", "dark-chocolate-lava-cakes", "chokladfondanter"),
    name: t("Tumman suklaan fondantit", "Dark chocolate lava cakes", "Chokladfondanter med mörk choklad"),
    intro: t(
      "Rapea kuori ja valuva suklaasydän: nämä pienet kakut valmistuvat vartissa.",
      "A crisp crust and a runny chocolate heart: these little cakes are ready in fifteen minutes.",
      "Krispigt skal och rinnande chokladhjärta: de små kakorna är klara på en kvart.",
    ),
    imageAlt: t(
      "Suklaafondantti lautasella, sydämestä valuu suklaata",
      "A lava cake on a plate with chocolate running from its heart",
      "En chokladfondant på ett fat med choklad som rinner ur mitten",
    ),
    author: "kitchen",
    publishedAt: "2025-11-20T08:00:00.000Z",
    preparationTime: "PT15M",
    cookTime: "PT12M",
    cuisine: t("Ranskalainen", "French", "Fransk"),
    portions: t("4 annosta", "4 servings", "4 portioner"),
    categories: ["desserts", "cakes", "birthday"],
    allergens: ["milk", "egg", "gluten"],
    products: ["K1101", "K1105"],
    ingredients: [
      t("150 g Kaarna Tumma Suklaa 70 %", "150 g Kaarna Dark Chocolate 70%", "150 g Kaarna Mörk Choklad 70 %"),
      BUTTER(100),
      t("2 kananmunaa ja 2 keltuaista", "2 eggs and 2 egg yolks", "2 ägg och 2 äggulor"),
      SUGAR("1", 100),
      t("2 rkl vehnäjauhoja", "2 tbsp plain flour", "2 msk vetemjöl"),
      t("ripaus merisuolaa", "a pinch of sea salt", "en nypa havssalt"),
    ],
    steps: [
      t(
        "Sulata suklaa ja voi miedolla lämmöllä.",
        "Melt the chocolate and butter over a low heat.",
        "Smält chokladen och smöret på svag värme.",
      ),
      t(
        "Vatkaa munat, keltuaiset ja sokeri kuohkeaksi ja kääntele joukkoon suklaaseos ja jauhot.",
        "Whisk the eggs, yolks and sugar until fluffy, then fold in the chocolate and the flour.",
        "Vispa ägg, äggulor och socker pösigt och vänd ner chokladsmeten och mjölet.",
      ),
      t(
        "Jaa taikina voideltuihin vuokiin ja paista 200-asteisessa uunissa 10–12 minuuttia.",
        "Divide between buttered ramekins and bake at 200 °C for 10–12 minutes.",
        "Fördela i smorda formar och grädda i 200 grader i 10–12 minuter.",
      ),
      t(
        "Kumoa lautasille ja ripottele päälle merisuolaa.",
        "Turn out onto plates and sprinkle with sea salt.",
        "Stjälp upp på fat och strö över havssalt.",
      ),
    ],
    quote: {
      text: t(
        "Kun lusikka painuu kuoreen ja suklaa valuu lautaselle, koko pöytä hiljenee.",
        "When the spoon breaks the crust and the chocolate runs onto the plate, the whole table goes quiet.",
        "När skeden bryter skalet och chokladen rinner ut på fatet blir det tyst runt hela bordet.",
      ),
      name: "Ilona Mäkelä",
    },
  },
  {
    key: "bilberry-chocolate-pie",
    slug: t("mustikka-suklaapiirakka", "bilberry-chocolate-pie", "blabarspaj-med-choklad"),
    name: t("Mustikka-suklaapiirakka", "Bilberry and chocolate pie", "Blåbärspaj med choklad"),
    intro: t(
      "Metsän mustikat ja sulava maitosuklaa murotaikinan päällä.",
      "Wild bilberries and melting milk chocolate on a shortcrust base.",
      "Skogens blåbär och smältande mjölkchoklad på mördeg.",
    ),
    imageAlt: t(
      "Mustikkapiirakka, josta on leikattu pala",
      "A bilberry pie with one slice cut",
      "En blåbärspaj med en bit utskuren",
    ),
    author: "kitchen",
    publishedAt: "2025-08-14T08:00:00.000Z",
    preparationTime: "PT20M",
    cookTime: "PT30M",
    cuisine: FINNISH,
    portions: t("8 palaa", "8 slices", "8 bitar"),
    categories: ["pies", "everyday"],
    allergens: ["milk", "egg", "gluten"],
    products: ["K1004", "K1001"],
    ingredients: [
      BUTTER(150),
      SUGAR("1", 100),
      EGGS(1),
      FLOUR("3", 300),
      t("4 dl mustikoita", "400 ml bilberries", "4 dl blåbär"),
      t("100 g Kaarna Maitosuklaa Mustikkaa", "100 g Kaarna Milk Chocolate Bilberry", "100 g Kaarna Mjölkchoklad Blåbär"),
    ],
    steps: [
      t(
        "Nypi voi, sokeri ja jauhot muruksi ja sekoita joukkoon muna.",
        "Rub the butter, sugar and flour into crumbs and mix in the egg.",
        "Nyp ihop smör, socker och mjöl till smulor och blanda i ägget.",
      ),
      t(
        "Painele taikina piirakkavuoan pohjalle ja reunoille.",
        "Press the dough over the base and sides of a pie dish.",
        "Tryck ut degen i botten och längs kanterna på en pajform.",
      ),
      t(
        "Levitä pohjalle mustikat ja rouhittu suklaa.",
        "Scatter the bilberries and chopped chocolate over the base.",
        "Fördela blåbären och den hackade chokladen över botten.",
      ),
      t(
        "Paista 200 asteessa noin 30 minuuttia.",
        "Bake at 200 °C for about 30 minutes.",
        "Grädda i 200 grader i cirka 30 minuter.",
      ),
    ],
    quote: {
      text: t(
        "Mummoni leipoi tätä joka elokuu, ja nyt leivon sitä minä.",
        "My grandmother baked this every August, and now I do.",
        "Min mormor bakade den varje augusti, och nu gör jag det.",
      ),
      name: "Helmi Virtanen",
    },
  },
  {
    key: "orange-chocolate-buns",
    slug: t("appelsiini-suklaapullat", "orange-chocolate-buns", "apelsin-och-chokladbullar"),
    name: t("Appelsiini-suklaapullat", "Orange and chocolate buns", "Apelsin- och chokladbullar"),
    intro: t(
      "Korvapuustien tapaan käärityt pullat, joissa kardemumman seurana on appelsiinisuklaata.",
      "Buns rolled like Finnish cinnamon buns, with orange chocolate beside the cardamom.",
      "Bullar rullade som kanelbullar, med apelsinchoklad bredvid kardemumman.",
    ),
    imageAlt: t("Vasta paistettuja pullia pellillä", "Freshly baked buns on a tray", "Nybakade bullar på en plåt"),
    author: "kitchen",
    publishedAt: "2025-03-06T08:00:00.000Z",
    preparationTime: "PT45M",
    cookTime: "PT15M",
    cuisine: FINNISH,
    portions: t("24 pullaa", "24 buns", "24 bullar"),
    categories: ["buns", "everyday"],
    allergens: ["milk", "egg", "gluten"],
    products: ["K1103"],
    ingredients: [
      t("2,5 dl maitoa", "250 ml milk", "2,5 dl mjölk"),
      t("25 g hiivaa", "25 g fresh yeast", "25 g jäst"),
      SUGAR("1", 100),
      EGGS(1),
      t("2 tl kardemummaa", "2 tsp ground cardamom", "2 tsk kardemumma"),
      t("7 dl vehnäjauhoja", "700 ml strong flour", "7 dl vetemjöl"),
      BUTTER(100),
      t("150 g Kaarna Tumma Suklaa Appelsiinia", "150 g Kaarna Dark Chocolate Orange", "150 g Kaarna Mörk Choklad Apelsin"),
    ],
    steps: [
      t(
        "Liuota hiiva lämpimään maitoon ja lisää sokeri, muna, kardemumma ja jauhot.",
        "Dissolve the yeast in warm milk and add the sugar, egg, cardamom and flour.",
        "Lös jästen i ljummen mjölk och tillsätt socker, ägg, kardemumma och mjöl.",
      ),
      t(
        "Vaivaa joukkoon pehmeä voi ja kohota taikinaa puoli tuntia.",
        "Knead in the soft butter and let the dough rise for half an hour.",
        "Knåda in det mjuka smöret och låt degen jäsa i en halvtimme.",
      ),
      t(
        "Kauli levyksi, ripottele päälle rouhittu suklaa, kääri rullalle ja leikkaa pulliksi.",
        "Roll out, scatter with the chopped chocolate, roll up and cut into buns.",
        "Kavla ut, strö över den hackade chokladen, rulla ihop och skär i bullar.",
      ),
      t(
        "Kohota vielä ja paista 225 asteessa 10–15 minuuttia.",
        "Let them rise again and bake at 225 °C for 10–15 minutes.",
        "Låt jäsa igen och grädda i 225 grader i 10–15 minuter.",
      ),
    ],
    quote: {
      text: t(
        "Pullantuoksu on kodin paras tervetulotoivotus.",
        "The smell of buns is the best welcome home.",
        "Doften av bullar är det bästa välkommen hem.",
      ),
      name: "Ilona Mäkelä",
    },
  },
  {
    key: "salmiakki-chocolate-cake",
    slug: t("salmiakkisuklaakakku", "salmiakki-chocolate-cake", "salmiakchokladtarta"),
    name: t("Salmiakkisuklaakakku", "Salmiakki chocolate birthday cake", "Salmiakchokladtårta"),
    intro: t(
      "Juhlakakku salmiakin ystävälle: mehevä suklaapohja ja Salmiakki Kuu -koristeet.",
      "A party cake for salmiakki lovers: a moist chocolate sponge crowned with Salmiakki Kuu.",
      "En festtårta för salmiakälskare: saftig chokladbotten med Salmiakki Kuu på toppen.",
    ),
    imageAlt: t(
      "Suklaakakku, jonka päällä on kuunsirppikonvehteja",
      "A chocolate cake topped with crescent-moon chocolates",
      "En chokladtårta med halvmåneformade praliner på toppen",
    ),
    author: "kitchen",
    publishedAt: "2025-06-18T08:00:00.000Z",
    preparationTime: "PT40M",
    cookTime: "PT35M",
    cuisine: FINNISH,
    portions: t("12 palaa", "12 slices", "12 bitar"),
    categories: ["cakes", "birthday"],
    allergens: ["milk", "egg", "gluten", "soy"],
    products: ["K2001", "K1006"],
    ingredients: [
      EGGS(3),
      SUGAR("2", 200),
      FLOUR("3", 300),
      t("0,5 dl kaakaojauhetta", "50 ml cocoa powder", "0,5 dl kakaopulver"),
      t(
        "150 g Kaarnan maitosuklaata salmiakkirouheella",
        "150 g Kaarna milk chocolate with salmiakki crunch",
        "150 g Kaarnas mjölkchoklad med salmiakkross",
      ),
      t("3 dl kuohukermaa", "300 ml double cream", "3 dl vispgrädde"),
      t("1 rasia Salmiakki Kuu -konvehteja", "1 box of Salmiakki Kuu chocolates", "1 ask Salmiakki Kuu-praliner"),
    ],
    steps: [
      t(
        "Vatkaa munat ja sokeri vaahdoksi ja siivilöi joukkoon jauhot ja kaakao.",
        "Whisk the eggs and sugar until pale and sift in the flour and cocoa.",
        "Vispa ägg och socker pösigt och sikta ner mjöl och kakao.",
      ),
      t(
        "Paista voidellussa vuoassa 175 asteessa 35 minuuttia ja anna jäähtyä.",
        "Bake in a buttered tin at 175 °C for 35 minutes and let cool.",
        "Grädda i en smord form i 175 grader i 35 minuter och låt svalna.",
      ),
      t(
        "Sulata suklaa, kääntele se vaahdotettuun kermaan ja täytä halkaistu pohja.",
        "Melt the chocolate, fold it into the whipped cream and fill the split sponge.",
        "Smält chokladen, vänd ner den i den vispade grädden och fyll den delade bottnen.",
      ),
      t(
        "Koristele Salmiakki Kuu -konvehdeilla.",
        "Decorate with Salmiakki Kuu chocolates.",
        "Dekorera med Salmiakki Kuu-praliner.",
      ),
    ],
    quote: {
      text: t(
        "Synttärisankari sai valita kakun, ja vastaus oli selvä.",
        "The birthday girl got to choose the cake, and the answer was obvious.",
        "Födelsedagsbarnet fick välja tårta, och svaret var självklart.",
      ),
      name: "Jonna Heikkilä",
    },
  },
];
