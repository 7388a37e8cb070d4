// Demo recipes, desserts, ice cream and sweets. Fictional, written for Kaarna.
import { t } from "../../catalogue/seed/helpers.ts";
import type { SeedRecipePage } from "./recipe-types.ts";
import { FINNISH, NORDIC } from "./recipe-words.ts";

export const dessertRecipes: SeedRecipePage[] = [
  {
    key: "mint-chocolate-mousse",
    slug: t("minttusuklaamousse", "mint-chocolate-mousse", "mintchokladmousse"),
    name: t("Minttusuklaamousse", "Mint chocolate mousse", "Mintchokladmousse"),
    intro: t(
      "Ilmava mousse, jossa tumma suklaa ja raikas minttu kohtaavat.",
      "An airy mousse of dark chocolate and fresh mint.",
      "En luftig mousse med mörk choklad och frisk mynta.",
    ),
    imageAlt: t(
      "Suklaamoussea laseissa, päällä minttua",
      "Chocolate mousse in glasses topped with mint",
      "Chokladmousse i glas med mynta på toppen",
    ),
    author: "kitchen",
    publishedAt: "2025-05-22T08:00:00.000Z",
    preparationTime: "PT20M",
    cookTime: "PT5M",
    cuisine: t("Ranskalainen", "French", "Fransk"),
    portions: t("6 annosta", "6 servings", "6 portioner"),
    categories: ["desserts", "everyday", "gluten-free"],
    allergens: ["milk", "egg"],
    products: ["K1104"],
    ingredients: [
      t("200 g Kaarna Tumma Suklaa Minttua", "200 g Kaarna Dark Chocolate Mint", "200 g Kaarna Mörk Choklad Mint"),
      t("3 kananmunaa", "3 eggs", "3 ägg"),
      t("2 dl kuohukermaa", "200 ml double cream", "2 dl vispgrädde"),
      t("2 rkl sokeria", "2 tbsp sugar", "2 msk socker"),
      t("tuoretta minttua koristeeksi", "fresh mint to decorate", "färsk mynta till garnering"),
    ],
    steps: [
      t(
        "Sulata suklaa ja anna sen jäähtyä hieman.",
        "Melt the chocolate and let it cool a little.",
        "Smält chokladen och låt den svalna lite.",
      ),
      t(
        "Sekoita keltuaiset suklaaseen. Vatkaa valkuaiset ja sokeri vaahdoksi ja kerma kuohkeaksi.",
        "Stir the yolks into the chocolate. Whisk the whites with the sugar to stiff peaks and whip the cream.",
        "Rör ner äggulorna i chokladen. Vispa vitorna med sockret till ett fast skum och vispa grädden.",
      ),
      t(
        "Kääntele vaahdot varovasti suklaaseen ja jaa laseihin.",
        "Gently fold both into the chocolate and spoon into glasses.",
        "Vänd försiktigt ner skummen i chokladen och fördela i glas.",
      ),
      t(
        "Anna jähmettyä jääkaapissa vähintään kolme tuntia.",
        "Chill for at least three hours to set.",
        "Låt stelna i kylen i minst tre timmar.",
      ),
    ],
  },
  {
    key: "raspberry-chocolate-ice-cream",
    slug: t("vadelma-suklaajaatelo", "raspberry-chocolate-ice-cream", "hallon-och-chokladglass"),
    name: t("Vadelma-suklaajäätelö", "Raspberry chocolate ice cream", "Hallon- och chokladglass"),
    intro: t(
      "Kermainen jäätelö ilman jäätelökonetta, täynnä vadelmia ja suklaata.",
      "Creamy no-churn ice cream full of raspberries and chocolate.",
      "Krämig glass utan glassmaskin, full av hallon och choklad.",
    ),
    imageAlt: t(
      "Jäätelöpalloja kulhossa vadelmien kanssa",
      "Scoops of ice cream in a bowl with raspberries",
      "Glasskulor i en skål med hallon",
    ),
    author: "kitchen",
    publishedAt: "2025-07-09T08:00:00.000Z",
    preparationTime: "PT15M",
    cuisine: t("Italialainen", "Italian", "Italiensk"),
    portions: t("1 litra", "1 litre", "1 liter"),
    categories: ["ice-cream", "desserts", "birthday", "gluten-free"],
    allergens: ["milk"],
    products: ["K1106"],
    ingredients: [
      t("4 dl kuohukermaa", "400 ml double cream", "4 dl vispgrädde"),
      t("1 tölkki makeutettua kondensoitua maitoa", "1 tin of sweetened condensed milk", "1 burk sötad kondenserad mjölk"),
      t("2 dl vadelmia", "200 ml raspberries", "2 dl hallon"),
      t("100 g Kaarna Tumma Suklaa Vadelmaa", "100 g Kaarna Dark Chocolate Raspberry", "100 g Kaarna Mörk Choklad Hallon"),
    ],
    steps: [
      t(
        "Vatkaa kerma kuohkeaksi ja sekoita joukkoon kondensoitu maito.",
        "Whip the cream and stir in the condensed milk.",
        "Vispa grädden och rör ner den kondenserade mjölken.",
      ),
      t(
        "Kääntele joukkoon murskatut vadelmat ja rouhittu suklaa.",
        "Fold in the crushed raspberries and chopped chocolate.",
        "Vänd ner de krossade hallonen och den hackade chokladen.",
      ),
      t(
        "Pakasta rasiassa vähintään kuusi tuntia.",
        "Freeze in a container for at least six hours.",
        "Frys i en burk i minst sex timmar.",
      ),
    ],
  },
  {
    key: "chocolate-easter-nests",
    slug: t("suklaiset-paasiaispesat", "chocolate-easter-nests", "chokladbon-till-pask"),
    name: t("Suklaiset pääsiäispesät", "Chocolate Easter nests", "Chokladbon till påsk"),
    intro: t(
      "Rapeat riisimuropesät, jotka lapset tekevät melkein itse.",
      "Crispy rice nests that children can almost make on their own.",
      "Krispiga bon av rispuffar som barnen nästan kan göra själva.",
    ),
    imageAlt: t(
      "Suklaapesiä, joissa on värikkäitä pastilleja",
      "Chocolate nests filled with colourful pastilles",
      "Chokladbon fyllda med färgglada pastiller",
    ),
    author: "Jonna Heikkilä",
    publishedAt: "2025-04-03T08:00:00.000Z",
    preparationTime: "PT20M",
    cookTime: "PT5M",
    cuisine: FINNISH,
    portions: t("12 pesää", "12 nests", "12 bon"),
    categories: ["sweets", "easter", "gluten-free"],
    allergens: ["milk", "soy"],
    products: ["K1005", "K3001"],
    ingredients: [
      t(
        "200 g Kaarna Maitosuklaa Riisirouhetta",
        "200 g Kaarna Milk Chocolate Crispy Rice",
        "200 g Kaarna Mjölkchoklad Rispuffar",
      ),
      t("3 dl riisimuroja", "300 ml puffed rice cereal", "3 dl rispuffar"),
      t("1 pussi Pikku Kuu -hedelmäpastilleja", "1 bag of Pikku Kuu fruit pastilles", "1 påse Pikku Kuu fruktpastiller"),
    ],
    steps: [
      t("Sulata suklaa vesihauteessa.", "Melt the chocolate over a bowl of hot water.", "Smält chokladen i vattenbad."),
      t(
        "Sekoita joukkoon riisimurot ja muotoile seoksesta pesiä muffinivuokiin.",
        "Stir in the cereal and shape nests in paper cases.",
        "Rör ner rispuffarna och forma bon i muffinsformar.",
      ),
      t(
        "Aseta pastillit muniksi pesien keskelle ja anna jähmettyä.",
        "Set the pastilles in the middle as eggs and leave to set.",
        "Lägg pastillerna som ägg mitt i bona och låt stelna.",
      ),
    ],
    quote: {
      text: t(
        "Pesien tekeminen on meillä pääsiäisen tärkein perinne.",
        "Making nests is our most important Easter tradition.",
        "Att göra bon är vår viktigaste påsktradition.",
      ),
      name: "Jonna Heikkilä",
    },
  },
  {
    key: "vegan-coconut-truffles",
    slug: t("vegaaniset-kookostryffelit", "vegan-coconut-truffles", "veganska-kokostryfflar"),
    name: t("Vegaaniset kookostryffelit", "Vegan coconut truffles", "Veganska kokostryfflar"),
    intro: t(
      "Joulupöydän suklaatryffelit kaurasuklaasta ja kookoskermasta.",
      "Chocolate truffles for the Christmas table, made with oat chocolate and coconut cream.",
      "Chokladtryfflar till julbordet av havrechoklad och kokosgrädde.",
    ),
    imageAlt: t(
      "Kookoshiutaleisiin pyöriteltyjä tryffeleitä",
      "Truffles rolled in desiccated coconut",
      "Tryfflar rullade i kokosflingor",
    ),
    author: "kitchen",
    publishedAt: "2025-12-11T08:00:00.000Z",
    preparationTime: "PT30M",
    cookTime: "PT5M",
    cuisine: NORDIC,
    portions: t("30 tryffeliä", "30 truffles", "30 tryfflar"),
    categories: ["sweets", "christmas", "vegan", "gluten-free", "lactose-free"],
    allergens: [],
    products: ["K1204", "K1201"],
    ingredients: [
      t("200 g Kaarna Kaurasuklaa Kookosta", "200 g Kaarna Oat Chocolate Coconut", "200 g Kaarna Havrechoklad Kokos"),
      t("1 dl kookoskermaa", "100 ml coconut cream", "1 dl kokosgrädde"),
      t("1 rkl kookosöljyä", "1 tbsp coconut oil", "1 msk kokosolja"),
      t("kookoshiutaleita pyörittelyyn", "desiccated coconut, for rolling", "kokosflingor att rulla i"),
    ],
    steps: [
      t(
        "Kuumenna kookoskerma ja kaada se rouhitun suklaan päälle.",
        "Heat the coconut cream and pour it over the chopped chocolate.",
        "Värm kokosgrädden och häll den över den hackade chokladen.",
      ),
      t(
        "Sekoita tasaiseksi, lisää kookosöljy ja anna jähmettyä jääkaapissa.",
        "Stir until smooth, add the coconut oil and chill until firm.",
        "Rör slätt, tillsätt kokosoljan och låt stelna i kylen.",
      ),
      t(
        "Pyörittele palloiksi ja kierittele kookoshiutaleissa.",
        "Roll into balls and coat them in coconut.",
        "Rulla till bollar och vänd dem i kokos.",
      ),
    ],
  },
];
