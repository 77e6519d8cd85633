import { describe, expect, it } from 'vitest';
import { plainExcerpt } from './plain-text';
import { messageSentiment } from './sentiment';
import { asksForPerson, escalationSentiment, retrievalConfidence, shouldEscalate } from './support-rules';

describe('message sentiment (AFINN-165)', () => {
  it('reads anger and thanks, and turns a negated word around', () => {
    expect(messageSentiment('This is terrible, I am angry and frustrated')).toBeLessThan(-0.4);
    expect(messageSentiment('Thanks, that was really helpful!')).toBeGreaterThan(0.3);
    expect(messageSentiment('How do I send a dispute letter?')).toBe(0);
    expect(messageSentiment('not good')).toBeLessThan(0);
    // One mild word is not anger; cancelling a plan is the subject, not a feeling.
    expect(messageSentiment('How do I cancel my plan?')).toBe(0);
    expect(messageSentiment('This is terrible, I am furious')).toBeLessThan(escalationSentiment);
  });
});

describe('support rules', () => {
  it('knows a request for a person', () => {
    expect(asksForPerson('Can I talk to a human please')).toBe(true);
    expect(asksForPerson('I want a real person')).toBe(true);
    expect(asksForPerson('How long does a dispute take?')).toBe(false);
  });

  it('derives confidence from how much of the question the best article covers', () => {
    expect(retrievalConfidence(undefined)).toBe(0.15);
    expect(retrievalConfidence({ matched: 3, terms: 3 })).toBe(0.9);
    expect(retrievalConfidence({ matched: 1, terms: 1 })).toBeLessThan(0.65);
    expect(retrievalConfidence({ matched: 1, terms: 4 })).toBeLessThan(0.5);
  });

  it('escalates when unsure, upset or asked', () => {
    const calm = {
      confidence: 0.8,
      sentiment: 0,
      question: 'How do disputes work?',
      engineWantsPerson: false,
    };
    expect(shouldEscalate(calm)).toBe(false);
    expect(shouldEscalate({ ...calm, confidence: 0.3 })).toBe(true);
    expect(shouldEscalate({ ...calm, sentiment: -0.5 })).toBe(true);
    expect(shouldEscalate({ ...calm, question: 'let me speak to someone' })).toBe(true);
  });
});

describe('plain excerpts', () => {
  it('drops Markdown marks from a quoted passage', () => {
    expect(
      plainExcerpt(
        'Open **Billing** from the bar. - **Cancel Subscription** ends it. ## Plans [see](/billing) `x` *now*',
      ),
    ).toBe('Open Billing from the bar. Cancel Subscription ends it. Plans see x now');
  });
});
