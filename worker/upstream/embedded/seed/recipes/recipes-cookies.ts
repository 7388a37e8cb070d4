// Demo recipes, cookies, brownies and gingerbread. Fictional, written for Kaarna.
import { t } from "../../catalogue/seed/helpers.ts";
import type { SeedRecipePage } from "./recipe-types.ts";
import { FINNISH, BUTTER, EGGS, SUGAR, FLOUR } from "./recipe-words.ts";

export const cookieRecipes: SeedRecipePage[] = [
  {
    key: "salmiakki-brownies",
    slug: t("salmiakkibrowniet", "salmiakki-brownies", "salmiakbrownies"),
    name: t("Salmiakkibrowniet", "Salmiakki brownies", "Salmiakbrownies"),
    intro: t(
      "Mehevät browniet, joissa maitosuklaan makeus kohtaa salmiakin suolaisuuden.",
      "Fudgy brownies where sweet milk chocolate meets salty salmiakki.",
      "Kladdiga brownies där mjölkchokladens sötma möter salmiakens sälta.",
    ),
    imageAlt: t(
      "Salmiakkibrownie-paloja leikkuulaudalla",
      "Squares of salmiakki brownie on a board",
      "Salmiakbrownierutor på en skärbräda",
    ),
    author: "kitchen",
    publishedAt: "2025-10-02T08:00:00.000Z",
    preparationTime: "PT20M",
    cookTime: "PT25M",
    cuisine: FINNISH,
    portions: t("16 palaa", "16 pieces", "16 bitar"),
    categories: ["brownies", "everyday"],
    allergens: ["milk", "egg", "gluten", "soy"],
    products: ["K1006", "K2004"],
    ingredients: [
      t(
        "200 g Kaarnan maitosuklaata salmiakkirouheella",
        "200 g Kaarna milk chocolate with salmiakki crunch",
        "200 g Kaarnas mjölkchoklad med salmiakkross",
      ),
      BUTTER(150),
      EGGS(3),
      t("2 dl fariinisokeria", "200 ml light brown sugar", "2 dl farinsocker"),
      FLOUR("1,5", 150),
      t("1 pussi Salmiakki Kuu Mini -konvehteja", "1 bag of Salmiakki Kuu Mini chocolates", "1 påse Salmiakki Kuu Mini-praliner"),
    ],
    steps: [
      t("Sulata suklaa ja voi.", "Melt the chocolate and butter.", "Smält chokladen och smöret."),
      t(
        "Vatkaa munat ja sokeri vaahdoksi ja lisää suklaaseos ja jauhot.",
        "Whisk the eggs and sugar, then stir in the chocolate and the flour.",
        "Vispa ägg och socker och rör ner chokladsmeten och mjölet.",
      ),
      t(
        "Levitä taikina leivinpaperilla vuorattuun vuokaan ja painele pintaan Salmiakki Kuu -konvehdit.",
        "Spread in a lined tin and press the Salmiakki Kuu chocolates into the top.",
        "Bred ut smeten i en klädd form och tryck ner Salmiakki Kuu-pralinerna i ytan.",
      ),
      t(
        "Paista 175 asteessa 25 minuuttia ja anna jäähtyä ennen leikkaamista.",
        "Bake at 175 °C for 25 minutes and let cool before cutting.",
        "Grädda i 175 grader i 25 minuter och låt svalna innan du skär.",
      ),
    ],
  },
  {
    key: "chocolate-chip-cookies",
    slug: t("suklaahippukeksit", "chocolate-chip-cookies", "chokladbitskakor"),
    name: t("Suklaahippukeksit", "Chocolate chip cookies", "Chokladbitskakor"),
    intro: t(
      "Reunoilta rapeat ja keskeltä pehmeät keksit, joissa on sekä maito- että tummaa suklaata.",
      "Crisp at the edges and soft in the middle, with both milk and dark chocolate.",
      "Frasiga kanter och mjuk mitt, med både mjölkchoklad och mörk choklad.",
    ),
    imageAlt: t("Pino suklaahippukeksejä", "A stack of chocolate chip cookies", "En trave chokladbitskakor"),
    author: "kitchen",
    publishedAt: "2025-09-12T08:00:00.000Z",
    preparationTime: "PT15M",
    cookTime: "PT12M",
    cuisine: t("Amerikkalainen", "American", "Amerikansk"),
    portions: t("20 keksiä", "20 cookies", "20 kakor"),
    categories: ["cookies", "everyday"],
    allergens: ["milk", "egg", "gluten", "soy"],
    products: ["K1001", "K1101"],
    ingredients: [
      BUTTER(125),
      t("1,5 dl fariinisokeria", "150 ml light brown sugar", "1,5 dl farinsocker"),
      EGGS(1),
      FLOUR("3", 300),
      t("1 tl ruokasoodaa", "1 tsp bicarbonate of soda", "1 tsk bikarbonat"),
      t("100 g Kaarna Maitosuklaata", "100 g Kaarna Milk Chocolate", "100 g Kaarna Mjölkchoklad"),
      t("100 g Kaarna Tummaa Suklaata 70 %", "100 g Kaarna Dark Chocolate 70%", "100 g Kaarna Mörk Choklad 70 %"),
    ],
    steps: [
      t(
        "Vaahdota pehmeä voi ja sokeri ja lisää muna.",
        "Cream the soft butter and sugar, then beat in the egg.",
        "Vispa mjukt smör och socker pösigt och tillsätt ägget.",
      ),
      t(
        "Sekoita joukkoon jauhot, sooda ja rouhittu suklaa.",
        "Stir in the flour, the soda and the chopped chocolate.",
        "Rör ner mjöl, bikarbonat och hackad choklad.",
      ),
      t(
        "Nostele taikinasta palloja pellille ja paista 180 asteessa 10–12 minuuttia.",
        "Scoop balls of dough onto a tray and bake at 180 °C for 10–12 minutes.",
        "Klicka ut bollar av degen på en plåt och grädda i 180 grader i 10–12 minuter.",
      ),
    ],
    quote: {
      text: t(
        "Paistan aina kaksi pellillistä: toisen vieraille ja toisen itselleni.",
        "I always bake two trays: one for guests and one for me.",
        "Jag bakar alltid två plåtar: en till gästerna och en till mig själv.",
      ),
      name: "Jonna Heikkilä",
    },
  },
  {
    key: "orange-chocolate-gingerbread",
    slug: t("appelsiini-suklaapiparit", "orange-chocolate-gingerbread", "pepparkakor-med-apelsinchoklad"),
    name: t("Appelsiini-suklaapiparit", "Orange chocolate gingerbread", "Pepparkakor med apelsinchoklad"),
    intro: t(
      "Joulun piparit kastettuina appelsiinilla maustettuun tummaan suklaaseen.",
      "Christmas gingerbread dipped in orange-scented dark chocolate.",
      "Julens pepparkakor doppade i mörk choklad med apelsin.",
    ),
    imageAlt: t(
      "Suklaaseen kastettuja tähtipipareita",
      "Star-shaped gingerbread dipped in chocolate",
      "Stjärnformade pepparkakor doppade i choklad",
    ),
    author: "kitchen",
    publishedAt: "2025-11-28T08:00:00.000Z",
    preparationTime: "PT30M",
    cookTime: "PT8M",
    cuisine: FINNISH,
    portions: t("40 pipariä", "40 biscuits", "40 kakor"),
    categories: ["cookies", "christmas"],
    allergens: ["milk", "egg", "gluten"],
    products: ["K1103", "K4001"],
    ingredients: [
      BUTTER(100),
      t("1 dl siirappia", "100 ml golden syrup", "1 dl sirap"),
      SUGAR("1", 100),
      EGGS(1),
      t("2 tl piparkakkumaustetta", "2 tsp gingerbread spice", "2 tsk pepparkakskrydda"),
      FLOUR("5", 500),
      t("150 g Kaarna Tumma Suklaa Appelsiinia", "150 g Kaarna Dark Chocolate Orange", "150 g Kaarna Mörk Choklad Apelsin"),
    ],
    steps: [
      t(
        "Kuumenna voi, siirappi, sokeri ja mausteet ja anna jäähtyä.",
        "Warm the butter, syrup, sugar and spices, then let cool.",
        "Värm smör, sirap, socker och kryddor och låt svalna.",
      ),
      t(
        "Sekoita joukkoon muna ja jauhot ja anna taikinan levätä yön yli.",
        "Mix in the egg and flour and rest the dough overnight.",
        "Blanda i ägg och mjöl och låt degen vila över natten.",
      ),
      t(
        "Kauli taikina ohueksi, ota muoteilla pipareita ja paista 200 asteessa 6–8 minuuttia.",
        "Roll thin, cut out shapes and bake at 200 °C for 6–8 minutes.",
        "Kavla tunt, stansa ut kakor och grädda i 200 grader i 6–8 minuter.",
      ),
      t(
        "Kasta jäähtyneet piparit puoliksi sulatettuun suklaaseen.",
        "Dip the cooled biscuits halfway into melted chocolate.",
        "Doppa de svalnade kakorna till hälften i smält choklad.",
      ),
    ],
  },
];
