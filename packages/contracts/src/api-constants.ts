/** Numeric constants of the REST API v1 (spec §4.1), shown on the help page. */
export const API_CONSTANTS = {
  TrainingEventStatus: { Pending: 1, Complete: 2, Canceled: 3 },
  TrainingTypes: { AllTypes: 0, OnStationTraining: 1, TrainingCentreCourse: 2 },
  TrainingEventAttendeeStatus: {
    Nominated: 1,
    Confirmed: 2,
    Rejected: 3,
    Applied: 4,
    ApplicationRejected: 5,
    Invited: 6,
    PendingCancellation: 7,
    CancellationRejected: 8,
    Canceled: 9,
  },
  TrainingEventAttendeeType: { Instructor: 1, Delegate: 2, Fdo: 3 },
} as const;
