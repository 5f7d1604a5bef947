/** Bodies and rules of a training event's attendance (§2.6 sub-pages), shared by svc-training and the portal. */
export {};
