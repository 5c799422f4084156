/**
 * What the local seed creates besides the demo account: pinners, their boards and sections, and
 * the titles, descriptions, link domains and picture styles of their pins. Written by hand so the
 * local product reads like a real one; scripts/seed/seed-saving.ts turns it into rows and images.
 */
import type { Aspect, Kind, PaletteName } from "./artwork";

export interface SeedUser {
  id: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  avatarColorIndex: number;
}

export interface SeedBoard {
  owner: string;
  name: string;
  description: string;
  privacy?: "public" | "secret";
  sections?: string[];
  /** Pictures: kinds drawn in this board's palette. */
  kinds: Kind[];
  palettes: PaletteName[];
  /** Pin titles; each becomes one original pin (a pin per title). */
  titles: string[];
  /** Link domain of the pins (some pins have no link). */
  domain?: string;
  /** Word printed on poster pictures. */
  words?: string[];
}

/** The pinners (the demo account, `demo-user`, is made by scripts/local-db.ts and reused). */
export const SEED_USERS: SeedUser[] = [
  { id: "seed-ana", username: "ana_costa", email: "ana@example.com", firstName: "Ana", lastName: "Costa", avatarColorIndex: 1 },
  { id: "seed-maya", username: "maya_reyes", email: "maya@example.com", firstName: "Maya", lastName: "Reyes", avatarColorIndex: 3 },
  { id: "seed-kenji", username: "kenji_mori", email: "kenji@example.com", firstName: "Kenji", lastName: "Mori", avatarColorIndex: 6 },
  { id: "seed-olu", username: "olu_adebayo", email: "olu@example.com", firstName: "Olu", lastName: "Adebayo", avatarColorIndex: 4 },
  { id: "seed-lena", username: "lena_fischer", email: "lena@example.com", firstName: "Lena", lastName: "Fischer", avatarColorIndex: 5 },
];

/** Link domains and the user who speaks for each (saving.md §2 link-domain official user). */
export const SEED_DOMAINS: Record<string, string | null> = {
  "saltandcrumb.example": "seed-maya",
  "northlighthome.example": "seed-ana",
  "slowtrails.example": "seed-kenji",
  "papermoon.example": "seed-lena",
  "streetframes.example": null,
  "greenhouse-notes.example": null,
};

