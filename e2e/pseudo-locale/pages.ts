/** A page the pseudo-locale test renders; `skip`: a selector of parts that show record data, not the catalogues'. */
export interface PseudoPage { path: string; skip?: string }
