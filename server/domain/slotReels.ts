/** The demo slot's reels: symbols, their weights and what a line of them pays. */
/** Reel symbols with their weights (out of 20) and the three-of-a-kind multiplier on the middle row. */
export const SYMBOLS = [
  { name: 'cherry', weight: 6, pays: 12 },
  { name: 'lemon', weight: 5, pays: 12 },
  { name: 'bell', weight: 4, pays: 20 },
  { name: 'star', weight: 3, pays: 30 },
  { name: 'seven', weight: 2, pays: 50 },
] as const;
/** Two cherries at the start of the middle row pay this multiple. */
export const CHERRY_PAIR_PAYS = 2;
/** Three reels of three symbols; the middle row decides the multiplier. */
export function drawReels(random: (max: number) => number): { reels: string[][]; multiplier: number } {
  const total = SYMBOLS.reduce((s, x) => s + x.weight, 0);
  const pick = (): string => {
    let r = random(total);
    for (const s of SYMBOLS) {
      if (r < s.weight) return s.name;
      r -= s.weight;
    }
    return SYMBOLS[0].name;
  };
  const reels = [0, 1, 2].map(() => [pick(), pick(), pick()]);
  const line = reels.map((reel) => reel[1] as string);
  const [a, b, c] = line;
  let multiplier = 0;
  if (a === b && b === c) multiplier = SYMBOLS.find((s) => s.name === a)?.pays ?? 0;
  else if (a === 'cherry' && b === 'cherry') multiplier = CHERRY_PAIR_PAYS;
  return { reels, multiplier };
}