export const SEED_BOARDS: SeedBoard[] = [
  {
    owner: "seed-ana",
    name: "Scandinavian living",
    description: "Calm rooms, pale wood and soft light.",
    sections: ["Living room", "Bedroom"],
    kinds: ["interior", "interior", "pattern"],
    palettes: ["nordic", "ink"],
    domain: "northlighthome.example",
    titles: [
      "Linen sofa with oak side tables", "A reading corner by the window", "Gallery wall above a low sofa", "Soft white bedroom with wool throws",
      "Oak floor and a sheepskin rug", "Paper lamp over a round table", "Minimal shelf styling", "Warm neutrals for a north-facing room",
      "Plaster walls and linen curtains", "A cosy corner with a floor lamp", "Two-tone walls done right", "Low bed, big window",
      "Rattan and pale wood", "Quiet colours for small flats", "Grid shelves full of books", "Framed botanical prints",
      "Hallway bench and hooks", "Cream bouclé armchair", "Open shelving in a small living room", "Layered textiles in grey and sand",
    ],
  },
  {
    owner: "seed-ana",
    name: "Plants everywhere",
    description: "Easy houseplants and how to keep them happy.",
    kinds: ["plant", "plant", "shapes"],
    palettes: ["forest", "citrus"],
    domain: "greenhouse-notes.example",
    titles: [
      "Monstera in a terracotta pot", "Snake plant for dark corners", "Pothos trailing off a shelf", "A tiny windowsill herb garden",
      "Fiddle leaf fig care notes", "Propagating cuttings in glass jars", "Hanging planters for small spaces", "Rubber plant by the sofa",
      "Calathea and how to water it", "Cacti on a sunny ledge", "Repotting without the mess", "Bathroom ferns that love humidity",
      "Olive tree in a big basket", "Plant stand made from scrap wood", "String of pearls in a hanging pot", "Orchids that flower again",
    ],
  },
  {
    owner: "seed-ana",
    name: "Gift ideas",
    description: "Things to remember for birthdays.",
    privacy: "secret",
    kinds: ["shapes", "pattern"],
    palettes: ["berry", "dusk"],
    titles: ["Hand-thrown mugs", "Linen napkins set", "A plant subscription", "Hand-bound notebook", "Candle making kit", "Wool socks in every colour"],
  },
  {
    owner: "seed-maya",
    name: "Weeknight dinners",
    description: "Quick, cosy food for busy evenings.",
    sections: ["Pasta", "Soups", "Salads"],
    kinds: ["plate", "plate", "plate", "poster"],
    palettes: ["citrus", "terracotta", "forest"],
    domain: "saltandcrumb.example",
    words: ["Pasta", "Soup", "Supper"],
    titles: [
      "Lemon ricotta pasta in 20 minutes", "Creamy tomato soup with grilled cheese", "Crispy chickpea salad", "One-pan gnocchi with spinach",
      "Miso butter noodles", "Roasted squash and lentil soup", "Chicken orzo with herbs", "Charred corn and feta salad",
      "Garlic mushroom pasta", "Coconut red lentil dal", "Greek salad with crispy potatoes", "Pesto pasta with peas",
      "Ginger chicken soup", "Sheet-pan fajitas", "Spicy peanut noodles", "Black bean tacos",
      "Roasted tomato orzo", "Cabbage and apple slaw", "Minestrone for a crowd", "Tuna and white bean salad",
      "Brown butter sage pasta", "Leek and potato soup", "Fried rice with whatever is left", "Harissa roasted carrots",
    ],
  },
  {
    owner: "seed-maya",
    name: "Baking",
    description: "Bread, cakes and weekend projects.",
    sections: ["Bread", "Cakes"],
    kinds: ["plate", "pattern", "poster"],
    palettes: ["terracotta", "berry", "citrus"],
    domain: "saltandcrumb.example",
    words: ["Bake", "Bread", "Cake"],
    titles: [
      "Beginner sourdough loaf", "Olive oil lemon cake", "Cinnamon buns with cream cheese glaze", "No-knead focaccia",
      "Brown butter chocolate chip cookies", "Rye bread with seeds", "Raspberry almond tart", "Banana bread that stays moist",
      "Carrot cake with walnuts", "Soft milk bread rolls", "Apple galette", "Olive and rosemary bread",
      "Chocolate olive oil cake", "Blueberry muffins", "Pear and ginger loaf", "Brioche burger buns",
    ],
  },
  {
    owner: "seed-maya",
    name: "Breakfast",
    description: "Slow mornings.",
    kinds: ["plate", "shapes"],
    palettes: ["citrus", "berry"],
    domain: "saltandcrumb.example",
    titles: [
      "Overnight oats three ways", "Shakshuka for two", "Fluffy ricotta pancakes", "Granola with olive oil and sea salt",
      "Avocado toast with chilli crisp", "Baked oats with berries", "Breakfast burritos to freeze", "Yogurt bowl with stewed apples",
      "Savoury waffles", "Chia pudding with mango",
    ],
  },
  {
    owner: "seed-kenji",
    name: "Kyoto",
    description: "Temples, gardens and tea houses.",
    sections: ["Gardens", "Food"],
    kinds: ["landscape", "poster", "pattern"],
    palettes: ["dusk", "ink", "berry"],
    domain: "slowtrails.example",
    words: ["Kyoto", "Gion", "Arashiyama"],
    titles: [
      "Early morning in Arashiyama", "Moss garden after rain", "Lanterns in Gion at dusk", "Tea house on the Philosopher's Path",
      "Maple leaves at Tofuku-ji", "Ramen counter near the station", "Kiyomizu-dera from below", "Rock garden patterns",
      "Nishiki market snacks", "Torii gates in the afternoon light", "Quiet temple courtyards", "Matcha and wagashi",
      "Riverside walk on the Kamo", "A day trip to Nara",
    ],
  },
  {
    owner: "seed-kenji",
    name: "Mountain trails",
    description: "Hikes worth the early start.",
    kinds: ["landscape", "landscape", "sea"],
    palettes: ["forest", "ocean", "dusk"],
    domain: "slowtrails.example",
    titles: [
      "Ridge walk above the clouds", "Alpine lake at sunrise", "Packing list for a two-day hike", "Switchbacks through the larch forest",
      "Hut-to-hut route notes", "Summit views in late autumn", "Waterfall trail after snowmelt", "Camping under a clear sky",
      "Trail running in the foothills", "Wildflower meadows in July", "Crossing the high pass", "Foggy morning on the plateau",
      "Lightweight tent set-up", "Wild mushrooms along the trail",
    ],
  },
  {
    owner: "seed-kenji",
    name: "Coastlines",
    description: "Sea air and long walks.",
    kinds: ["sea", "sea", "landscape"],
    palettes: ["ocean", "dusk", "ink"],
    domain: "slowtrails.example",
    titles: [
      "Cliff path at golden hour", "Tide pools at low water", "Fishing village harbour", "Sand dunes and sea grass",
      "Lighthouse on the point", "Swimming coves to remember", "Winter waves", "Boardwalk at sunset",
      "Island ferry morning", "Surf town breakfast spots",
    ],
  },
  {
    owner: "seed-olu",
    name: "Street style",
    description: "Outfits from city streets.",
    sections: ["Layers", "Colour"],
    kinds: ["shapes", "pattern", "poster"],
    palettes: ["terracotta", "ink", "citrus"],
    domain: "streetframes.example",
    words: ["Style", "Layers", "Colour"],
    titles: [
      "Oversized coat, wide trousers", "Colour blocking in autumn", "Denim on denim done well", "Monochrome layers",
      "Linen suit for summer", "Statement scarf", "Workwear jacket and knit", "Bold prints for spring",
      "Rust and olive together", "Classic trench, new ways", "Knitted vest over a shirt", "Pleated trousers and loafers",
      "Bright beanie season", "Relaxed tailoring",
    ],
  },
  {
    owner: "seed-olu",
    name: "Colour palettes",
    description: "Combinations to steal.",
    kinds: ["pattern", "shapes", "pattern"],
    palettes: ["dusk", "citrus", "forest", "ocean", "berry", "terracotta"],
    titles: [
      "Sunset terracotta palette", "Forest greens and gold", "Ocean blues", "Berry and sage", "Warm neutrals",
      "Citrus pop", "Dusky pinks", "Ink and clay", "Mid-century brights", "Soft pastels for spring",
      "Earthy autumn tones", "High contrast duo",
    ],
  },
  {
    owner: "seed-lena",
    name: "Paper crafts",
    description: "Folding, cutting and gluing.",
    sections: ["Cards", "Decorations"],
    kinds: ["pattern", "shapes", "poster"],
    palettes: ["berry", "citrus", "ocean"],
    domain: "papermoon.example",
    words: ["Paper", "Fold", "Craft"],
    titles: [
      "Pop-up birthday card", "Paper garland for parties", "Origami cranes step by step", "Handmade envelopes",
      "Paper stars for the window", "Collage bookmarks", "Layered paper flowers", "Simple bookbinding",
      "Gift tags from scraps", "Papier-mâché bowls", "Lino-printed cards", "Paper lanterns",
    ],
  },
  {
    owner: "seed-lena",
    name: "Watercolor",
    description: "Loose washes and happy accidents.",
    kinds: ["landscape", "shapes", "sea"],
    palettes: ["ocean", "dusk", "forest"],
    domain: "papermoon.example",
    titles: [
      "Wet-on-wet skies", "Painting simple botanicals", "Limited palette landscapes", "Mixing greens from scratch",
      "Loose florals for beginners", "Night sky with salt texture", "Sketchbook spreads", "Painting water reflections",
      "Colour swatch card", "Five-minute studies",
    ],
  },
  {
    owner: "seed-lena",
    name: "Home DIY",
    description: "Weekend projects around the flat.",
    kinds: ["interior", "plant", "pattern"],
    palettes: ["nordic", "terracotta"],
    domain: "papermoon.example",
    titles: [
      "Painted arch on a plain wall", "Pegboard for the kitchen", "Upcycled side table", "Tiling a small splashback",
      "Fabric lampshade refresh", "Built-in window seat", "Limewash walls", "Floating shelves that hold books",
    ],
  },
  {
    owner: "seed-ana",
    name: "Dream kitchen",
    description: "Cabinets, tiles and open shelves.",
    kinds: ["interior", "pattern", "plant"],
    palettes: ["nordic", "forest", "terracotta"],
    domain: "northlighthome.example",
    titles: [
      "Green cabinets and brass handles", "Zellige tile splashback", "Open shelves with everyday dishes", "Butcher block island",
      "Small kitchen, big ideas", "Pantry organisation that lasts", "Terrazzo worktops", "A breakfast nook by the window",
      "Hanging pot rail", "Warm wood and white walls", "Herb pots on the sill", "Checkerboard floor",
      "Fluted glass cabinet doors", "Kitchen lighting layers",
    ],
  },
  {
    owner: "seed-maya",
    name: "Drinks",
    description: "Something to sip.",
    kinds: ["plate", "shapes"],
    palettes: ["berry", "citrus", "ocean"],
    domain: "saltandcrumb.example",
    titles: [
      "Iced hibiscus tea", "Spiced apple cider", "Homemade ginger beer", "Cold brew at home", "Lemon verbena lemonade",
      "Hot chocolate with cardamom", "Strawberry shrub", "Mint and cucumber water", "Chai concentrate", "Golden milk",
    ],
  },
  {
    owner: "seed-kenji",
    name: "Film photography",
    description: "35 mm, grain and light leaks.",
    kinds: ["landscape", "shapes", "sea"],
    palettes: ["ink", "dusk", "terracotta"],
    domain: "slowtrails.example",
    titles: [
      "Portra in golden hour", "Black and white street corners", "Light leaks on purpose", "Developing at home",
      "Half-frame travel diary", "Night shots on 800 speed film", "Scanning negatives with a camera", "Medium format portraits",
      "Expired film experiments", "Contact sheets", "Double exposures", "Fog on the harbour",
    ],
  },
  {
    owner: "seed-olu",
    name: "Sneakers",
    description: "Rotation and wishlist.",
    kinds: ["shapes", "pattern"],
    palettes: ["citrus", "ocean", "berry"],
    domain: "streetframes.example",
    titles: [
      "White leather low-tops", "Suede runners in sand", "Retro basketball high-tops", "Trail shoes for the city",
      "Canvas classics", "Colourful running shoes", "Cleaning white soles", "Lacing styles",
      "Sneaker shelf display", "Vintage tennis shoes", "Chunky soles", "Minimal trainers",
    ],
  },
  {
    owner: "seed-lena",
    name: "Knitting",
    description: "Needles, yarn and patience.",
    kinds: ["pattern", "pattern", "shapes"],
    palettes: ["berry", "nordic", "forest"],
    domain: "papermoon.example",
    titles: [
      "First sweater pattern", "Cabled hat", "Chunky blanket in a weekend", "Colourwork mittens", "Socks on circular needles",
      "Blocking your knits", "Mohair cardigan", "Yarn storage ideas", "Brioche stitch scarf", "Mending with visible darns",
    ],
  },
  {
    owner: "demo-user",
    name: "My sketches",
    description: "Doodles and colour studies.",
    kinds: ["shapes", "pattern"],
    palettes: ["ink", "dusk"],
    titles: ["Blue study", "Circles and squares", "Evening shapes", "Tile idea", "Composition #5"],
  },
];

