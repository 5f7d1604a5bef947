/**
 * A page the pseudo-locale test renders; `skip`: a selector of parts that show record data, not the catalogues';
 * `ready`: what shows the page rendered when its heading is record data (by default a heading with catalogue text);
 * `lands`: where the portal takes an alias's address (the page then looked at).
 */
export interface PseudoPage { path: string; skip?: string; ready?: string; lands?: string }
