/** One extension of a competency's expiry, as `/api/training/competency-extensions` lists it. */
export interface CompetencyExtension {
  id: number;
  recordId: number;
  employeeId: number;
  competencyId: number;
  previousExpiryDate: string | null;
  expiryDate: string;
  reason: string;
  extendedBy: string;
  extendedAt: string;
}

/** An employee competency record (svc-training), as the extend form picks one. */
export interface CompetencyRecord {
  id: number;
  employeeId: number;
  competencyId: number;
  endDate: string | null;
  expiryDate: string | null;
}