/**
 * Boards the seed fills with repins (saves of other people's pins): the owner, the board, and the
 * boards whose pins it saves. Sections get some of them.
 */
export interface SeedRepinBoard {
  owner: string;
  name: string;
  description: string;
  privacy?: "public" | "secret";
  sections?: string[];
  from: string[];
  count: number;
}

export const SEED_REPIN_BOARDS: SeedRepinBoard[] = [
  { owner: "demo-user", name: "Recipes to try", description: "Dinners for this month.", sections: ["Quick"], from: ["Weeknight dinners", "Breakfast", "Baking"], count: 16 },
  { owner: "demo-user", name: "Home inspiration", description: "For the new flat.", from: ["Scandinavian living", "Plants everywhere", "Home DIY"], count: 14 },
  { owner: "demo-user", name: "Travel someday", description: "Places on the list.", privacy: "secret", from: ["Kyoto", "Coastlines", "Mountain trails"], count: 10 },
  { owner: "seed-ana", name: "Weekend baking", description: "Maya's best.", from: ["Baking"], count: 8 },
  { owner: "seed-kenji", name: "Food on the road", description: "What to eat where.", from: ["Weeknight dinners", "Breakfast"], count: 8 },
  { owner: "seed-olu", name: "Places", description: "Backdrops for shoots.", from: ["Kyoto", "Coastlines"], count: 8 },
];

/** Who follows whom. */
export const SEED_FOLLOWS: [string, string][] = [
  ["demo-user", "seed-ana"],
  ["demo-user", "seed-maya"],
  ["seed-ana", "seed-maya"],
  ["seed-ana", "seed-kenji"],
  ["seed-maya", "seed-ana"],
  ["seed-maya", "seed-lena"],
  ["seed-kenji", "seed-olu"],
  ["seed-olu", "seed-kenji"],
  ["seed-olu", "seed-ana"],
  ["seed-lena", "seed-maya"],
  ["seed-lena", "demo-user"],
];

/** Sentences descriptions are made from (one per pin, picked by the seed's random source). */
export const DESCRIPTION_ENDINGS = [
  "Saving this for later.",
  "Trying this next weekend.",
  "Simple and it works every time.",
  "Notes and the full list are on the site.",
  "So good in every season.",
  "The light here is everything.",
  "Easy to adapt with what you have.",
  "A favourite for years now.",
];
