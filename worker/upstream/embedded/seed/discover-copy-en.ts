// English copy of the Discover Kaarna, gift ideas and Kaarna Classics pages (build-discover.ts).
import type { DiscoverCopy } from "./discover-types.ts";

const readMore = "Read more";

export const discoverEn: DiscoverCopy = {
  urls: { discover: "/en/discover", giftIdeas: "/en/gift-ideas", classics: "/en/kaarna-classics" },
  names: { discover: "Discover Kaarna", giftIdeas: "Gift ideas", classics: "Kaarna Classics" },
  discover: {
    mainIntro: "Chocolate, pastilles, stories and visits: everything Kaarna makes on the lakeshore, on one page.",
    metaDescription:
      "Find your way around Kaarna: our products, stories from the factory, gifts and visits to Vuolijoki Harbour.",
    banner: {
      heading: "Something for every chocolate moment",
      body: "From a square after lunch to a box for someone you love, made slowly on the lakeshore since 1911.",
      cta: "Find a gift",
      alt: "A stack of milk and dark chocolate tablets",
    },
    promoter: {
      title: "Discover Kaarna",
      subtitle: "Products, stories, gifts and visits to the factory, all in one place.",
      cta: "Start exploring",
      alt: "A Kaarna chocolate box tied with a ribbon",
    },
  },
  giftIdeas: {
    heading: "Gift ideas",
    mainIntro: "Chocolate says thank you, congratulations and I was thinking of you, in every language.",
    description:
      "<p>Our gift picks are the boxes and bags shoppers give most often. Every gift box can be sent straight to the recipient: add a greeting in the cart and we write it on a card.</p><p>Looking for something truly personal? Design a tablet with your own words on the wrapper.</p>",
    metaDescription: "Kaarna's chocolate gifts: boxes of chocolates, gift bags and hampers for every occasion.",
    picksTitle: "Our gift picks",
    boxesTitle: "Gift boxes and hampers",
  },
  classics: {
    heading: "Kaarna Classics",
    mainIntro: "The flavours Finland has grown up with: our oldest recipes, still made the way they were.",
    description:
      "<p>Milk chocolate from 1911, hazelnut since the fifties, Salmiakki Kuu since 1968. These are the products our family would never change.</p>",
    metaDescription: "Kaarna Classics: milk chocolate, hazelnut, dark 70 %, Salmiakki Kuu and the box of chocolates.",
  },
  icons: {
    title: "Shop by type",
    items: {
      tablets: { title: "Chocolate tablets" },
      salmiakki: { title: "Salmiakki Kuu" },
      pastilles: { title: "Pastilles" },
      gifts: { title: "Gift boxes" },
      personalised: { title: "Personalised tablets" },
      classics: { title: "Kaarna Classics" },
    },
  },
  stories: {
    title: "Stories from Kaarna",
    items: {
      story: {
        title: "Our story",
        description: "Four generations of chocolate makers on the shore of Vuolijoki Harbour.",
        info1: "Story",
        info2: "4 min read",
        cta: readMore,
        alt: "The old factory building and its chimney",
      },
      cocoa: {
        title: "The journey of cocoa",
        description: "From a smallholding in Ghana to a tablet on your table.",
        info1: "Article",
        info2: "6 min read",
        cta: readMore,
        alt: "A cocoa pod cut in half",
      },
      guide: {
        title: "Ordering a personalised tablet",
        description: "Write a greeting, pick a flavour and we send it on your behalf.",
        info1: "Guide",
        info2: "3 min read",
        cta: readMore,
        alt: "A chocolate tablet with a personal message on the wrapper",
      },
      club: {
        title: "Kaarna Club",
        description: "Taste new flavours first and collect perks with every order.",
        info1: "Membership",
        info2: "Free to join",
        cta: readMore,
        alt: "A Kaarna Club membership card and pieces of chocolate",
      },
      cafe: {
        title: "The factory café",
        description: "Hot chocolate, cinnamon buns and a view of the lake.",
        info1: "Visit",
        info2: "Open daily",
        cta: readMore,
        alt: "A cup of hot chocolate and a cinnamon bun in the factory café",
      },
      giftIdeas: {
        title: "Gift ideas",
        description: "Boxes, bags and hampers for every occasion.",
        info1: "Shop",
        info2: "Sent to the recipient",
        cta: readMore,
        alt: "A Kaarna chocolate box tied with a ribbon",
      },
      classics: {
        title: "Kaarna Classics",
        description: "The recipes we would never change.",
        info1: "Collection",
        info2: "Five favourites",
        cta: readMore,
        alt: "A stack of chocolate tablets",
      },
      support: {
        title: "Customer service",
        description: "Delivery times, returns and the allergen list.",
        info1: "Help",
        info2: "Weekdays 9–16",
        cta: readMore,
        alt: "Dried cocoa beans in a bowl",
      },
    },
  },
  favourites: {
    title: "Seasonal favourites",
    items: {
      salmiakki: {
        title: "Salmiakki Kuu",
        description: "Salty liquorice under milk chocolate.",
        info1: "Since 1968",
        cta: "Shop now",
        alt: "Crescent-moon shaped Salmiakki Kuu chocolates",
      },
      oat: {
        title: "Oat chocolate",
        description: "Creamy, dairy-free and made with Finnish oats.",
        info1: "Vegan",
        cta: "Shop now",
        alt: "An oat chocolate tablet and oat grains",
      },
      gifts: {
        title: "Gift boxes",
        description: "Hand-finished chocolates in gold, red and blue boxes.",
        info1: "Gift wrapped",
        cta: "Shop now",
        alt: "A Kaarna chocolate box tied with a ribbon",
      },
      pastilles: {
        title: "Pikku Kuu pastilles",
        description: "Fruity pastilles for your pocket.",
        info1: "Gelatine free",
        cta: "Shop now",
        alt: "Colourful Pikku Kuu pastilles",
      },
      dark: {
        title: "Dark chocolate",
        description: "From 70 % to organic 85 %, with orange, mint or sea salt.",
        info1: "Rich in cocoa",
        cta: "Shop now",
        alt: "Ripe cocoa pods on the branch of a cacao tree",
      },
      milk: {
        title: "Milk chocolate",
        description: "Our first recipe, from 1911, and its many flavours.",
        info1: "The original",
        cta: "Shop now",
        alt: "A stack of milk and dark chocolate tablets",
      },
    },
  },
  visit: {
    title: "Visit the factory",
    items: {
      cafe: {
        title: "Factory café",
        description: "Hot chocolate and buns by the lake.",
        info1: "Daily 10–18",
        cta: "Plan your visit",
        alt: "A cup of hot chocolate and a cinnamon bun in the factory café",
      },
      tours: {
        title: "Factory tours",
        description: "See the conches turn and taste the chocolate warm.",
        info1: "Book ahead",
        cta: "Book a tour",
        alt: "The old factory building and its chimney",
      },
      shop: {
        title: "Factory shop",
        description: "Seconds, seasonal flavours and the whole range.",
        info1: "Mon–Sat 9–17",
        cta: "Find us",
        alt: "Kaarna's red-brick chocolate factory on the lakeshore at sunset",
      },
    },
  },
  help: {
    title: "Help and answers",
    items: {
      delivery: { title: "Delivery and returns", description: "When your order arrives and how to return it." },
      allergens: { title: "Allergen list (PDF)", description: "Every product's allergens on one page." },
      guide: { title: "Personalised tablet guide", description: "How to write, design and send your own tablet." },
      club: { title: "Kaarna Club", description: "Membership, perks and your account." },
    },
  },
  personal: {
    title: null,
    items: {
      personalised: {
        title: "Your words on the wrapper",
        description: "Pick a flavour, write a greeting and sign it: we make the tablet and send it to your recipient.",
        info1: "Delivered in 3–5 days",
        cta: "Design your tablet",
        alt: "A chocolate tablet with a personal message on the wrapper",
      },
      club: {
        title: "Join Kaarna Club",
        description: "Members taste new flavours first, get a gift on their birthday and save on gift boxes.",
        info1: "Free to join",
        cta: "Join the club",
        alt: "A Kaarna Club membership card and pieces of chocolate",
      },
    },
  },
  banners: {
    title: null,
    items: {
      cocoa: {
        title: "Cocoa we can trace",
        description: "We know the cooperatives that grow our cocoa, and we pay them above the market price.",
        cta: "Read about our cocoa",
        alt: "Ripe cocoa pods on the branch of a cacao tree",
      },
      pastilles: {
        title: "Pikku Kuu, the pocket favourite",
        description: "Fruit, salmiakki and liquorice pastilles in handy tins and bags.",
        cta: "See the pastilles",
        alt: "Colourful Pikku Kuu pastilles",
      },
    },
  },
  occasions: {
    title: "Gifts for every occasion",
    items: {
      thanks: { title: "Thank you", description: "A small box that says a lot." },
      birthday: { title: "Birthdays", description: "Hampers to share." },
      christmas: { title: "Christmas", description: "Tins for the table." },
      justBecause: { title: "Just because", description: "No reason needed." },
    },
  },
};
