/** An employee competency record (svc-training), as the extend form picks one. */
export interface CompetencyRecord {
  id: number;
  employeeId: number;
  competencyId: number;
  endDate: string | null;
  expiryDate: string | null;
}
