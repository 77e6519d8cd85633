/** What produced a letter, an analysis or a reading: our own rules and templates, or a connected AI model. */
export const aiEngines = ['builtin', 'openai'] as const;
export type AiEngine = (typeof aiEngines)[number];

/** The kind of work an engine did, so the words say what really happened. */
export type EngineWork = 'letter' | 'analysis' | 'report' | 'answer';

const engineWords: Record<EngineWork, Record<AiEngine, string>> = {
  letter: { builtin: 'Drafted by our letter engine', openai: 'Drafted with AI' },
  analysis: { builtin: 'Worked out by our rules', openai: 'Written with AI' },
  report: { builtin: 'Read by our report reader', openai: 'Read by our reader, checked with AI' },
  answer: {
    builtin: 'Worked out by our rules from our help articles',
    openai: 'Written with AI from our help articles',
  },
};

/** The badge's words for a piece of work; an engine we do not know is shown as AI. */
export function engineLabel(work: EngineWork, engine: string): string {
  return engineWords[work][engine === 'builtin' ? 'builtin' : 'openai'];
}

/** Said on hover: when no AI model is connected the work is still real, done by rules and templates. */
export function engineExplanation(engine: string): string {
  return engine === 'builtin'
    ? 'No AI model is connected, so this was produced by our own rules and templates from the facts on file.'
    : 'Produced by the connected AI model from the facts on file. Read it before relying on it.';
}

/** Which engine a professional sees counted in the usage figures. */
export const aiEngineLabel = (engine: string) =>
  engine === 'builtin' ? 'Our rules and templates' : 'AI model';

/**
 * A model's confidence in an answer, in a person's words instead of a percentage: rules are not
 * more or less sure of themselves, so a rule-based answer says only how it was worked out.
 */
export function answerCertainty(engine: string | null, confidence: number | null): string | null {
  if (engine === 'builtin' || engine === null)
    return engine === 'builtin' ? engineLabel('answer', engine) : null;
  const how = engineLabel('answer', engine);
  if (confidence === null) return how;
  if (confidence >= 0.8) return `${how} · likely to answer your question`;
  if (confidence >= 0.5) return `${how} · may not fully answer it: our team can help`;
  return `${how} · unsure: ask our team to be certain`;
}
