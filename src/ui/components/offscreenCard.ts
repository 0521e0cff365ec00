/**
 * A game card (or its placeholder) far from the viewport is neither laid out nor painted until it comes near
 * (`content-visibility: auto`): the lobby's grid holds two pages of them (48 on a phone that shows six), and their
 * layout and paint were a long task of the first visit. Until a card has rendered once, it holds a card's usual height
 * (a phone's two columns); after that the browser remembers its real size (`auto`). Its contents stay in the
 * accessibility tree and are found by the page's search.
 */
export const offscreenCard = { contentVisibility: 'auto', containIntrinsicSize: 'auto 200px' } as const;
