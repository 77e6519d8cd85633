/** What produced a letter, an analysis or a reading: our own rules and templates, or a connected AI model. */
export const aiEngines = ['builtin', 'openai'] as const;
export type AiEngine = (typeof aiEngines)[number];

/** The kind of work an engine did, so the words say what really happened. */
export type EngineWork = 'letter' | 'analysis' | 'report';

const engineWords: Record<EngineWork, Record<AiEngine, string>> = {
  letter: { builtin: 'Drafted by our letter engine', openai: 'Drafted with AI' },
  analysis: { builtin: 'Worked out by our rules', openai: 'Written with AI' },
  report: { builtin: 'Read by our report reader', openai: 'Read by our reader, checked with AI' },
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
