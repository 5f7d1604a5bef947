export * from './validation-messages';
export * from './expiry';
export * from './employee-body';
export * from './location-body';
export * from './location-details';
export * from './employee-records';
export * from './field-changes';
export * from './employee-record-events';
