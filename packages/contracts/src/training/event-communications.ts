/** Bodies and rules of a training event's communications (§2.6 sub-pages), shared by svc-training and the portal. */
export {};
