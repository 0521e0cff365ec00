/**
 * What the lobby's search box matches a game by (`games.title_search`): its title in lower case, the title's words in
 * the other language (from the glossary below), and the title transliterated, so «зол» finds "Golden Dragon",
 * "pyramid" finds «Пирамида удачи» and «драк» finds "Dragon Tiger Live". The provider's name is matched by the query
 * itself (catalogue repository). docs/server.md ("Search") says how it is used.
 */
import type { Db } from './connection';

/**
 * The words of the demo catalogue's titles and what a player of the other language would type for them. A catalogue
 * from a real backend brings its own translations; this one covers the seeded word lists (server/db/seedData.ts).
 */
const GLOSSARY: Record<string, string> = {
  golden: 'золотой золото',
  gold: 'золото золотой',
  wild: 'дикий',
  lucky: 'удача удачливый счастливый',
  mystic: 'мистический',
  frozen: 'ледяной замёрзший',
  royal: 'королевский',
  blazing: 'пылающий огненный',
  hidden: 'скрытый тайный',
  cosmic: 'космический космос',
  ancient: 'древний',
  electric: 'электрический',
  crystal: 'хрустальный кристалл',
  emerald: 'изумрудный изумруд',
  thunder: 'гром громовой',
  midnight: 'полночь полночный',
  sunny: 'солнечный',
  savage: 'свирепый',
  silent: 'тихий безмолвный',
  sweet: 'сладкий',
  magic: 'магия волшебный',
  neon: 'неон неоновый',
  iron: 'железный',
  pharaoh: 'фараон',
  dragon: 'дракон',
  fortune: 'фортуна удача богатство',
  reels: 'барабаны',
  jungle: 'джунгли',
  bison: 'бизон',
  cherries: 'вишни черешня',
  vikings: 'викинги',
  pearls: 'жемчуг жемчужины',
  temple: 'храм',
  safari: 'сафари',
  panda: 'панда',
  galaxy: 'галактика',
  harbor: 'гавань',
  lotus: 'лотос',
  samurai: 'самурай',
  treasure: 'сокровища клад',
  wolves: 'волки',
  sevens: 'семёрки',
  phoenix: 'феникс',
  deluxe: 'делюкс',
  megaways: 'мегавейс',
  hold: 'холд',
  win: 'выигрыш',
  xmas: 'рождество',
  remastered: 'ремастер',
  european: 'европейская',
  roulette: 'рулетка',
  blackjack: 'блэкджек',
  classic: 'классический классика',
  speed: 'скоростной',
  baccarat: 'баккара',
  lightning: 'молния',
  live: 'лайв живой',
  texas: 'техас',
  "hold'em": 'холдем',
  bonus: 'бонус',
  dream: 'мечта',
  wheel: 'колесо',
  sic: 'сик',
  bo: 'бо',
  rocket: 'ракета',
  crash: 'краш',
  aviator: 'авиатор',
  skies: 'небо',
  mines: 'мины',
  field: 'поле',
  plinko: 'плинко',
  drop: 'дроп',
  tiger: 'тигр',
  казино: 'casino',
  холдем: "hold'em holdem",
  русская: 'russian',
  рулетка: 'roulette',
  пирамида: 'pyramid',
  удачи: 'luck lucky fortune',
  сокровища: 'treasure treasures',
  байкала: 'baikal',
};

const CYRILLIC_TO_LATIN: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'c',
  ч: 'ch',
  ш: 'sh',
  щ: 'sch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

/** Lower case with «ё» as «е»: how both the stored terms and the typed query are compared. */
export function normaliseSearch(text: string): string {
  return text.toLowerCase().replace(/ё/g, 'е');
}

/** Cyrillic letters in Latin ones, roughly (the way URLs spell Russian titles); other characters as they are. */
export function transliterate(text: string): string {
  return [...text.toLowerCase()].map((c) => CYRILLIC_TO_LATIN[c] ?? c).join('');
}

/** The text a game is found by: its title, the title's words in the other language, and the title transliterated. */
export function searchTermsOf(title: string): string {
  const lower = title.toLowerCase();
  const words = lower.split(/[\s&-]+/).filter(Boolean);
  const translated = words.map((word) => GLOSSARY[word]).filter((terms): terms is string => terms !== undefined);
  const latin = transliterate(lower);
  return normaliseSearch([lower, ...translated, ...(latin === lower ? [] : [latin])].join(' '));
}

/**
 * Brings every game's stored terms in line with `searchTermsOf` (a database seeded before the glossary grew gets
 * them at its next start). Writes only the rows that differ.
 */
export function refreshSearchTerms(db: Db): number {
  const rows = db.prepare('SELECT id, title, title_search FROM games').all() as {
    id: number;
    title: string;
    title_search: string;
  }[];
  const update = db.prepare('UPDATE games SET title_search = ? WHERE id = ?');
  let changed = 0;
  db.transaction(() => {
    for (const row of rows) {
      const terms = searchTermsOf(row.title);
      if (terms === row.title_search) continue;
      update.run(terms, row.id);
      changed += 1;
    }
  }).immediate();
  return changed;
}
