/**
 * A game card (or its placeholder) far from the viewport is neither laid out nor painted until it comes near
 * (`content-visibility: auto`): the lobby's grid holds two pages of them (48 on a phone that shows six), and their
 * layout and paint were a long task of the first visit. Its contents stay in the accessibility tree and are found by
 * the page's search.
 *
 * Until a card has rendered once it holds the height of the smallest card (a 150 px column: a 4:3 picture of 112.5 px
 * and the 62 px caption); after that the browser remembers its real size (`auto`). Never taller than a real card, a
 * waiting card cannot make a row of real cards taller, so nothing moves when it renders.
 *
 * Only for cards that start off the first screen: Chromium sometimes paints a card inserted in view once at this height
 * before its contents (a layout shift of everything below), so the first screen's cards render as usual.
 */
export const offscreenCard = { contentVisibility: 'auto', containIntrinsicSize: 'auto 174px' } as const;
