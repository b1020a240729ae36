// Example share cards: the og tests render them, og/bench.mjs times them, og/screenshots.mjs draws them.

/**
 * One card per script family, as the page Worker would send them.
 * @type {Record<"en" | "ja" | "zh-CN" | "ar", import("./src/card").ShareCard>}
 */
export const CARDS = {
  en: {
    lang: "en",
    dir: "ltr",
    title: "Late-night ramen & dumplings in the East Village",
    owner: "by Ana Souza",
    count: "12 places",
    places: ["Ippudo NY", "Mu Ramen", "Xi'an Famous Foods", "Vanessa's Dumpling House"],
    brand: "TableScout",
    kind: "list",
  },
  ja: {
    lang: "ja",
    dir: "ltr",
    title: "深夜まで営業している東京のラーメン屋さん",
    owner: "Ana Souza さんのリスト",
    count: "12 軒",
    places: ["一蘭 渋谷店", "中華そば 青葉 中野本店", "らぁ麺 飯田商店", "AFURI 恵比寿"],
    brand: "TableScout",
    kind: "list",
  },
  "zh-CN": {
    lang: "zh-CN",
    dir: "ltr",
    title: "北京最好吃的烤鸭和涮羊肉",
    owner: "Ana Souza 的清单",
    count: "12 家餐厅",
    places: ["全聚德（前门店）", "四季民福烤鸭店", "东来顺饭庄", "南门涮肉"],
    brand: "TableScout",
    kind: "list",
  },
  ar: {
    lang: "ar",
    dir: "rtl",
    title: "أفضل مطاعم الشاورما والفلافل في القاهرة",
    owner: "قائمة Ana Souza",
    count: "١٢ مكانًا",
    places: ["أبو شقرة", "مطعم فلفلة", "كشري أبو طارق", "Zooba"],
    brand: "TableScout",
    kind: "list",
  },
};

/**
 * Strings longer than any line, to prove text stays inside the card.
 * @type {Record<"de" | "ja" | "ar", import("./src/card").ShareCard>}
 */
export const LONG = {
  de: {
    lang: "de",
    dir: "ltr",
    title:
      "Donaudampfschifffahrtsgesellschaftskapitänswitwenlieblingsrestaurants und andere Gaststätten in Mülheim an der Ruhr",
    owner: "von Maximiliane Zimmermann-Weißenfels",
    count: "1.234 Restaurants",
    places: [
      "Restaurant Zur Alten Schmiede am Marktplatz gegenüber der Stadtsparkasse",
      "WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW",
      "Gasthof Hochzeitsgesellschaftsfeierlichkeitenveranstaltungszentrum",
      "Brauhaus",
    ],
    brand: "TableScout",
    kind: "list",
  },
  ja: {
    lang: "ja",
    dir: "ltr",
    title:
      "東京都内で深夜まで営業している本当においしいラーメン屋さんと餃子専門店を一軒ずつ食べ歩いて選んだ決定版リスト",
    owner: "長谷川みどり さんのリスト",
    count: "1,234 軒",
    places: [
      "らぁ麺屋 飯田商店 湯河原本店（神奈川県足柄下郡湯河原町土肥）営業時間は要確認",
      "中華そば 青葉 中野本店 つけ麺 特製中華そば 味玉",
      "一蘭 渋谷店",
      "ＡＢＣＤＥＦＧＨＩＪＫＬＭＮＯＰＱＲＳＴＵＶＷＸＹＺ０１２３４５６７８９",
    ],
    brand: "TableScout",
    kind: "list",
  },
  ar: {
    lang: "ar",
    dir: "rtl",
    title: "قائمة طويلة جدا بأفضل مطاعم المأكولات البحرية والمشويات والحلويات الشرقية في الإسكندرية والقاهرة والجيزة",
    owner: "قائمة عبد الرحمن بن عبد العزيز الشمري",
    count: "١٬٢٣٤ مكانًا",
    places: [
      "مطعم ومقهى الأصدقاء للمأكولات البحرية الطازجة والمشويات على الفحم والحلويات الشرقية والعصائر الطبيعية",
      "حلواني العبد للحلويات الشرقية والغربية والمخبوزات",
      "Restaurant Le Petit Parisien Alexandrie — cuisine française",
      "كشري أبو طارق",
    ],
    brand: "TableScout",
    kind: "list",
  },
};
