// English page and block copy (translation of copy-fi.ts).
import type { Copy } from "./copy-fi.ts";

export const en: Copy = {
  language: "en",
  urls: {
    start: "/en",
    story: "/en/our-story",
    article: "/en/articles/journey-of-cocoa",
    d2c: "/en/shop/personalised-tablet-guide",
    designer: "/en/products/personalised-tablets/personalised-chocolate-tablet",
    notFound: "/en/page-not-found",
    support: "/en/customer-service",
    club: "/en/kaarna-club",
    products: "/en/products",
    chocolate: "/en/products/chocolate-tablets",
    milk: "/en/products/chocolate-tablets/milk-chocolate",
    dark: "/en/products/chocolate-tablets/dark-chocolate",
    oat: "/en/products/chocolate-tablets/oat-chocolate",
    salmiakki: "/en/products/salmiakki-kuu",
    pastilles: "/en/products/pastilles",
    gifts: "/en/products/gift-boxes",
    allergens: "/files/kaarna-allergen-list.pdf",
    search: "/en/search",
    cart: "/en/cart",
    checkout: "/en/checkout",
    orderConfirmation: "/en/order-confirmation",
    myAccount: "/en/kaarna-club/my-account",
    myDetails: "/en/kaarna-club/my-details",
    myOrders: "/en/kaarna-club/my-orders",
    myEmail: "/en/kaarna-club/email-preferences",
  },
  alt: {
    heroLake: "Kaarna's red-brick chocolate factory on the lakeshore at sunset",
    heroTablets: "A stack of milk and dark chocolate tablets",
    heroCocoa: "Ripe cocoa pods on the branch of a cacao tree",
    heroLakeMobile: "Kaarna's chocolate factory by the lake",
    heroTabletsMobile: "A stack of chocolate tablets",
    heroCocoaMobile: "A cocoa pod and cocoa beans",
    slideSalmiakki: "Crescent-moon shaped Salmiakki Kuu chocolates",
    slideOat: "An oat chocolate tablet and oat grains",
    slideGift: "A Kaarna chocolate box tied with a ribbon",
    cardFactory: "The old factory building and its chimney",
    cardCocoa: "A cocoa pod cut in half",
    cardPersonalised: "A chocolate tablet with a personal message on the wrapper",
    cardClub: "A Kaarna Club membership card and pieces of chocolate",
    cardCafe: "A cup of hot chocolate and a cinnamon bun in the factory café",
    bannerPastilles: "Colourful Pikku Kuu pastilles",
    articleHeading: "The journey of cocoa beans from the plantation to the lakeshore",
    articleBeans: "Dried cocoa beans in a bowl",
    videoConching: "Liquid chocolate turning in a conche at the Kaarna factory",
  },
  names: {
    start: "Home",
    story: "Our story",
    article: "The journey of cocoa",
    d2c: "How to order a personalised chocolate tablet",
    notFound: "Page not found",
    support: "Customer service",
    club: "Kaarna Club",
    myAccount: "My account",
    myDetails: "My details",
    myOrders: "Order history",
    myEmail: "Email preferences",
  },
  start: {
    mainIntro:
      "Kaarna is a Finnish family business that has been making chocolate and sweets on the shore of Vuolijoki Harbour since 1911. We still make our treats slowly and with care, from responsibly sourced cocoa.",
    metaTitle: "Kaarna – Finnish chocolate since 1911",
    metaDescription:
      "Milk chocolate, dark chocolate, Salmiakki Kuu chocolates and personalised tablets from our lakeside factory in Vuolijoki Harbour, Finland.",
    hero: {
      title: "Chocolate from the lakeshore since 1911",
      subtitle:
        "Milk chocolate, dark chocolate and salty liquorice – all made in Vuolijoki Harbour with the same love as a hundred years ago.",
      cta: "Explore our products",
      secondaryCta: "Read our story",
    },
    slides: [
      {
        title: "Salmiakki Kuu – a crescent moon full of liquorice",
        subtitle: "Smooth milk chocolate around a rich salty liquorice filling. Our best-loved classic is back in a new wrapper.",
        cta: "Discover Salmiakki Kuu",
      },
      {
        title: "Oat chocolate – vegan, yet velvety",
        subtitle: "Made with Finnish oats, it has all the creaminess of milk chocolate without any milk.",
        cta: "Taste oat chocolate",
      },
      {
        title: "A gift they will remember",
        subtitle: "Hand-packed chocolate boxes for birthdays, thank-yous and the Christmas table.",
        cta: "Choose a gift box",
      },
    ],
    split: {
      heading: "Factory shop and café",
      body: "Come and breathe in the scent of roasting cocoa. Our harbour café serves hot chocolate and freshly baked pastries, and in the shop you will find factory specialities you can't buy anywhere else.",
      cta: "Opening hours",
      secondaryCta: "Contact us",
    },
    promoters: {
      story: {
        title: "Our story",
        subtitle: "More than a century of chocolate in the hands of one family.",
        cta: "Read the story",
      },
      article: {
        title: "The journey of cocoa",
        subtitle: "How does a cocoa bean travel from a smallholding to a Kaarna tablet?",
        cta: "Read the article",
      },
      d2c: {
        title: "Personalised chocolate tablet",
        subtitle: "Your own photo and greeting on the wrapper – here's how to order.",
        cta: "See the guide",
      },
    },
    imageWithCta: {
      header: "Join the Kaarna Club",
      text: "As a member you hear about new flavours first, receive a birthday treat and get 10% off your online orders.",
      cta: "Become a member",
    },
    banner: {
      heading: "Pikku Kuu pastilles now in eight flavours",
      body: "Blackcurrant, liquorice, lingonberry and, new this season, sea buckthorn. Small, bright pastilles that fit in any pocket.",
      cta: "Discover the pastilles",
    },
    link: "All products",
  },
  story: {
    mainIntro:
      "Kaarna was born in 1911, when Aino Kaarna boiled her first batch of caramels beside the pier in Vuolijoki Harbour. Today the factory is run by the fourth generation of the family.",
    metaDescription:
      "The Kaarna story: a family chocolate factory in Vuolijoki Harbour since 1911, responsible cocoa and a factory shop.",
    hero: {
      title: "Four generations, one lake",
      subtitle:
        "It all began in a small wooden house at the edge of the harbour, where Aino Kaarna boiled caramels for steamboat passengers. When her son Eino brought the first conching machine to the factory in the 1920s, chocolate became the heart of the business. The family weathered the lean war years through sheer persistence, and in the 1950s Salmiakki Kuu was born – still our customers' favourite today. Now siblings Liisa and Matti Kaarna are at the helm, carrying the family traditions into an age of responsible cocoa and Finnish oats. One thing has never changed: every tablet is still made on the shore of the lake.",
      cta: "Explore our products",
    },
    description: {
      heading: "Responsibly sourced cocoa",
      body: "We buy our cocoa directly from smallholder cooperatives in Ghana and Ecuador. We pay a premium above the market price for quality beans, and every batch can be traced all the way back to the farmer. In our partners' villages we support the building of schools and wells, as well as shade-grown farming that protects the rainforest. Our factory runs on renewable electricity and our wrappers are recyclable paper.",
    },
    accordion: {
      heading: "Frequently asked questions about our factory",
      items: [
        {
          title: "Can I visit the factory?",
          body: "<p>Yes, you can! We run guided factory tours from June to August, Tuesday to Saturday. A tour takes about an hour and ends with a tasting. We kindly ask groups to book in advance.</p>",
        },
        {
          title: "Where does your cocoa come from?",
          body: "<p>Our cocoa beans come from smallholder cooperatives in Ghana and Ecuador. We know our farmers by name and visit the farms regularly.</p>",
        },
        {
          title: "Do you handle allergens at the factory?",
          body: "<p>We handle milk, hazelnuts and almonds at the factory. Our oat line is separate, but products may contain traces of milk. You will find full details on each product's packaging.</p>",
        },
        {
          title: "Can I buy a gift card at the factory shop?",
          body: "<p>You can. Gift cards are sold at the shop's till in multiples of 10 euros, and they can be used in both the shop and the café.</p>",
        },
      ],
    },
    notice: {
      heading: "Summer opening hours",
      body: "From June to August the factory shop and café are also open on Sundays from 11 am to 4 pm.",
    },
    richText: {
      heading: "A factory in the heart of the village",
      body: "<p>Our red-brick factory is a landmark of Vuolijoki Harbour. When the conches are running, the whole shore smells of cocoa – the neighbours say they can tell whether it is Monday or Friday just by the scent.</p><p>We employ around sixty people, many of whom have been with us for decades. Some of our recipes are still written in Aino's own hand, and her old notebook is kept safe in the factory vault.</p>",
    },
    container: "Read more",
    clubPromoter: {
      title: "Kaarna Club",
      subtitle: "Perks, new flavours first and a birthday treat for members.",
      cta: "Discover the club",
    },
    hours: {
      title: "Factory shop and café opening hours",
      head: ["Day", "Shop", "Café"],
      rows: [
        ["Monday–Friday", "10 am–6 pm", "9 am–5 pm"],
        ["Saturday", "10 am–4 pm", "10 am–4 pm"],
        ["Sunday", "closed", "closed"],
      ],
      note: "Address: Satamatie 4, Vuolijoki Harbour.",
      map: "Show on map",
    },
    anchorLink: "Jump to frequently asked questions",
    back: "Back",
  },
  article: {
    heading: "The journey of cocoa from bean to tablet",
    mainIntro:
      "Every Kaarna chocolate tablet begins far from Vuolijoki Harbour: at the foot of a cacao tree in Ghana or Ecuador. Follow the bean on its months-long journey to our lakeside factory.",
    mainBody: `<h2>Harvest and fermentation</h2><p>Cocoa pods are picked by hand once their husks have ripened to yellow or red. Inside each pod are around forty beans wrapped in pale pulp. The beans are left to ferment under banana leaves for about a week, which is when the first hints of chocolate flavour develop.</p><img src="/images/article-cocoa-beans.svg" alt="Dried cocoa beans in a bowl" width="800" height="600"><h2>Drying and the voyage north</h2><p>The fermented beans are dried in the sun on wooden racks. They are then packed into jute sacks and shipped to Europe. Every sack carries a label that tells us which cooperative the beans come from.</p><h2>At the factory in Vuolijoki Harbour</h2><ul><li>We roast the beans in small batches so that the character of each origin is preserved.</li><li>The shelled beans are ground into cocoa mass and conched for up to three days.</li><li>Finally the chocolate is tempered, poured into moulds and wrapped by hand.</li></ul><p>Want to know how it all began? Read more in <a href="/en/our-story">the Kaarna story</a>.</p>`,
    metaDescription: "How does a cocoa bean become a Kaarna chocolate tablet? Harvest, fermentation, drying and roasting.",
    video: "Three days in the conche",
  },
  d2c: {
    mainIntro:
      "A chocolate tablet with your own photo and greeting makes a memorable gift for weddings, birthdays or your company's customers. Here's how to order a personalised tablet from our online shop.",
    mainBody: `<h2>Order in four steps</h2><ol><li><strong>Choose your chocolate.</strong> Pick milk chocolate, 70% dark chocolate or vegan oat chocolate.</li><li><strong>Upload a photo.</strong> For the best result, use an image of at least 1500 × 1000 pixels.</li><li><strong>Write your greeting.</strong> The wrapper fits up to 60 characters.</li><li><strong>Check the preview and pay.</strong> We'll send a confirmation to your email.</li></ol><h2>Delivery</h2><p>Personalised tablets are made by hand, so please allow 5–7 working days for delivery. For orders of more than 50 tablets, ask <a href="/en/customer-service">our customer service</a> for a quote.</p>`,
    notice: {
      heading: "In time for Christmas",
      body: "Place your Christmas orders for personalised tablets by 10 December so they arrive before Christmas Eve.",
    },
  },
  notFound: {
    mainIntro: "Oh no – we couldn't find this page. It may have moved, or perhaps someone got to it before you did.",
    mainBody: `<p>Check the address, or carry on from here:</p><ul><li><a href="/en">Go to the Kaarna home page</a></li><li><a href="/en/our-story">Read our story</a></li></ul>`,
  },
  support: {
    mainIntro:
      "We're happy to help with questions about orders, deliveries and our products. Our customer service is open on weekdays from 9 am to 4 pm.",
    mainBody: `<h2>Contact details</h2><p>Email: <a href="mailto:customerservice@example.com">customerservice@example.com</a><br>Phone: +358 10 123 4567 (weekdays 9 am–4 pm)</p><h2>Returns</h2><p>As chocolate is a food product, we cannot accept returns of opened items. If a product is faulty or has melted in transit, please get in touch and we will replace it.</p>`,
    accordion: {
      heading: "Orders and delivery",
      items: [
        {
          title: "How quickly will my order arrive?",
          body: "<p>In-stock items are dispatched within 1–2 working days. Personalised tablets take 5–7 working days to make.</p>",
        },
        {
          title: "How does the chocolate survive a heatwave?",
          body: "<p>From June to August we pack orders with cool packs at no extra cost.</p>",
        },
        {
          title: "Can I change my order?",
          body: "<p>You can change your order within two hours of placing it. Just contact our customer service.</p>",
        },
        {
          title: "Which payment methods can I use?",
          body: "<p>We accept online banking, the most common payment cards, mobile payments and invoice.</p>",
        },
      ],
    },
    link: "Guide to ordering a personalised tablet",
    dropdown: { title: "More from Kaarna", placeholder: "Choose a page" },
    topics: { title: "Read more about Kaarna", placeholder: "Choose a topic" },
    search: { title: "Looking for a product?", placeholder: "For example salmiakki" },
  },
  club: {
    mainIntro: "The Kaarna Club is for everyone who loves chocolate. Membership is free, and every purchase earns you perks.",
    hero: {
      title: "Kaarna Club",
      subtitle: "Log in or become a member: new flavours first, a birthday treat and 10% off in our online shop.",
      cta: "Read the membership terms",
    },
    benefits: {
      heading: "Member benefits",
      body: "<ul><li>10% off full-price items in our online shop</li><li>A box of Salmiakki Kuu for your birthday</li><li>Invitations to tastings and factory tours</li><li>New flavours before anyone else</li></ul>",
    },
    favourites: "Members' favourites",
    offer: {
      label: "−15 %",
      heading: "Members save on every gift box",
      body: "<p>Sign in before you pay and the club price is taken off each gift box in your cart.</p>",
      cta: "See the gift boxes",
    },
    intro: "Free to join, open to everyone: members taste new flavours first and collect perks with every order.",
    howItWorks: {
      heading: "How the club works",
      body: "<p>Sign up with your email address and you are a member at once. Your membership card lives in your account, and every order you place while signed in counts towards your perks.</p><p>We send club news once a month, and you can stop them whenever you like.</p>",
      cta: "Go to my account",
    },
    popup: {
      title: "Welcome to the club!",
      body: "<p>Join now and get free delivery on your first order.</p>",
      cta: "Order a personalised tablet",
    },
    social: {
      heading: "Follow Kaarna",
      body: "<p>New flavours, factory news and the occasional recipe: follow us where you already are.</p>",
    },
  },
  member: {
    account: {
      topic: "Your Kaarna account",
      mainIntro: "Manage your member details here: your name, phone number and address.",
      mainBody:
        "<p>Your details are kept in our member register; we use them to deliver your orders and send your member benefits.</p>",
      loginTitle: "Log in to your account",
      loginIntro: "Log in with your Kaarna Club account to see and edit your details.",
      errorMessage: "Your profile could not be loaded just now. Try again in a moment or contact customer service.",
      widgetDefaultCountryCode: "FI",
    },
    menu: "My Kaarna Club",
    intro: {
      myDetails: "Your member details in the Kaarna Club.",
      myOrders: "Your orders from the online shop and where they are.",
      myEmail: "Choose which emails you want from us.",
    },
  },
};
