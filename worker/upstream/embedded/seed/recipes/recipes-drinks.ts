// Demo recipes, drinks and breakfast. Fictional, written for Kaarna.
import { t } from "../../catalogue/seed/helpers.ts";
import type { SeedRecipePage } from "./recipe-types.ts";
import { FINNISH, NORDIC } from "./recipe-words.ts";

export const breakfastRecipes: SeedRecipePage[] = [
  {
    key: "oat-chocolate-granola",
    slug: t("kaurasuklaagranola", "oat-chocolate-granola", "granola-med-havrechoklad"),
    name: t("Kaurasuklaagranola", "Oat chocolate granola", "Granola med havrechoklad"),
    intro: t(
      "Rapea granola aamuun ja välipalaksi, ilman maitoa.",
      "Crunchy granola for breakfast and snacks, made without milk.",
      "Krispig granola till frukost och mellanmål, helt utan mjölk.",
    ),
    imageAlt: t(
      "Lasipurkillinen granolaa ja suklaarouhetta",
      "A jar of granola with chopped chocolate",
      "En glasburk granola med hackad choklad",
    ),
    author: "Helmi Virtanen",
    publishedAt: "2025-02-10T08:00:00.000Z",
    preparationTime: "PT10M",
    cookTime: "PT30M",
    cuisine: NORDIC,
    portions: t("10 annosta", "10 servings", "10 portioner"),
    categories: ["breakfast", "snacks", "everyday", "vegan", "lactose-free"],
    allergens: ["gluten"],
    products: ["K1201", "K1204"],
    ingredients: [
      t("5 dl kaurahiutaleita", "500 ml rolled oats", "5 dl havregryn"),
      t("1 dl kookoshiutaleita", "100 ml desiccated coconut", "1 dl kokosflingor"),
      t("1 dl auringonkukansiemeniä", "100 ml sunflower seeds", "1 dl solrosfrön"),
      t("0,5 dl rypsiöljyä", "50 ml rapeseed oil", "0,5 dl rapsolja"),
      t("0,5 dl vaahterasiirappia", "50 ml maple syrup", "0,5 dl lönnsirap"),
      t("100 g Kaarna Kaurasuklaata rouhittuna", "100 g Kaarna Oat Chocolate, chopped", "100 g Kaarna Havrechoklad, hackad"),
    ],
    steps: [
      t("Sekoita kaurahiutaleet, kookos ja siemenet.", "Mix the oats, coconut and seeds.", "Blanda havregryn, kokos och frön."),
      t(
        "Lisää öljy ja siirappi ja levitä seos pellille.",
        "Add the oil and syrup and spread on a baking tray.",
        "Tillsätt olja och sirap och bred ut blandningen på en plåt.",
      ),
      t(
        "Paahda 160 asteessa noin 30 minuuttia välillä sekoittaen.",
        "Toast at 160 °C for about 30 minutes, stirring now and then.",
        "Rosta i 160 grader i cirka 30 minuter och rör om då och då.",
      ),
      t(
        "Anna jäähtyä ja sekoita joukkoon suklaarouhe.",
        "Let cool, then stir in the chocolate.",
        "Låt svalna och blanda ner chokladen.",
      ),
    ],
    quote: {
      text: t(
        "Purkki granolaa työpöydällä pelastaa iltapäivän.",
        "A jar of granola on the desk saves the afternoon.",
        "En burk granola på skrivbordet räddar eftermiddagen.",
      ),
      name: "Helmi Virtanen",
    },
  },
  {
    key: "salted-caramel-hot-chocolate",
    slug: t("kuuma-suklaa-suolakaramellilla", "salted-caramel-hot-chocolate", "varm-choklad-med-saltkola"),
    name: t("Kuuma suklaa suolakaramellilla", "Salted caramel hot chocolate", "Varm choklad med saltkola"),
    intro: t(
      "Paksu ja pehmeä kuuma suklaa talven pakkasiltoihin.",
      "Thick, velvety hot chocolate for frosty winter evenings.",
      "Tjock och len varm choklad för kalla vinterkvällar.",
    ),
    imageAlt: t(
      "Kaksi mukia kuumaa suklaata ja kermavaahtoa",
      "Two mugs of hot chocolate with whipped cream",
      "Två muggar varm choklad med vispgrädde",
    ),
    author: "kitchen",
    publishedAt: "2025-12-04T08:00:00.000Z",
    preparationTime: "PT5M",
    cookTime: "PT10M",
    cuisine: FINNISH,
    portions: t("2 annosta", "2 servings", "2 portioner"),
    categories: ["drinks", "christmas", "gluten-free"],
    allergens: ["milk", "soy"],
    products: ["K1003", "K1001"],
    ingredients: [
      t("5 dl maitoa", "500 ml milk", "5 dl mjölk"),
      t(
        "100 g Kaarna Maitosuklaa Suolakaramellia",
        "100 g Kaarna Milk Chocolate Salted Caramel",
        "100 g Kaarna Mjölkchoklad Saltkola",
      ),
      t("1 tl kaakaojauhetta", "1 tsp cocoa powder", "1 tsk kakaopulver"),
      t("ripaus suolaa", "a pinch of salt", "en nypa salt"),
      t("kermavaahtoa", "whipped cream", "vispgrädde"),
    ],
    steps: [
      t(
        "Kuumenna maito kattilassa juuri kiehumispisteen alle.",
        "Heat the milk in a pan until just below boiling.",
        "Värm mjölken i en kastrull till strax under kokpunkten.",
      ),
      t(
        "Lisää paloiteltu suklaa, kaakao ja suola ja vatkaa, kunnes suklaa on sulanut.",
        "Add the chopped chocolate, cocoa and salt and whisk until the chocolate has melted.",
        "Tillsätt hackad choklad, kakao och salt och vispa tills chokladen har smält.",
      ),
      t(
        "Kaada mukeihin ja kruunaa kermavaahdolla.",
        "Pour into mugs and top with whipped cream.",
        "Häll upp i muggar och toppa med vispgrädde.",
      ),
    ],
  },
  {
    key: "mocha-oat-smoothie",
    slug: t("mokka-kaurasmoothie", "mocha-oat-smoothie", "mockasmoothie-med-havre"),
    name: t("Mokka-kaurasmoothie", "Mocha oat smoothie", "Mockasmoothie med havre"),
    intro: t(
      "Kahvia, kauraa ja suklaata samassa lasissa kiireiseen aamuun.",
      "Coffee, oats and chocolate in one glass for a busy morning.",
      "Kaffe, havre och choklad i samma glas för en stressig morgon.",
    ),
    imageAlt: t("Kaksi lasillista mokkasmoothieta", "Two glasses of mocha smoothie", "Två glas mockasmoothie"),
    author: "kitchen",
    publishedAt: "2025-01-16T08:00:00.000Z",
    preparationTime: "PT5M",
    cuisine: NORDIC,
    portions: t("2 lasillista", "2 glasses", "2 glas"),
    categories: ["drinks", "breakfast", "everyday", "vegan", "lactose-free"],
    allergens: ["gluten"],
    products: ["K1203"],
    ingredients: [
      t("3 dl kaurajuomaa", "300 ml oat drink", "3 dl havredryck"),
      t("1 banaani", "1 banana", "1 banan"),
      t("1 dl kylmää kahvia", "100 ml cold coffee", "1 dl kallt kaffe"),
      t("0,5 dl kaurahiutaleita", "50 ml rolled oats", "0,5 dl havregryn"),
      t("40 g Kaarna Kaurasuklaa Kahvia", "40 g Kaarna Oat Chocolate Coffee", "40 g Kaarna Havrechoklad Kaffe"),
    ],
    steps: [
      t("Laita kaikki ainekset tehosekoittimeen.", "Put everything into a blender.", "Lägg alla ingredienser i en mixer."),
      t("Soseuta tasaiseksi ja tarjoa heti.", "Blend until smooth and serve at once.", "Mixa slätt och servera direkt."),
    ],
    hideShareLinks: true,
  },
];
