/**
 * A page the pseudo-locale test renders; `skip`: a selector of parts that show record data, not the catalogues';
 * `ready`: what shows the page rendered when its heading is record data (by default a heading with catalogue text).
 */
export interface PseudoPage { path: string; skip?: string; ready?: string }
