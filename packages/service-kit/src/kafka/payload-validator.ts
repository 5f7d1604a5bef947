import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { EventContract } from '@firecrest/contracts';

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats.default(ajv);
const validators = new Map<object, ValidateFunction>();

/** Checks a payload against its contract's schema; producer and consumer both call it. */
export function assertPayload(contract: EventContract<unknown>, payload: unknown): void {
  let validate = validators.get(contract.schema);
  if (!validate) {
    validate = ajv.compile(contract.schema);
    validators.set(contract.schema, validate);
  }
  if (!validate(payload)) {
    throw new Error(`${contract.topic} payload invalid: ${ajv.errorsText(validate.errors)}`);
  }
}
