import { describe, expect, it } from 'vitest';
import { webhookSubscriptionSchema as subscriptionContract } from '@firecrest/contracts';
import { modelSchemaDrift } from '@firecrest/service-kit';
import { subscriptionSchema } from '../src/models/subscription';

/** Issue 28: a stored model and its contract's schema cannot drift apart unnoticed. */
describe("svc-webhooks's models agree with their contracts", () => {
  it('a subscription: sealed secrets stay in the store, names and hints are worked out when answering', () => {
    expect(
      modelSchemaDrift(subscriptionSchema, subscriptionContract, {
        renamed: { webhookEventTypeId: 'eventTypeId', webhookEventTopicId: 'eventTopicId' },
        derived: ['webhookEventTypeName', 'webhookEventTopicName', 'apiKeyHint', 'clientSecretSet'],
        storeOnly: ['apiKey', 'clientSecret', 'secret', 'previousSecret', 'lastModifiedDate'],
      }),
    ).toEqual([]);
  });
});
